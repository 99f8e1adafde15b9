import {
  assertFlag,
  assertFunction,
  assertGrid,
  assertSolutionCap,
  type Grid,
  readOptions,
} from '@sudoku/core';
import { SearchTree } from './search-tree.js';

/** Solutions per shared buffer of copies: small, since one kept solution keeps its whole buffer alive. */
const POOL_GRIDS = 128;

/** Options of {@link enumerateSolutions}. */
export interface EnumerateOptions {
  /** Stop after this many solutions: a whole number ≥ 0 or Infinity (default: all). */
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
}

/** What {@link enumerateSolutions} found. */
export interface EnumerateResult {
  count: number;
  /** True when the whole tree was searched, so `count` is the total. */
  exhaustive: boolean;
}

/**
 * Every solution of `grid` in the canonical order described on
 * {@link SearchTree}. Conflicting givens have no solutions. Enumerating the
 * parts of {@link splitSearch} one after another gives the same sequence.
 * Throws `SUDOKU_BAD_GRID` for anything but a grid, and `SUDOKU_USAGE` for
 * a cap out of range (NaN would never stop) or an `onSolution` that is not a
 * function.
 */
export function enumerateSolutions(grid: Grid, given: EnumerateOptions = {}): EnumerateResult {
  assertGrid(grid);
  const options = readOptions('enumerateSolutions', given, [
    'maxSolutions',
    'onSolution',
    'shareGrid',
  ]);
  if (options.maxSolutions !== undefined)
    assertSolutionCap(options.maxSolutions, 'maxSolutions', 0);
  if (options.onSolution !== undefined) assertFunction(options.onSolution, 'onSolution');
  assertFlag(options.shareGrid, 'shareGrid');
  const tree = new SearchTree(grid);
  if (tree.conflicting) return { count: 0, exhaustive: true };
  const max = options.maxSolutions ?? Number.POSITIVE_INFINITY;
  const onSolution = options.onSolution;
  const shareGrid = options.shareGrid === true;
  let count = 0;
  let stopped = false;
  if (max <= 0) return { count: 0, exhaustive: false };
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
  // Each branch undoes everything its subtree placed (the trail is a stack),
  // so a node leaves its closure for its parent's undo.
  const visit = (): void => {
    const cell = tree.close();
    if (cell === -1) {
      const index = count++;
      if (onSolution && onSolution(shareGrid ? tree.cells : copySolution(), index) === false) {
        stopped = true;
      }
      if (count >= max) stopped = true;
    } else if (cell >= 0) {
      const branch = tree.mark;
      let m = tree.candidates(cell);
      while (m && !stopped) {
        const bit = m & -m;
        m ^= bit;
        tree.place(cell, 32 - Math.clz32(bit));
        visit();
        tree.undo(branch);
      }
    }
  };
  visit();
  return { count, exhaustive: !stopped };
}
