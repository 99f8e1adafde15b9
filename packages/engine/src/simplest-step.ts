import { pollBudget } from './budget.js';
import type { CandidateState } from './candidate-state.js';
import { emptyCandidates } from './changes.js';
import type { SearchContext } from './search-scratch.js';
import type { Step } from './step.js';
import type { Technique } from './technique.js';

// Internal (not re-exported from the index): the loops of solveLogically and
// hint call it once a step, past the checks the public nextStep makes once.

/**
 * What a solve remembers from step to step: for each technique of its
 * ladder, the position where it last found nothing (see `StepContext.since`).
 * Most of a hard solve is techniques finding nothing again and again on
 * positions that differ by a few candidates.
 */
export class LadderMemory {
  readonly foundNothingAt: (Uint16Array | undefined)[] = [];
}

/**
 * The first step of the first technique of `ladder` that applies, or
 * undefined. With `memory` (one per solve, on one ladder), techniques that
 * found nothing before are told where. `context.scratch` is the call's (one
 * per solve).
 */
export function simplestStep(
  state: CandidateState,
  context: SearchContext,
  ladder: readonly Technique[],
  memory?: LadderMemory,
): Step | undefined {
  let position: Uint16Array | undefined;
  for (let i = 0; i < ladder.length; i++) {
    const technique = ladder[i];
    if ((technique.uniqueness || technique.onlyWhenUnique) && !context.unique) continue;
    pollBudget();
    const since = memory?.foundNothingAt[i];
    const step = technique.find(state, since ? { ...context, since } : context);
    if (step) {
      if (memory) memory.foundNothingAt[i] = undefined;
      return step;
    }
    if (memory) memory.foundNothingAt[i] = position ??= emptyCandidates(state);
  }
  return undefined;
}
