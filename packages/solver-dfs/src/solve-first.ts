import {
  assertByteRange,
  assertSolveFirstBuffers,
  CLASSIC_SPAN,
  type FirstSolutionStatus,
  type TextSolveStatus,
} from '@sudoku/core/batch';
import { claimBandSearch, releaseBandSearch } from './propagating-dfs.js';
import { singlesPass } from './singles-guess.js';
import {
  CLASSIC_TEXT,
  PACKED_CELLS,
  SINGLES_BAD_CELL,
  SINGLES_CONFLICT,
  SINGLES_DEAD_END,
  SINGLES_SOLVED,
  SWEEP_MAX_HOLES,
} from './singles-layout.js';
import { LINE_BLANK, LINE_BYTE, LINE_OTHER, ZERO } from './text-bytes.js';

/**
 * Guesses the naked-singles search may take before the band search takes
 * over: every stalled puzzle of a million 36-hole ones finished within 64,
 * all but three within 16.
 */
const GUESS_BUDGET = 64;

/**
 * The hot path for batch solving: reads the puzzle at `cells[offset…offset+81)`
 * (0 = empty), writes a solution to `out[outOffset…outOffset+81)` and
 * returns its status. Nothing is allocated per call: one search state per
 * thread (module) is reused. Conflicting givens give `invalid`;
 * a cell outside 0-9 throws `SUDOKU_BAD_GRID`, and a range outside `cells`
 * or `out` throws `SUDOKU_USAGE`. The solution is
 * `create().solve()`'s when the puzzle has only one; of several, the one
 * this path finds first, the same every time (the spec allows any).
 *
 * A naked-singles pass runs first on grids with at most SWEEP_MAX_HOLES
 * empty cells: it finishes easy puzzles on its own, and when it stalls it
 * guesses on by naked singles, and after GUESS_BUDGET guesses the band
 * search starts from its state instead of the givens (measured on the
 * 36-hole puzzles of the classic interface: see docs/strategies/dfs.md). Emptier grids go straight to
 * the band search.
 */
export function solveFirst(
  cells: Uint8Array,
  offset: number,
  out: Uint8Array,
  outOffset: number,
): FirstSolutionStatus {
  assertSolveFirstBuffers(cells, offset, out, outOffset);
  return solveCells(cells, offset, out, outOffset);
}

/** {@link solveFirst} on ranges known to fit (solveLineText's own buffers). */
function solveCells(
  cells: Uint8Array,
  offset: number,
  out: Uint8Array,
  outOffset: number,
): FirstSolutionStatus {
  // A grid the pass would not sweep goes straight to the band search.
  let holes = 0;
  for (let i = offset; i < offset + 81; i++) holes = (holes + ((cells[i] - 1) >>> 31)) | 0;
  if (holes > SWEEP_MAX_HOLES) return searchFromGivens(cells, offset, out, outOffset);
  const status = searchOnFromPass(singlesPass.run(cells, offset, PACKED_CELLS));
  if (status === 'malformed') {
    // A cell above 9: the band loader throws, naming it (unless a conflict comes first).
    const state = claimBandSearch(null);
    try {
      if (!state.load(cells, offset)) return 'invalid';
    } finally {
      releaseBandSearch(state);
    }
    throw new Error('unreachable: the loader accepted a cell the pass rejected');
  }
  if (status === 'solved') out.set(singlesPass.work, outOffset);
  return status;
}

/**
 * {@link solveFirst} for a grid in the exact classic text layout of
 * `sudoku -c` (nine "d d d d d d d d d" rows, newlines between) at
 * `text[at…]`: on success writes the solution's digits over the same layout
 * at `out[outAt…]`, touching only the cells that were empty (the spaces,
 * newlines and givens are the caller's). Parsing, solving and formatting in
 * one pass is what makes `sudoku -s` fast. Anything else, `.` for a blank
 * included, gives `malformed`; an `out` too short for the layout at `outAt`
 * throws `SUDOKU_USAGE`.
 */
