import { BAND_ALL } from './band-tables.js';
import {
  CLASSIC_TEXT,
  PACKED_CELLS,
  SINGLES_BAD_CELL,
  SINGLES_CONFLICT,
  SINGLES_DEAD_END,
  SINGLES_SOLVED,
  SWEEP_MAX_HOLES,
  singlesPass,
} from './naked-singles.js';
import { claimBandSearch, releaseBandSearch } from './propagating-dfs.js';
import { LINE_BLANK, LINE_BYTE, LINE_OTHER, ZERO } from './text-bytes.js';

/**
 * Guesses the naked-singles search may take before the band search takes
 * over: every stalled puzzle of a million 36-hole ones finished within 64,
 * all but three within 16.
 */
const GUESS_BUDGET = 64;

/** {@link solveInto} found a solution and wrote it. */
export const SOLVE_SOLVED = 0;
/** {@link solveInto}: the puzzle has no solution; `out` is untouched. */
export const SOLVE_UNSOLVABLE = 1;
/** {@link solveInto}: two givens repeat a digit in a row, column or box; nothing was searched. */
export const SOLVE_INVALID = 2;
/** {@link solveClassicText}: the bytes are not a grid in the exact classic layout. */
export const SOLVE_MALFORMED = 3;

/** What {@link solveInto} returns. */
export type SolveIntoStatus = typeof SOLVE_SOLVED | typeof SOLVE_UNSOLVABLE | typeof SOLVE_INVALID;

/**
 * The hot path for batch solving: reads the puzzle at `cells[offset…offset+81)`
 * (0 = empty), writes a solution to `out[outOffset…outOffset+81)` and
 * returns a status code. Nothing is allocated per call: one search state per
 * thread (module) is reused. Conflicting givens give {@link SOLVE_INVALID};
 * a cell outside 0-9 throws `SUDOKU_BAD_GRID`. The solution is
 * `create().solve()`'s when the puzzle has only one; of several, the one
 * this path finds first, the same every time (the spec allows any).
 *
 * A naked-singles pass runs first on grids with at most SWEEP_MAX_HOLES
 * empty cells: it finishes easy puzzles on its own, and when it stalls it
 * guesses on by naked singles, and after GUESS_BUDGET guesses the band
 * search starts from its state instead of the givens (measured on the
 * assignment's 36-hole puzzles: see README). Emptier grids go straight to
 * the band search.
 */
export function solveInto(
  cells: Uint8Array,
  offset: number,
  out: Uint8Array,
  outOffset: number,
): SolveIntoStatus {
  // A grid the pass would not sweep goes straight to the band search.
  let holes = 0;
  for (let i = offset; i < offset + 81; i++) holes = (holes + ((cells[i] - 1) >>> 31)) | 0;
  if (holes > SWEEP_MAX_HOLES) return searchFromGivens(cells, offset, out, outOffset);
  const status = searchOnFromPass(singlesPass.run(cells, offset, PACKED_CELLS));
  if (status === SOLVE_MALFORMED) {
    // A cell above 9: the band loader throws, naming it (unless a conflict comes first).
    const state = claimBandSearch(null);
    try {
      if (!state.load(cells, offset)) return SOLVE_INVALID;
    } finally {
      releaseBandSearch(state);
    }
    throw new Error('unreachable: the loader accepted a cell the pass rejected');
  }
  if (status === SOLVE_SOLVED) out.set(singlesPass.work, outOffset);
  return status as SolveIntoStatus;
}

/**
 * {@link solveInto} for a grid in the exact classic text layout of
 * `sudoku -c` (nine "d d d d d d d d d" rows, newlines between) at
 * `text[at…]`: on success writes the solution's digits over the same layout
 * at `out[outAt…]`, touching only the cells that were empty (the spaces,
 * newlines and givens are the caller's). Parsing, solving and formatting in
 * one pass is what makes `sudoku -s` fast. Anything else, `.` for a blank
 * included, gives {@link SOLVE_MALFORMED}.
 */
export function solveClassicText(
  text: Uint8Array,
  at: number,
  out: Uint8Array,
  outAt: number,
): number {
  const status = searchOnFromPass(singlesPass.runClassicText(text, at));
  if (status === SOLVE_SOLVED) singlesPass.writeHoles(out, outAt, CLASSIC_TEXT);
  return status;
}

