import { DOT, LF, SPACE, ZERO } from './kernel/text-bytes.js';

/**
 * Grids in the two fixed layouts the command writes, read where they lie in
 * a buffer: the exact classic layout of `sudoku -c` and 81 characters on one
 * line. The batch pipeline tries these before the tolerant reader.
 */

/** Bytes from a classic grid's first digit to its last: 9 rows of 17, 8 newlines between. */
export const CLASSIC_SPAN = 9 * 18 - 1;

/**
 * Decodes a grid in the exact classic layout ("d d d d d d d d d\n" nine
 * times, the last newline not included) at `chunk[at…]` into
 * `cells[offset…offset+81)`, or returns false (the cells are then partly
 * written). `.` reads as an empty cell, like `0`.
 */
export function parseClassicGridAt(
  chunk: Uint8Array,
  at: number,
  cells: Uint8Array,
  offset: number,
): boolean {
  if (!hasClassicSeparators(chunk, at)) return false;
  for (let r = 0; r < 9; r++) {
    const row = at + r * 18;
    for (let c = 0; c < 9; c++) {
      const b = chunk[row + 2 * c];
      const digit = b - ZERO;
      if (digit >= 0 && digit <= 9) cells[offset + r * 9 + c] = digit;
      else if (b === DOT) cells[offset + r * 9 + c] = 0;
      else return false;
    }
  }
  return true;
}

/**
 * True when `chunk[at…]` has the spaces and newlines of a grid in the exact
 * classic layout (as {@link parseClassicGridAt} reads it); the digits are not
 * looked at. Branch-free: solvers that parse the digits themselves use it.
 */
export function hasClassicSeparators(chunk: Uint8Array, at: number): boolean {
  if (at < 0 || at + CLASSIC_SPAN > chunk.length) return false;
  let wrong = 0;
  for (let r = 0; r < 9; r++) {
    const row = at + r * 18;
    wrong |=
      (chunk[row + 1] ^ SPACE) |
      (chunk[row + 3] ^ SPACE) |
      (chunk[row + 5] ^ SPACE) |
      (chunk[row + 7] ^ SPACE) |
      (chunk[row + 9] ^ SPACE) |
      (chunk[row + 11] ^ SPACE) |
      (chunk[row + 13] ^ SPACE) |
      (chunk[row + 15] ^ SPACE);
    if (r < 8) wrong |= chunk[row + 17] ^ LF;
  }
  return wrong === 0;
}

/**
 * Decodes 81 cell characters at `chunk[at…]` (a grid on one line, `0` or `.`
 * for a blank) into `cells[offset…offset+81)`, or returns false (the cells
 * are then partly written). What follows the 81 is not looked at.
 */
export function parseLineGridAt(
  chunk: Uint8Array,
  at: number,
  cells: Uint8Array,
  offset: number,
): boolean {
  if (at < 0 || at + 81 > chunk.length) return false;
  for (let k = 0; k < 81; k++) {
    const b = chunk[at + k];
    const digit = b - ZERO;
    if (digit >= 0 && digit <= 9) cells[offset + k] = digit;
    else if (b === DOT) cells[offset + k] = 0;
    else return false;
  }
  return true;
}
