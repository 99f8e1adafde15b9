import {
  assertGrid,
  type Conflict,
  describeConflict,
  findConflicts,
  type Grid,
  readOptions,
} from '@sudoku/core';
import {
  assertBudget,
  BUDGET_KEYS,
  type BudgetOptions,
  type StopReason,
  withBudget,
} from './budget.js';
import { applyStep, type CandidateState, createCandidateState } from './candidate-state.js';
import { countSolutions, findSolution, type SolverOption } from './count.js';
import { fallbackHint } from './hint-fallback.js';
import { BASIC_LADDER, LADDER } from './ladder.js';
import { LadderMemory, simplestStep } from './simplest-step.js';
import { solverOption } from './solver-option.js';
import type { Step } from './step.js';
import { assertGivensOf, wrongDigits, wrongDigitsText } from './wrong-digits.js';

/** What {@link hint} suggests; every kind carries a one-sentence `explanation`. */
export type Hint =
  | {
      /**
       * A logical step places `digit` in `cell`; `steps` are the deductions
       * leading to it, in order (eliminations the board cannot show yet), the
       * last one placing the digit.
       */
      kind: 'step';
      cell: number;
      digit: number;
      step: Step;
      steps: Step[];
      explanation: string;
      /** False when the position has several solutions (uniqueness techniques were not used). */
      unique: boolean;
    }
  | {
      /**
       * No technique places a digit: the position has several solutions and
       * no basic technique applies, or it has one and needs more than the
       * whole ladder (forcing chains nested two deep, 11.0 or more).
       * The empty cell with the fewest candidates gets its digit from a
       * solution (the solution, when `unique`).
       */
      kind: 'fallback';
      cell: number;
      digit: number;
      steps: Step[];
      explanation: string;
      unique: boolean;
    }
  | {
      /**
       * No solution is left. With the `givens` option (and givens with one
       * solution), `wrong` lists the cells whose digit is not the solution's.
       */
      kind: 'unsolvable';
      explanation: string;
      wrong?: number[];
    }
  | {
      /** The time limit (`timeout`) or the signal (`aborted`) stopped the search; `steps` are those found so far. */
      kind: StopReason;
      steps: Step[];
      explanation: string;
    }
  | { kind: 'solved'; explanation: string }
  | { kind: 'conflict'; conflicts: Conflict[]; explanation: string };

/** Options of {@link hint}. */
export interface HintOptions extends SolverOption, BudgetOptions {
  /**
   * The puzzle's givens, which the position must keep: when a player digit
   * left no solution, the hint then names the wrong digits.
   */
  givens?: Grid | undefined;
}

/**
 * The next digit a player could fill, with the reason. The position may hold
 * wrong player digits, so it is checked first: repeated digits give
 * `conflict`, a position without solution `unsolvable`, a full valid grid
 * `solved`; anything but a grid throws `SUDOKU_BAD_GRID`. On a position with
 * one solution the step solver runs (uniqueness techniques allowed) until a
 * step places a digit. With several solutions only the techniques below
 * chains are tried (they do not assume uniqueness). When the techniques get
 * stuck (with one solution: only past the whole ladder, 11.0 or more, which
 * no known puzzle needs), the empty cell with the fewest candidates gets its digit from a
 * solution.
 */
export function hint(grid: Grid, given: HintOptions = {}): Hint {
  assertGrid(grid);
  const { givens, timeLimitMs, signal, ...rest } = readOptions('hint', given, [
    'solver',
    'givens',
    ...BUDGET_KEYS,
  ]);
  assertBudget('hint', { timeLimitMs, signal });
  const options = { solver: solverOption('hint', rest) };
  if (givens !== undefined) assertGivensOf(grid, givens);
  const conflicts = findConflicts(grid);
  if (conflicts.length > 0) {
    return {
      kind: 'conflict',
      conflicts,
      explanation: `The board has a clash: ${describeConflict(conflicts[0])}.`,
    };
  }
  if (!grid.includes(0)) return { kind: 'solved', explanation: 'The board is full and correct.' };
  const { count } = countSolutions(grid, 2, options);
  if (count === 0) {
    const wrong = givens && wrongDigits(grid, givens, options.solver);
    if (wrong?.length) {
      return {
        kind: 'unsolvable',
        explanation: `This position has no solution: ${wrongDigitsText(grid, wrong)}.`,
        wrong,
      };
    }
    return {
      kind: 'unsolvable',
      explanation: 'This position has no solution: some digit already placed is wrong.',
    };
  }
  const unique = count === 1;
  const state = createCandidateState(grid);
  const steps: Step[] = [];
  return withBudget(
    { timeLimitMs, signal },
    () =>
      stepToPlacement(state, steps, unique) ??
      fallbackHint(state, findSolution(grid, options)!, steps, unique),
    (kind) => ({ kind, steps, explanation: stoppedText(kind) }),
  );
}

/** The hint's steps up to the first that places a digit, or undefined when the techniques got stuck first. */
function stepToPlacement(state: CandidateState, steps: Step[], unique: boolean): Hint | undefined {
  const context = { unique };
  const ladder = unique ? LADDER : BASIC_LADDER;
  const memory = new LadderMemory();
  for (
    let step = simplestStep(state, context, ladder, memory);
    step;
    step = simplestStep(state, context, ladder, memory)
  ) {
    steps.push(step);
    if (step.placements.length > 0) {
      const { cell, digit } = step.placements[0];
      return { kind: 'step', cell, digit, step, steps, explanation: step.explanation, unique };
    }
    applyStep(state, step);
  }
  return undefined;
}

function stoppedText(reason: StopReason): string {
  return reason === 'timeout'
    ? 'The time limit ran out before a step placed a digit.'
    : 'The hint was cancelled before a step placed a digit.';
}
