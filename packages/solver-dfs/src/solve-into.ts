import { BAND_ALL } from './band-tables.js';
import {
  SINGLES_CONFLICT,
  SINGLES_DEAD_END,
  SINGLES_SOLVED,
  solveByNakedSingles,
} from './naked-singles.js';
import { acquireBandSearch } from './propagating-dfs.js';

/** {@link solveInto} found a solution and wrote it. */
export const SOLVE_SOLVED = 0;
/** {@link solveInto}: the puzzle has no solution; `out` is untouched. */
export const SOLVE_UNSOLVABLE = 1;
/** {@link solveInto}: two givens repeat a digit in a row, column or box; nothing was searched. */
export const SOLVE_INVALID = 2;

/** What {@link solveInto} returns. */
export type SolveIntoStatus = typeof SOLVE_SOLVED | typeof SOLVE_UNSOLVABLE | typeof SOLVE_INVALID;

/**
 * The hot path for batch solving: reads the puzzle at `cells[offset…offset+81)`
 * (0 = empty), writes the first solution of the fast path to
 * `out[outOffset…outOffset+81)` and returns a status code. Nothing is
 * allocated per call: one search state per thread (module) is reused.
 * Conflicting givens are detected while loading, at no extra cost, and give
 * {@link SOLVE_INVALID}; a cell outside 0-9 throws `SUDOKU_BAD_GRID`.
 * Same first solution as `create().solve()`.
 *
 * Easy puzzles never reach the band search: a naked-singles pass finishes
 * them first (measured on the assignment's 36-hole puzzles: see README).
 */
export function solveInto(
  cells: ArrayLike<number>,
  offset: number,
  out: Uint8Array,
  outOffset: number,
): SolveIntoStatus {
  const easy = solveByNakedSingles(cells, offset, out, outOffset);
  if (easy === SINGLES_SOLVED) return SOLVE_SOLVED;
  if (easy === SINGLES_CONFLICT) return SOLVE_INVALID;
  if (easy === SINGLES_DEAD_END) return SOLVE_UNSOLVABLE;
  const state = acquireBandSearch();
  state.busy = true;
  try {
    state.context = null;
    state.out = out;
    state.outOffset = outOffset;
    if (!state.load(cells, offset)) return SOLVE_INVALID;
    return state.search(0, BAND_ALL) ? SOLVE_SOLVED : SOLVE_UNSOLVABLE;
  } finally {
    state.busy = false;
  }
}
