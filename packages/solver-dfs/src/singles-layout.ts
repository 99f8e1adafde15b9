/**
 * The naked-singles pass's codes and memory layout, shared by the pass
 * (singles-pass.ts) and its guessing search (singles-guess.ts).
 */

/** {@link NakedSinglesPass.run}: the grid is complete in the pass's `work`. */
export const SINGLES_SOLVED = 0;
/** {@link NakedSinglesPass.run}: some cell has no candidate left: no solution exists. */
export const SINGLES_DEAD_END = 1;
/** {@link NakedSinglesPass.run}: two givens repeat a digit. */
export const SINGLES_CONFLICT = 2;
/**
 * {@link NakedSinglesPass.run}: naked singles stalled (or the grid was too
 * empty to sweep): run the full search from the pass's state.
 */
export const SINGLES_STALLED = 3;
/**
 * {@link NakedSinglesPass.run}: a cell is not a digit 0-9 (or, read by
 * {@link NakedSinglesPass.runClassicText}, a space or newline is missing).
 */
export const SINGLES_BAD_CELL = 4;

/**
 * Above this many empty cells the pass only loads: sweeping a 17-clue grid
 * places few singles that the band search would not place faster in bulk
 * (7.5% faster on 17-clue puzzles: docs/performance.md).
 */
export const SWEEP_MAX_HOLES = 50;

/**
 * The pass's state is one Int32Array (optimised code then checks one array's
 * bounds and base, not four): unit masks at UNITS (rows 0-8, columns 9-17,
 * boxes 18-26), the empty cells at HOLES, the cells still open at OPEN,
 * and the frames of {@link GuessingSinglesPass.guess} at STACK.
 * A cell in those lists is an entry: its three unit slots and the cell,
 * `row | column slot << 8 | box slot << 16 | cell << 24`, so a sweep reads
 * everything about a cell in one load. (One array and entries: 9% faster.)
 */
export const UNITS = 0;
export const COLUMN_UNIT = 9;
export const BOX_UNIT = 18;
export const HOLES = 32;
export const OPEN = HOLES + 81;
export const STACK = OPEN + 81;
/**
 * A guess's frame: the unit masks before it, the guessed cell's entry, its
 * digits not yet tried, and the other open cells.
 */
export const FRAME_UNITS = 0;
export const FRAME_ENTRY = 27;
export const FRAME_UNTRIED = 28;
export const FRAME_OPEN_COUNT = 29;
export const FRAME_OPEN = 30;
export const FRAME_SIZE = FRAME_OPEN + SWEEP_MAX_HOLES;
/** Each frame guesses at another open cell, so a swept grid's holes bound the depth. */
export const STATE_SIZE = STACK + SWEEP_MAX_HOLES * FRAME_SIZE;

/**
 * Entry of cell `row * 9 + j` minus the row's own part (see rowEntry):
 * column slot, box-within-band and `j`. Constants in the unrolled load.
 */
export const ENTRY_0 = (COLUMN_UNIT << 8) | (0 << 16) | (0 << 24);
export const ENTRY_1 = ((COLUMN_UNIT + 1) << 8) | (0 << 16) | (1 << 24);
export const ENTRY_2 = ((COLUMN_UNIT + 2) << 8) | (0 << 16) | (2 << 24);
export const ENTRY_3 = ((COLUMN_UNIT + 3) << 8) | (1 << 16) | (3 << 24);
export const ENTRY_4 = ((COLUMN_UNIT + 4) << 8) | (1 << 16) | (4 << 24);
export const ENTRY_5 = ((COLUMN_UNIT + 5) << 8) | (1 << 16) | (5 << 24);
export const ENTRY_6 = ((COLUMN_UNIT + 6) << 8) | (2 << 16) | (6 << 24);
export const ENTRY_7 = ((COLUMN_UNIT + 7) << 8) | (2 << 16) | (7 << 24);
export const ENTRY_8 = ((COLUMN_UNIT + 8) << 8) | (2 << 16) | (8 << 24);

/** The entry of a row's first cell: its row, its band's first box slot and its cell. */
export function rowEntry(row: number, boxSlot: number): number {
  return row | (boxSlot << 16) | ((row * 9) << 24);
}

/** Bits set in a 10-bit mask (each entry from the one without its lowest bit). */
export const POPCOUNT: Uint8Array = (() => {
  const table = new Uint8Array(1024);
  for (let m = 1; m < 1024; m++) table[m] = table[m & (m - 1)] + 1;
  return table;
})();

/** Digit `d` is bit `d` of a unit mask, so bits 1-9 are the digits and bit 0 marks empties. */
export const DIGIT_BITS = 0x3fe;

/**
 * Where a grid's digits sit in memory: cell (r, c) is
 * `source[at + r * rowStride + c * cellStride] - zero`. Packed cells are
 * {9, 1, 0}; the classic text layout ("d d d … d\n" rows) is {18, 2, 48}.
 */
export interface DigitLayout {
  readonly rowStride: number;
  readonly cellStride: number;
  readonly zero: number;
}

export const PACKED_CELLS: DigitLayout = { rowStride: 9, cellStride: 1, zero: 0 };
export const CLASSIC_TEXT: DigitLayout = { rowStride: 18, cellStride: 2, zero: 48 };

/** A classic text row less its last cell: four words of "d " pairs (little-endian), digits as 0. */
export const TEXT_PAIRS = 0x20302030;
/** Bytes of a classic text row: "d d d d d d d d d\n". */
export const TEXT_ROW = 18;
/** A classic grid's bytes: nine rows, the last without its newline. */
export const TEXT_GRID = 9 * TEXT_ROW - 1;
