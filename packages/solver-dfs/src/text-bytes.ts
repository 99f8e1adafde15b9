import * as bytes from '@sudoku/core/kernel';

/**
 * The bytes of the text layouts, for the batch paths that solve the text
 * where it lies: core's, as module constants (why: @sudoku/core/kernel), and
 * the classes of the bytes of a one-line grid.
 */

/** `0`: a digit's byte is `ZERO + digit`. */
export const ZERO: number = bytes.ZERO;
/** `.`, the other blank. */
export const DOT: number = bytes.DOT;
/** The newline. */
export const LF: number = bytes.LF;

/** {@link LINE_BYTE}: a digit 1-9. */
export const LINE_DIGIT = 0;
/** {@link LINE_BYTE}: a blank, `0` or `.`. */
export const LINE_BLANK = 1;
/** {@link LINE_BYTE}: anything else, which is not a one-line grid. */
export const LINE_OTHER = 2;

/**
 * The class of each byte in a one-line grid, by table: checking 81 bytes and
 * counting the blanks is then one load and two bit operations per byte,
 * with no branch to mispredict.
 */
export const LINE_BYTE: Uint8Array = (() => {
  const table = new Uint8Array(256).fill(LINE_OTHER);
  for (let digit = 1; digit <= 9; digit++) table[ZERO + digit] = LINE_DIGIT;
  table[ZERO] = table[DOT] = LINE_BLANK;
  return table;
})();
