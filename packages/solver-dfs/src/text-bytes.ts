/** Character codes of the text layouts the batch paths solve where they lie. */

/** '0': a digit's character is ZERO + digit, and '0' is a blank. */
export const ZERO = 48;
/** '.': the other blank of the one-line layout. */
export const DOT = 46;
/** The newline ending each classic row. */
export const LF = 10;

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
