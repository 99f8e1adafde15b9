import { describeConflict, findConflicts, type Grid, SudokuError } from '@sudoku/core';
import {
  applyStep,
  type CandidateState,
  createCandidateState,
  emptyCount,
  findContradiction,
} from './candidate-state.js';
import type { Step, Technique, TechniqueName } from './step.js';
import { SWORDFISH, X_WING } from './techniques/fish.js';
import { BOX_LINE_REDUCTION, POINTING } from './techniques/intersections.js';
import { HIDDEN_SINGLE, NAKED_SINGLE } from './techniques/singles.js';
import { HIDDEN_PAIR, HIDDEN_TRIPLE, NAKED_PAIR, NAKED_TRIPLE } from './techniques/subsets.js';
import { XY_WING } from './techniques/wings.js';

/**
 * Every technique, simplest first: the order {@link nextStep} tries them in
 * and the order of the rating scale (singles easy; locked candidates and
 * subsets medium; fish and wings hard).
 */
export const TECHNIQUES: readonly Technique[] = [
  NAKED_SINGLE,
  HIDDEN_SINGLE,
  POINTING,
  BOX_LINE_REDUCTION,
  NAKED_PAIR,
  HIDDEN_PAIR,
  NAKED_TRIPLE,
  HIDDEN_TRIPLE,
  X_WING,
  XY_WING,
  SWORDFISH,
];

const BY_NAME = new Map(TECHNIQUES.map((t) => [t.name, t]));

/** The technique record of a name. */
export function techniqueOf(name: TechniqueName): Technique {
  return BY_NAME.get(name)!;
}

/** The simplest applicable step, or undefined when every technique is stuck (or the grid is full). */
export function nextStep(state: CandidateState): Step | undefined {
  for (const technique of TECHNIQUES) {
    const step = technique.find(state);
    if (step) return step;
  }
  return undefined;
}

/** How a logical solve ended. */
export type LogicalStatus = 'solved' | 'stuck' | 'contradiction';

/** The outcome of {@link solveLogically}. */
export interface LogicalSolve {
  status: LogicalStatus;
  /** Every step applied, in order. */
  steps: Step[];
  /** The final state (digits and remaining candidates). */
  state: CandidateState;
  /** For `contradiction`: what went wrong (the puzzle has no solution). */
  reason?: string;
}

/**
 * Applies the simplest step again and again until the grid is full, no
 * technique applies, or the position shows a contradiction (which only
 * happens when the puzzle has no solution: every technique is sound).
 * Throws `SUDOKU_BAD_GRID` when the givens repeat a digit.
 */
export function solveLogically(grid: Grid): LogicalSolve {
  const conflicts = findConflicts(grid);
  if (conflicts.length > 0) {
    throw new SudokuError(
      'SUDOKU_BAD_GRID',
      `the grid is not valid: ${describeConflict(conflicts[0])}`,
    );
  }
  const state = createCandidateState(grid);
  const steps: Step[] = [];
  let empty = emptyCount(state);
  for (;;) {
    // Placements never repeat a digit (a placed digit leaves its peers'
    // candidates), so a full grid is a solution. A dead cell or a digit with no
    // place in a unit only stops progress, so it is enough to look for one
    // when the techniques are stuck.
    if (empty === 0) return { status: 'solved', steps, state };
    const step = nextStep(state);
    if (!step) {
      const reason = findContradiction(state);
      return reason
        ? { status: 'contradiction', steps, state, reason }
        : { status: 'stuck', steps, state };
    }
    applyStep(state, step);
    empty -= step.placements.length;
    steps.push(step);
  }
}
