import {
  assertGrid,
  type Conflict,
  findConflicts,
  type Grid,
  type PuzzleStatus,
  type Solver,
} from '@sudoku/core';
import { assertSolutionCap, readOptions } from '@sudoku/core/kernel';
import {
  assertBudget,
  BUDGET_KEYS,
  type BudgetOptions,
  budgetForStrategy,
  budgetRunning,
  stopIfSpent,
  withBudget,
} from './budget.js';
import { statusOfCount } from './enumerate.js';
import { SolutionWalk } from './solution-walk.js';
import { assertSolver, solverOption } from './solver-option.js';

/**
 * How the engine counts and finds solutions: with the given strategy when
 * there is one (apps pass the fast dfs strategy), else with the engine's own
 * search tree, so the engine depends on no strategy.
 */
export interface SolverOption {
  solver?: Solver | undefined;
}

/**
 * Solutions up to `cap` and the first of them, with `solver` or the engine's
 * own search (in the engine only; the callers check their arguments). Inside
 * an engine call with a budget, a spent budget stops this search and the
 * call; `found.count` then says how many it had found.
 */
export function searchSolutions(
  grid: Grid,
  cap: number,
  solver: Solver | undefined,
  found: { count: number } = { count: 0 },
): { count: number; first?: Grid; exhaustive: boolean } {
  if (solver) {
    const result = solver.solve(grid, { maxSolutions: cap, ...budgetForStrategy() });
    if (result.status === 'solved') {
      const { solutionCount: count, solution: first, exhaustive } = result;
      return { count, first, exhaustive };
    }
    if (result.status === 'timeout' || result.status === 'aborted') {
      found.count = result.solutionCount;
      stopIfSpent();
    }
    return { count: 0, exhaustive: true };
  }
  const walk = new SolutionWalk(grid);
  if (walk.tree.conflicting) return { count: 0, exhaustive: true };
  const polling = budgetRunning();
  let first: Grid | undefined;
  let count = 0;
  while (count < cap && walk.next(polling)) {
    first ??= Uint8Array.from(walk.tree.cells);
    count++;
    found.count++;
  }
  const exhaustive = count < cap;
  return first ? { count, first, exhaustive } : { count, exhaustive };
}

/** Options of {@link countSolutions}. */
export interface CountOptions extends SolverOption, BudgetOptions {}

/** What {@link countSolutions} found, in the library's words (docs/outcomes.md). */
export interface SolutionCount {
  /**
   * `unsolvable` (no solution), `solved` (one found and no second: exactly
   * one when `exhaustive`, or a cap of 1 stopped the search),
   * `several-solutions`, `invalid` (clashing givens, nothing searched), or
   * `timeout` / `aborted` (`count` is then what was found before the stop).
   */
  status: PuzzleStatus;
  /** Solutions found: the exact total when `exhaustive`, else a lower bound (at most the cap). */
  count: number;
  /** True when the whole search space was explored, so `count` is the total. */
  exhaustive: boolean;
  /** For `invalid`: every pair of clashing givens. */
  conflicts?: Conflict[];
}

/**
 * Counts the solutions of `grid` up to `cap` (a whole number ≥ 1 or
 * Infinity). Stops within milliseconds of `options.timeLimitMs` or an
 * aborted `options.signal`. Throws `SUDOKU_BAD_GRID` for anything but a grid
 * and `SUDOKU_USAGE` for a cap or options out of range.
 */
export function countSolutions(grid: Grid, cap: number, options: CountOptions = {}): SolutionCount {
  assertGrid(grid);
  assertSolutionCap(cap, 'countSolutions: the cap');
  const { solver, timeLimitMs, signal } = readOptions('countSolutions', options, [
    'solver',
    ...BUDGET_KEYS,
  ]);
  assertSolver('countSolutions', solver);
  assertBudget('countSolutions', { timeLimitMs, signal });
  const conflicts = findConflicts(grid);
  if (conflicts.length > 0) return { status: 'invalid', count: 0, exhaustive: true, conflicts };
  const found = { count: 0 };
  return withBudget(
    { timeLimitMs, signal },
    (): SolutionCount => {
      const { count, exhaustive } = searchSolutions(grid, cap, solver, found);
      return { status: statusOfCount(count), count, exhaustive };
    },
    (reason) => ({ status: reason, count: found.count, exhaustive: false }),
  );
}

/** True when the grid has exactly one solution (clashing givens have none). */
export function hasUniqueSolution(grid: Grid, options: SolverOption = {}): boolean {
  assertGrid(grid);
  const solver = solverOption('hasUniqueSolution', options);
  return searchSolutions(grid, 2, solver).count === 1;
}

/** A solution (the strategy's first, or the search tree's first), or undefined when there is none. */
export function findSolution(grid: Grid, options: SolverOption = {}): Grid | undefined {
  assertGrid(grid);
  return searchSolutions(grid, 1, solverOption('findSolution', options)).first;
}
