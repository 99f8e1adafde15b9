import {
  assertGrid,
  type Conflict,
  describeConflict,
  findConflicts,
  type Grid,
  type StopReason,
} from '@sudoku/core';
import { assertFlag, assertFunction, readOptions } from '@sudoku/core/kernel';
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
import { type SearchContext, withScratch } from './search-scratch.js';
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
  return withScratch((scratch) =>
    simplestStep(state, { unique: unique ?? false, scratch }, ladder),
  );
}

/**
 * How a logical solve ended, in the library's words (docs/outcomes.md):
 * `solved`, `unsolvable` (a contradiction: the puzzle has no solution),
 * `invalid` (clashing givens, nothing tried), `timeout` or `aborted` (the
 * budget stopped it; the steps taken until then are kept), and two words for
 * how far the techniques got on a puzzle they did not finish: `stuck` (no
 * technique applies) and `ceiling` (it stopped at a step harder than the
 * ceiling asked for).
 */
export type LogicalStatus = 'solved' | 'stuck' | 'ceiling' | 'unsolvable' | 'invalid' | StopReason;

/** The outcome of {@link solveLogically}. */
export interface LogicalSolve {
  status: LogicalStatus;
  /** Every step applied, in order. */
  steps: Step[];
  /** The final state (digits and remaining candidates). */
  state: CandidateState;
  /** For `unsolvable` and `invalid`: what is wrong, in a sentence naming cells or units. */
  reason?: string;
  /** For `invalid`: every pair of clashing givens. */
  conflicts?: Conflict[];
}

/** Options of {@link solveLogically}. */
export interface LogicalSolveOptions extends BudgetOptions {
  /**
   * The caller knows the puzzle has exactly one solution: uniqueness
   * techniques and nested forcing chains may be used. Not checked (default
   * false); on a puzzle with several solutions they may remove all of them.
   */
  assumeUnique?: boolean | undefined;
  /** Stop after the first step whose difficulty is above this (default: never). */
  ceiling?: number | undefined;
  /** Called after each step (for progress, or to stop early by throwing). */
  onStep?: ((step: Step, state: CandidateState) => void) | undefined;
}

/** What `solveLogically` takes. */
const SOLVE_OPTIONS = ['assumeUnique', 'ceiling', 'onStep', ...BUDGET_KEYS];

/**
 * Applies the simplest step again and again until the grid is full, no
 * technique applies, or the position shows a contradiction (which only
 * happens when the puzzle has no solution: every technique is sound).
 * Clashing givens are status `invalid`, not an error. Throws
 * `SUDOKU_BAD_GRID` for anything but a grid and `SUDOKU_USAGE` for options
 * it cannot use.
 */
export function solveLogically(grid: Grid, given: LogicalSolveOptions = {}): LogicalSolve {
  assertGrid(grid);
  const options = readOptions('solveLogically', given, SOLVE_OPTIONS);
  assertLogicOptions('solveLogically', options.assumeUnique, options.ceiling);
  assertBudget('solveLogically', options);
  if (options.onStep !== undefined) assertFunction(options.onStep, 'solveLogically: onStep');
  const clash = givensClash(grid);
  if (clash) return { status: 'invalid', steps: [], state: createCandidateState(grid), ...clash };
  return solveChecked(grid, options);
}

/** {@link solveLogically} on arguments already checked, givens that do not clash (the engine's own calls). */
export function solveChecked(grid: Grid, options: LogicalSolveOptions): LogicalSolve {
  const steps: Step[] = [];
  const state = createCandidateState(grid);
  const unique = options.assumeUnique === true;
  const { ceiling, onStep } = options;
  return withBudget(
    options,
    () =>
      withScratch((scratch) => stepUntilDone(state, steps, { unique, scratch }, ceiling, onStep)),
    (status) => ({ status, steps, state }),
  );
}

/** Clashing givens, as `invalid` outcomes state them (a reason naming the cells, every clash); undefined for none. */
export function givensClash(grid: Grid): { reason: string; conflicts: Conflict[] } | undefined {
  const conflicts = findConflicts(grid);
  if (conflicts.length === 0) return undefined;
  return { reason: `the givens clash: ${describeConflict(conflicts[0])}`, conflicts };
}

function stepUntilDone(
  state: CandidateState,
  steps: Step[],
  context: SearchContext,
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
    if (reason) return { status: 'unsolvable', steps, state, reason };
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
