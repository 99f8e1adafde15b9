import {
  assertFlag,
  assertFunction,
  assertGrid,
  describeConflict,
  findConflicts,
  type Grid,
  readOptions,
  SudokuError,
} from '@sudoku/core';
import { assertBudget, BUDGET_KEYS, type BudgetOptions, withBudget } from './budget.js';
import {
  applyStep,
  assertCandidateState,
  type CandidateState,
  createCandidateState,
  emptyCount,
  findContradiction,
} from './candidate-state.js';
import { LADDER } from './ladder.js';
import { assertLogicOptions } from './logic-options.js';
import { LadderMemory, simplestStep } from './simplest-step.js';
import type { Step } from './step.js';
import type { StepContext, Technique } from './technique.js';

/**
 * The simplest applicable step, or undefined when every technique is stuck
 * (or the grid is full). `context.unique` says the puzzle is known to have
 * one solution (default false); throws `SUDOKU_USAGE` for another key, a
 * `unique` that is not true or false, or a `state` that {@link createCandidateState} did not make.
 */
export function nextStep(
  state: CandidateState,
  context: Partial<StepContext> | null = {},
  ladder: readonly Technique[] = LADDER,
): Step | undefined {
  assertCandidateState('nextStep', state);
  const { unique } = readOptions('nextStep', context, ['unique']);
  assertFlag(unique, 'nextStep: unique');
  return simplestStep(state, { unique: unique ?? false }, ladder);
}

/**
 * How a logical solve ended: `ceiling` when it stopped at a step harder than
 * the ceiling asked for; `timeout` or `aborted` when its time limit or signal
 * stopped it (the steps taken until then are kept).
 */
export type LogicalStatus =
  | 'solved'
  | 'stuck'
  | 'contradiction'
  | 'ceiling'
  | 'timeout'
  | 'aborted';

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

/** Options of {@link solveLogically}. */
export interface LogicalSolveOptions extends BudgetOptions {
  /**
   * The puzzle is known to have exactly one solution: uniqueness techniques
   * and nested forcing chains may be used. Default false.
   */
  unique?: boolean | undefined;
  /** Stop after the first step whose difficulty is above this (default: never). */
  ceiling?: number | undefined;
  /** Called after each step (for progress, or to stop early by throwing). */
  onStep?: ((step: Step, state: CandidateState) => void) | undefined;
}

/**
 * Applies the simplest step again and again until the grid is full, no
 * technique applies, or the position shows a contradiction (which only
 * happens when the puzzle has no solution: every technique is sound).
 * Throws `SUDOKU_BAD_GRID` for anything but a grid, or when the givens repeat
 * a digit, and `SUDOKU_USAGE` for options it cannot use.
 */
export function solveLogically(grid: Grid, given: LogicalSolveOptions = {}): LogicalSolve {
  assertGrid(grid);
  const options = readOptions('solveLogically', given, [
    'unique',
    'ceiling',
    'onStep',
    ...BUDGET_KEYS,
  ]);
  assertLogicOptions('solveLogically', options.unique, options.ceiling);
  assertBudget('solveLogically', options);
  if (options.onStep !== undefined) assertFunction(options.onStep, 'solveLogically: onStep');
  const conflicts = findConflicts(grid);
  if (conflicts.length > 0) {
    throw new SudokuError(
      'SUDOKU_BAD_GRID',
      `the grid is not valid: ${describeConflict(conflicts[0])}`,
    );
  }
  const context: StepContext = { unique: options.unique === true };
  const { ceiling, onStep } = options;
  const state = createCandidateState(grid);
  const steps: Step[] = [];
  return withBudget(
    options,
    () => stepUntilDone(state, steps, context, ceiling, onStep),
    (status) => ({ status, steps, state }),
  );
}

function stepUntilDone(
  state: CandidateState,
  steps: Step[],
  context: StepContext,
  ceiling: number | undefined,
  onStep: LogicalSolveOptions['onStep'],
): LogicalSolve {
  let empty = emptyCount(state);
  const memory = new LadderMemory();
  for (;;) {
    // Placements never repeat a digit (a placed digit leaves its peers'
    // candidates), so a full grid is a solution. A dead cell or a digit with no
    // place in a unit only stops progress, so it is enough to look for one
    // when the techniques are stuck.
    if (empty === 0) return { status: 'solved', steps, state };
    const reason = findContradiction(state);
    if (reason) return { status: 'contradiction', steps, state, reason };
    const step = simplestStep(state, context, LADDER, memory);
    if (!step) return { status: 'stuck', steps, state };
    applyStep(state, step);
    empty -= step.placements.length;
    steps.push(step);
    onStep?.(step, state);
    if (ceiling !== undefined && step.difficulty > ceiling)
      return { status: 'ceiling', steps, state };
  }
}
