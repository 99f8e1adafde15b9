import { assertGrid, type Grid, type PuzzleStatus } from '@sudoku/core';
import { assertFlag, assertFunction, assertSolutionCap, readOptions } from '@sudoku/core/kernel';
import {
  assertBudget,
  BUDGET_KEYS,
  type BudgetOptions,
  budgetRunning,
  withBudget,
} from './budget.js';
import { SolutionWalk } from './solution-walk.js';

/** Solutions per shared buffer of copies: small, since one kept solution keeps its whole buffer alive. */
const POOL_GRIDS = 128;

/** Options of {@link enumerateSolutions}. */
export interface EnumerateOptions extends BudgetOptions {
  /** Stop after this many solutions: a whole number ≥ 1 or Infinity (default: all). */
  maxSolutions?: number;
  /**
   * Called with each solution in order; return `false` to stop. Each grid is
   * a fresh copy the search never touches again, but a view: its `buffer` is
   * shared with up to 127 other solutions (so `slice()` it before
   * transferring a buffer to a worker).
   */
  onSolution?: (solution: Grid, index: number) => unknown;
  /**
   * Pass `onSolution` the search's own grid instead of a copy: valid only
   * during the call, for a caller that formats or counts each solution at
   * once (the CLI's `all` writes a million this way).
   */
  shareGrid?: boolean;
  /**
   * When the search stops before the end (the cap, `onSolution`, or the
   * budget), say what it left: `rest` in the result. Default false.
   */
  rest?: boolean;
}

/** What {@link enumerateSolutions} found. */
export interface EnumerateResult {
  /**
   * In the library's words (docs/outcomes.md): `unsolvable`, `solved` (one
   * solution found and no second: exactly one when `exhaustive`),
   * `several-solutions`, `invalid` (clashing givens), or `timeout` /
   * `aborted` when the budget stopped the search.
   */
  status: PuzzleStatus;
  count: number;
  /** True when the whole tree was searched, so `count` is the total. */
  exhaustive: boolean;
  /**
   * With the `rest` option: the unsearched rest of the tree as sub-puzzles,
   * in order (each open branch's closed position with one untried digit
   * placed, deepest first; empty when nothing is left). Enumerating them one
   * after another continues this call's sequence exactly, so an
   * enumeration can go on later, elsewhere, or be dealt out in slices.
   */
  rest?: Grid[];
}

/** What `enumerateSolutions` takes. */
const ENUMERATE_OPTIONS = ['maxSolutions', 'onSolution', 'shareGrid', 'rest', ...BUDGET_KEYS];

/**
 * Every solution of `grid` in the canonical order described on
 * {@link SearchTree}. Clashing givens are `invalid`, with no solutions. The
 * search stops within milliseconds of `timeLimitMs` or an aborted `signal`. Enumerating the
 * parts of {@link splitSearch} one after another gives the same sequence,
 * and so does going on with a stopped call's `rest` (the `rest` option):
 * the CLI deals parts to threads, the game slices of a few thousand.
 * Throws `SUDOKU_BAD_GRID` for anything but a grid, and `SUDOKU_USAGE` for
 * a cap out of range (NaN would never stop) or an `onSolution` that is not a
 * function.
 */
export function enumerateSolutions(grid: Grid, given: EnumerateOptions = {}): EnumerateResult {
  assertGrid(grid);
  const options = readOptions('enumerateSolutions', given, ENUMERATE_OPTIONS);
  assertBudget('enumerateSolutions', options);
  if (options.maxSolutions !== undefined) assertSolutionCap(options.maxSolutions, 'maxSolutions');
  if (options.onSolution !== undefined) assertFunction(options.onSolution, 'onSolution');
  assertFlag(options.shareGrid, 'shareGrid');
  assertFlag(options.rest, 'rest');
  const walk = new SolutionWalk(grid);
  const { tree } = walk;
  const withRest = options.rest === true;
  if (tree.conflicting) {
    return { status: 'invalid', count: 0, exhaustive: true, ...(withRest ? { rest: [] } : {}) };
  }
  const max = options.maxSolutions ?? Number.POSITIVE_INFINITY;
  const onSolution = options.onSolution;
  const shareGrid = options.shareGrid === true;
  let count = 0;
  let stopped = false;
  // Fresh copies are carved out of a shared pool: a typed array view on an
  // existing buffer costs about a tenth of a new 81-byte array (which V8
  // backs with its own off-heap buffer, about 0.8 µs), which would be a
  // third of the time per solution. Views are never reused or rewritten.
  let pool = new Uint8Array(0);
  let used = 0;
  const copySolution = (): Grid => {
    if (used === pool.length) {
      pool = new Uint8Array(POOL_GRIDS * 81);
      used = 0;
    }
    const copy = new Uint8Array(pool.buffer, used, 81);
    copy.set(tree.cells);
    used += 81;
    return copy;
  };
  const restOf = (): { rest?: Grid[] } => (withRest ? { rest: walk.rest() } : {});
  return withBudget(
    options,
    (): EnumerateResult => {
      // Decided once the call's own budget is in place: `sudoku all` enumerates millions with none.
      const polling = budgetRunning();
      while (!stopped && walk.next(polling)) {
        const index = count++;
        if (onSolution && onSolution(shareGrid ? tree.cells : copySolution(), index) === false) {
          stopped = true;
        }
        if (count >= max) stopped = true;
      }
      return { status: statusOfCount(count), count, exhaustive: !stopped, ...restOf() };
    },
    (reason) => ({ status: reason, count, exhaustive: false, ...restOf() }),
  );
}

/** The outcome word for `count` solutions found (no budget stopped the search). */
export function statusOfCount(count: number): PuzzleStatus {
  return count === 0 ? 'unsolvable' : count === 1 ? 'solved' : 'several-solutions';
}