export function solveClassicText(
  text: Uint8Array,
  at: number,
  out: Uint8Array,
  outAt: number,
): TextSolveStatus {
  assertByteRange('solveClassicText', 'out', out, 'outAt', outAt, CLASSIC_SPAN);
  const status = searchOnFromPass(singlesPass.runClassicText(text, at));
  if (status === 'solved') singlesPass.writeHoles(out, outAt, CLASSIC_TEXT);
  return status;
}

/** A dense one-line grid's cells and solution (see solveLineText). */
const lineCells = new Uint8Array(81);
const lineSolution = new Uint8Array(81);

/**
 * {@link solveFirst} for a grid on one line: 81 characters at `text[at…]`,
 * `1`-`9` for a given, `0` or `.` for a blank (what follows is not looked
 * at). On success writes the solution's 81 digits as characters at
 * `out[outAt…]`; otherwise `out` is untouched. Anything but those
 * characters gives `malformed`; an `out` without 81 bytes at `outAt` throws
 * `SUDOKU_USAGE`. A sparse grid (a 17-clue
 * puzzle) is loaded straight from the text and its solution written
 * straight as text: decoding into cells and formatting the answer took a
 * seventh of the time the search does.
 */
export function solveLineText(
  text: Uint8Array,
  at: number,
  out: Uint8Array,
  outAt: number,
): TextSolveStatus {
  assertByteRange('solveLineText', 'out', out, 'outAt', outAt);
  if (at < 0 || at + 81 > text.length) return 'malformed';
  const classes = LINE_BYTE;
  let holes = 0;
  let seen = 0;
  for (let i = at; i < at + 81; i++) {
    const c = classes[text[i]];
    holes += c & LINE_BLANK;
    seen |= c;
  }
  if ((seen & LINE_OTHER) !== 0) return 'malformed';
  if (holes > SWEEP_MAX_HOLES) {
    const state = claimBandSearch(null, out, outAt, ZERO);
    try {
      if (!state.loadText(text, at)) return 'invalid';
      return state.run() ? 'solved' : 'unsolvable';
    } finally {
      releaseBandSearch(state);
    }
  }
  // Denser grids go through the cells and the naked-singles pass.
  for (let i = 0; i < 81; i++) {
    const v = text[at + i] - ZERO; // '.' is -2, which the mask turns into 0
    lineCells[i] = v & ~(v >> 31);
  }
  const status = solveCells(lineCells, 0, lineSolution, 0);
  if (status === 'solved') {
    for (let i = 0; i < 81; i++) out[outAt + i] = ZERO + lineSolution[i];
  }
  return status;
}

/**
 * After the naked-singles pass ended with `pass` (its SINGLES_* code): its verdict, or (when it
 * stalled) its guessing search's, or the band search's from its state when
 * guessing ran out of budget. A solution ends in the pass's `work` either way.
 */
function searchOnFromPass(pass: number): TextSolveStatus {
  if (pass === SINGLES_SOLVED) return 'solved';
  if (pass === SINGLES_CONFLICT) return 'invalid';
  if (pass === SINGLES_DEAD_END) return 'unsolvable';
  if (pass === SINGLES_BAD_CELL) return 'malformed';
  const guessed = singlesPass.guess(GUESS_BUDGET);
  if (guessed === SINGLES_SOLVED) return 'solved';
  if (guessed === SINGLES_DEAD_END) return 'unsolvable';
  const state = claimBandSearch(null, singlesPass.work);
  try {
    state.loadGrid(singlesPass.work);
    return state.run() ? 'solved' : 'unsolvable';
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
): FirstSolutionStatus {
  const state = claimBandSearch(null, out, outOffset);
  try {
    if (!state.load(cells, offset)) return 'invalid';
    return state.run() ? 'solved' : 'unsolvable';
  } finally {
    releaseBandSearch(state);
  }
}
