import type { Solver } from './solver.js';

export { assertByteRange, assertSolveFirstBuffers } from './byte-range.js';
export { CLASSIC_SPAN, parseClassicGridAt, parseLineGridAt } from './fixed-layouts.js';
export { createSolveFirst } from './search.js';
export {
  blankGrids,
  CLASSIC_GRID_BYTES,
  gridRecordBytes,
  LINE_GRID_BYTES,
  writeClassicDigits,
  writeClassicGrid,
  writeGridAt,
  writeGridDigits,
  writeLineGrid,
} from './writer.js';

/**
 * The batch capability (`@sudoku/core/batch`): fast paths a strategy may
 * offer beside the `Solver` contract, for hosts that solve files of a
 * million puzzles (the `sudoku` command's `-s`): `solveFirst` on bytes, and
 * text paths on top of it. A host asks for them with {@link solveFirstOf}
 * and {@link batchTextOf}, and falls back to `solve` when they are absent.
 * Beside them, the byte-level readers and writers of the two text layouts
 * (a grid at an offset of a buffer, no strings) that such hosts build on.
 */

/** What {@link FirstSolutionPath.solveFirst} reports. */
export type FirstSolutionStatus = 'solved' | 'unsolvable' | 'invalid';

/** The allocation-free first-solution path. */
export interface FirstSolutionPath {
  /**
   * Reads the puzzle at `cells[offset…offset+81)`, writes a solution to
   * `out[outOffset…outOffset+81)` and returns the status, with no statistics
   * and no allocation (offsets spare the caller a view per puzzle). Must
   * agree with `solve`: the same status (conflicting givens reported as
   * `invalid`), `out` left alone unless solved, and `solve`'s solution when
   * the puzzle has only one. Of several it may write any, but always the
   * same one (the classic `-s` interface asks for any valid solution,
   * deterministically), so a fast path can take a shortcut `solve`'s order
   * would not. `createSolveFirst(search)` makes one from a strategy's search.
   */
  solveFirst(
    cells: Uint8Array,
    offset: number,
    out: Uint8Array,
    outOffset: number,
  ): FirstSolutionStatus;
}

/** The solver's first-solution path, or undefined when it does not offer one. */
export function solveFirstOf(solver: Solver): FirstSolutionPath | undefined {
  const candidate = solver as Solver & Partial<FirstSolutionPath>;
  return typeof candidate.solveFirst === 'function' ? (candidate as FirstSolutionPath) : undefined;
}

/** What a text fast path reports: `malformed` when the bytes are not its layout. */
export type TextSolveStatus = FirstSolutionStatus | 'malformed';

/** The text fast paths. Each must agree with the strategy's `solveFirst`. */
export interface BatchTextSolver {
  /**
   * `solveFirst` for a grid in the exact classic text layout (nine rows
   * "d d d d d d d d d", a newline between rows, `0` for empty;
   * `CLASSIC_SPAN` bytes) at `text[at…]`. On `solved` it writes the
   * solution's digits over the same layout at `out[outAt…]`, touching only
   * the digit bytes of empty cells (the caller has the givens, spaces and
   * newlines in place); otherwise `out` is left alone.
   */
  solveClassicText(text: Uint8Array, at: number, out: Uint8Array, outAt: number): TextSolveStatus;
  /**
   * `solveFirst` for a grid on one line, 81 characters at `text[at…]` (`1`-`9`
   * for a given, `0` or `.` for a blank; what follows is not looked at). On
   * `solved` it writes the solution's 81 digits as characters at
   * `out[outAt…]`; otherwise `out` is left alone.
   */
  solveLineText(text: Uint8Array, at: number, out: Uint8Array, outAt: number): TextSolveStatus;
}

/** The solver's text fast paths, or undefined when it does not offer them. */
export function batchTextOf(solver: Solver): BatchTextSolver | undefined {
  const candidate = solver as Solver & Partial<BatchTextSolver>;
  return typeof candidate.solveClassicText === 'function' &&
    typeof candidate.solveLineText === 'function'
    ? (candidate as BatchTextSolver)
    : undefined;
}