/** A dense one-line grid's cells and solution (see solveLineText). */
const lineCells = new Uint8Array(81);
const lineSolution = new Uint8Array(81);

/**
 * {@link solveInto} for a grid on one line: 81 characters at `text[at…]`,
 * `1`-`9` for a given, `0` or `.` for a blank (what follows is not looked
 * at). On success writes the solution's 81 digits as characters at
 * `out[outAt…]`; otherwise `out` is untouched. Anything but those
 * characters gives {@link SOLVE_MALFORMED}. A sparse grid (a 17-clue
 * puzzle) is loaded straight from the text and its solution written
 * straight as text: decoding into cells and formatting the answer took a
 * seventh of the time the search does.
 */
export function solveLineText(
  text: Uint8Array,
  at: number,
  out: Uint8Array,
  outAt: number,
): number {
  if (at < 0 || at + 81 > text.length) return SOLVE_MALFORMED;
  const classes = LINE_BYTE;
  let holes = 0;
  let seen = 0;
  for (let i = at; i < at + 81; i++) {
    const c = classes[text[i]];
    holes += c & LINE_BLANK;
    seen |= c;
  }
  if ((seen & LINE_OTHER) !== 0) return SOLVE_MALFORMED;
  if (holes > SWEEP_MAX_HOLES) {
    const state = claimBandSearch(null, out, outAt, ZERO);
    try {
      if (!state.loadText(text, at)) return SOLVE_INVALID;
      return state.search(0, BAND_ALL) ? SOLVE_SOLVED : SOLVE_UNSOLVABLE;
    } finally {
      releaseBandSearch(state);
    }
  }
  // Denser grids go through the cells and the naked-singles pass.
  for (let i = 0; i < 81; i++) {
    const v = text[at + i] - ZERO; // '.' is -2, which the mask turns into 0
    lineCells[i] = v & ~(v >> 31);
  }
  const status = solveInto(lineCells, 0, lineSolution, 0);
  if (status === SOLVE_SOLVED) {
    for (let i = 0; i < 81; i++) out[outAt + i] = ZERO + lineSolution[i];
  }
  return status;
}

/**
 * After the naked-singles pass ended with `easy`: its verdict, or (when it
 * stalled) its guessing search's, or the band search's from its state when
 * guessing ran out of budget. A solution ends in the pass's `work` either way.
 */
function searchOnFromPass(easy: number): number {
  if (easy === SINGLES_SOLVED) return SOLVE_SOLVED;
  if (easy === SINGLES_CONFLICT) return SOLVE_INVALID;
  if (easy === SINGLES_DEAD_END) return SOLVE_UNSOLVABLE;
  if (easy === SINGLES_BAD_CELL) return SOLVE_MALFORMED;
  const guessed = singlesPass.guess(GUESS_BUDGET);
  if (guessed === SINGLES_SOLVED) return SOLVE_SOLVED;
  if (guessed === SINGLES_DEAD_END) return SOLVE_UNSOLVABLE;
  const state = claimBandSearch(null, singlesPass.work);
  try {
    state.loadGrid(singlesPass.work);
    return state.search(0, BAND_ALL) ? SOLVE_SOLVED : SOLVE_UNSOLVABLE;
  } finally {
    releaseBandSearch(state);
  }
}

/**
 * The band search from the givens, placed one by one (the loader finds
 * clashing givens and cells that are not digits). For grids too empty for
 * the naked-singles pass: it would only load them, and a sparse grid never
 * making the pass hot saves its compile too (a cold pass over the 17-clue
 * file: 0.88× the CPU time of going through the pass, medians of 12).
 */
function searchFromGivens(
  cells: Uint8Array,
  offset: number,
  out: Uint8Array,
  outOffset: number,
): SolveIntoStatus {
  const state = claimBandSearch(null, out, outOffset);
  try {
    if (!state.load(cells, offset)) return SOLVE_INVALID;
    return state.search(0, BAND_ALL) ? SOLVE_SOLVED : SOLVE_UNSOLVABLE;
  } finally {
    releaseBandSearch(state);
  }
}
