import { BOX_OF, COL_OF, ROW_OF } from '@sudoku/core';

/**
 * Sudoku as an exact cover problem (Knuth, "Dancing Links", 2000, §7):
 * 729 rows, one per (cell, digit), and 324 columns, four families of 81:
 * every cell holds a digit, every row / column / box holds every digit.
 * Each row has exactly four 1s, one per family.
 */

/** Constraint columns: 4 families × 81. */
export const COLUMN_COUNT = 324;
/** Candidate rows: 81 cells × 9 digits; row `cell * 9 + digit - 1`. */
export const ROW_COUNT = 729;
/** 1s per row: cell, row-digit, column-digit, box-digit. */
export const NODES_PER_ROW = 4;

/** Header index of the root; column headers are 1..324. */
export const ROOT = 0;
/**
 * Index of the first data node. A multiple of 4, so the four nodes of a row
 * sit at `base..base + 3` with `base = node & ~3`: a row's left/right links
 * are arithmetic and need no arrays (they never change in DLX anyway).
 */
export const FIRST_NODE = 328;
/**
 * Added to S[c] while column c is covered (a covered column's size is frozen,
 * so nothing else touches it). It lets the column choice scan S as a flat
 * array, and makes S[ROOT] never look like a candidate.
 */
export const COVERED = 0x100;

/** Length of the vertical link arrays: headers, padding, then 729 × 4 nodes. */
export const NODE_COUNT = FIRST_NODE + ROW_COUNT * NODES_PER_ROW;

/** The matrix row for placing `digit` (1-9) in `cell` (0-80). */
export function matrixRow(cell: number, digit: number): number {
  return cell * 9 + digit - 1;
}

/**
 * The four column headers (1-324) of each row, in node order: the cell
 * column first, then row-digit, column-digit, box-digit.
 */
export const ROW_COLUMNS: Uint16Array = (() => {
  const columns = new Uint16Array(ROW_COUNT * NODES_PER_ROW);
  for (let row = 0; row < ROW_COUNT; row++) {
    const cell = (row / 9) | 0;
    const d = row % 9;
    columns[row * 4] = 1 + cell;
    columns[row * 4 + 1] = 1 + 81 + ROW_OF[cell] * 9 + d;
    columns[row * 4 + 2] = 1 + 162 + COL_OF[cell] * 9 + d;
    columns[row * 4 + 3] = 1 + 243 + BOX_OF[cell] * 9 + d;
  }
  return columns;
})();

/** Cell (0-80) of each matrix row. */
export const ROW_CELL: Uint8Array = Uint8Array.from({ length: ROW_COUNT }, (_, r) => (r / 9) | 0);
/** Digit (1-9) of each matrix row. */
export const ROW_DIGIT: Uint8Array = Uint8Array.from({ length: ROW_COUNT }, (_, r) => (r % 9) + 1);

/** Column header (1-324) of every node index; 0 for headers and padding. */
export const NODE_COLUMN: Uint16Array = (() => {
  const column = new Uint16Array(NODE_COUNT);
  column.set(ROW_COLUMNS, FIRST_NODE);
  return column;
})();

/**
 * The mutable part of the link structure, in one buffer so a single
 * `.set()` restores all of it: vertical links of every node and header,
 * the header list's horizontal links and the column sizes.
 */
export interface LinkState {
  /** The whole buffer; U, D, L, R and S are views into it. */
  readonly buffer: Uint16Array;
  /** Up link of every header and node. */
  readonly U: Uint16Array;
  /** Down link of every header and node. */
  readonly D: Uint16Array;
  /** Left link of the root and column headers (the list of live columns). */
  readonly L: Uint16Array;
  /** Right link of the root and column headers. */
  readonly R: Uint16Array;
  /** Rows still linked into each column (S in Knuth's paper). */
  readonly S: Uint16Array;
}

const HEADERS = COLUMN_COUNT + 1;

/** Splits one buffer into the link views (U, D, L, R, S, in that order). */
export function linkViews(buffer: Uint16Array): LinkState {
  let at = 0;
  const view = (length: number) => buffer.subarray(at, (at += length));
  return {
    buffer,
    U: view(NODE_COUNT),
    D: view(NODE_COUNT),
    L: view(HEADERS),
    R: view(HEADERS),
    S: view(HEADERS),
  };
}

/** Length of the buffer {@link linkViews} splits. */
export const LINK_BUFFER_LENGTH = 2 * NODE_COUNT + 3 * HEADERS;

/**
 * The full 729 × 324 structure with nothing covered. Rows are appended in
 * row order, so every column lists its rows by (cell, digit): that fixes the
 * order the search tries them in, and so the order of solutions.
 */
export function buildFullMatrix(): LinkState {
  const links = linkViews(new Uint16Array(LINK_BUFFER_LENGTH));
  const { U, D, L, R, S } = links;
  for (let c = 0; c <= COLUMN_COUNT; c++) {
    L[c] = c === 0 ? COLUMN_COUNT : c - 1;
    R[c] = c === COLUMN_COUNT ? 0 : c + 1;
    U[c] = c;
    D[c] = c;
  }
  for (let node = FIRST_NODE; node < NODE_COUNT; node++) {
    const c = NODE_COLUMN[node];
    // Append at the bottom of column c.
    const last = U[c];
    D[last] = node;
    U[node] = last;
    D[node] = c;
    U[c] = node;
    S[c]++;
  }
  S[ROOT] = COVERED;
  return links;
}
