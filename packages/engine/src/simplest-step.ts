import { pollBudget } from './budget.js';
import type { CandidateState } from './candidate-state.js';
import type { Step } from './step.js';
import type { StepContext, Technique } from './technique.js';

// Internal (not re-exported from the index): the loops of solveLogically and
// hint call it once a step, past the checks the public nextStep makes once.

/** The first step of the first technique of `ladder` that applies, or undefined. */
export function simplestStep(
  state: CandidateState,
  context: StepContext,
  ladder: readonly Technique[],
): Step | undefined {
  for (const technique of ladder) {
    if ((technique.uniqueness || technique.onlyWhenUnique) && !context.unique) continue;
    pollBudget();
    const step = technique.find(state, context);
    if (step) return step;
  }
  return undefined;
}
