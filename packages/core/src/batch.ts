import type { FirstSolutionStatus, Solver } from './solver.js';

/**
 * The batch capability (`@sudoku/core/batch`): text fast paths a strategy
 * may offer beside the `Solver` contract, for hosts that solve files of a
 * million puzzles (the `sudoku` command's `-s`). A host asks for it with
 * {@link batchTextOf} and falls back to `solveFirst` when it is absent.
 */

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
