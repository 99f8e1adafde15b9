import {
  type Conflict,
  cellName,
  describeConflict,
  findConflicts,
  type Grid,
  maskDigits,
  POPCOUNT,
} from '@sudoku/core';
import { applyStep, createCandidateState } from './candidate-state.js';
import { findSolution } from './count.js';
import type { Step } from './step.js';
import { nextStep } from './step-solver.js';

/** What {@link hint} suggests; every kind carries a one-sentence `explanation`. */
export type Hint =
  | {
      /** A logical step places `digit` in `cell`; `steps` are the deductions leading to it, the last one placing the digit. */
      kind: 'step';
      cell: number;
      digit: number;
      step: Step;
      steps: Step[];
      explanation: string;
    }
  | {
      /** No technique applies: the empty cell with the fewest candidates gets its digit from the solution (seed 003). */
      kind: 'fallback';
      cell: number;
      digit: number;
      explanation: string;
    }
  | { kind: 'unsolvable'; explanation: string }
  | { kind: 'solved'; explanation: string }
  | { kind: 'conflict'; conflicts: Conflict[]; explanation: string };

/**
 * The next digit a player could fill, with the reason. The position may hold
 * wrong player digits, so it is checked first: repeated digits give
 * `conflict`, a position without solution `unsolvable`, a full valid grid
 * `solved`. Otherwise the step solver runs until a step places a digit (the
 * eliminations before it are returned too, since the grid cannot show them);
 * when the techniques get stuck first, seed 003's fallback fills the cell with
 * the fewest candidates from the solution.
 */
export function hint(grid: Grid): Hint {
  const conflicts = findConflicts(grid);
  if (conflicts.length > 0) {
    return {
      kind: 'conflict',
      conflicts,
      explanation: `The board has a clash: ${describeConflict(conflicts[0])}.`,
    };
  }
  if (!grid.includes(0)) return { kind: 'solved', explanation: 'The board is full and correct.' };
  const solution = findSolution(grid);
  if (!solution) {
    return {
      kind: 'unsolvable',
      explanation: 'This position has no solution: some digit already placed is wrong.',
    };
  }
  const state = createCandidateState(grid);
  const steps: Step[] = [];
  for (let step = nextStep(state); step; step = nextStep(state)) {
    steps.push(step);
    if (step.placements.length > 0) {
      const { cell, digit } = step.placements[0];
      return { kind: 'step', cell, digit, step, steps, explanation: step.explanation };
    }
    applyStep(state, step);
  }
  let cell = -1;
  for (let i = 0; i < 81; i++) {
    if (state.digits[i] !== 0) continue;
    if (cell < 0 || POPCOUNT[state.candidates[i]] < POPCOUNT[state.candidates[cell]]) cell = i;
  }
  const digit = solution[cell];
  const options = maskDigits(state.candidates[cell]).join(', ');
  return {
    kind: 'fallback',
    cell,
    digit,
    explanation: `No logical step found; ${cellName(cell)} has the fewest candidates (${options}), and the solution puts ${digit} there.`,
  };
}
