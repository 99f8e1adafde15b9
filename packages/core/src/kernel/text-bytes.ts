/** The bytes the fixed text layouts and the reader test for, named once. */

/** Tab. */
export const TAB = 9;
/** Newline, the line end the command writes. */
export const LF = 10;
/** Vertical tab. */
export const VT = 11;
/** Form feed. */
export const FF = 12;
/** Carriage return, of a CRLF line end. */
export const CR = 13;
/** Space, between the cells of a classic row. */
export const SPACE = 32;
/** `.`, an empty cell. */
export const DOT = 46;
/** `0`, an empty cell; a digit's byte is `ZERO + digit`. */
export const ZERO = 48;
/** `9`. */
export const NINE = 57;
