/**
 * Static geometry of the 9×9 board, computed once: which row, column and box
 * each cell is in, the 27 units, and each cell's 20 peers. Cells are numbered
 * 0-80 in row-major order.
 */

/** Number of cells on the board. */
export const CELL_COUNT = 81;

/** Row (0-8) of each cell. */
export const ROW_OF: Uint8Array = Uint8Array.from({ length: 81 }, (_, i) => Math.floor(i / 9));
/** Column (0-8) of each cell. */
export const COL_OF: Uint8Array = Uint8Array.from({ length: 81 }, (_, i) => i % 9);
/** Box (0-8, row-major over boxes) of each cell. */
export const BOX_OF: Uint8Array = Uint8Array.from(
  { length: 81 },
  (_, i) => Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3),
);

/**
 * The three units of each cell as one 27-bit set: bit r for row r, 9 + c for
 * column c, 18 + b for box b (the unit numbering of {@link UNIT_CELLS}).
 */
export const UNIT_SET_OF_CELL: Int32Array = Int32Array.from(
  { length: 81 },
  (_, i) => (1 << ROW_OF[i]) | (1 << (9 + COL_OF[i])) | (1 << (18 + BOX_OF[i])),
);

/** The kinds of unit; unit index u is a row for u < 9, a column for u < 18, a box otherwise. */
export type UnitKind = 'row' | 'column' | 'box';

/** Cells of each of the 27 units, 9 per unit: rows 0-8, then columns, then boxes. */
export const UNIT_CELLS: Uint8Array = (() => {
  const cells = new Uint8Array(27 * 9);
  for (let k = 0; k < 9; k++) {
    for (let j = 0; j < 9; j++) {
      cells[k * 9 + j] = k * 9 + j;
      cells[(9 + k) * 9 + j] = j * 9 + k;
      cells[(18 + k) * 9 + j] =
        (Math.floor(k / 3) * 3 + Math.floor(j / 3)) * 9 + (k % 3) * 3 + (j % 3);
    }
  }
  return cells;
})();

/**
 * The 20 peers of each cell (same row, column or box), 20 entries per cell,
 * in increasing order: rows of other bands give their cell in the column,
 * rows of the band their cells in the box, the cell's row the other eight.
 * (Testing all 81 cells for each cell ran long enough for V8 to compile the
 * builder with TurboFan at every start-up.)
 */
export const PEERS: Uint8Array = (() => {
  const peers = new Uint8Array(81 * 20);
  let n = 0;
  for (let i = 0; i < 81; i++) {
    const row = ROW_OF[i];
    const column = COL_OF[i];
    const band = row - (row % 3);
    const stack = column - (column % 3);
    for (let r = 0; r < 9; r++) {
      if (r === row) {
        for (let c = 0; c < 9; c++) if (c !== column) peers[n++] = r * 9 + c;
      } else if (r >= band && r < band + 3) {
        for (let c = stack; c < stack + 3; c++) peers[n++] = r * 9 + c;
      } else {
        peers[n++] = r * 9 + column;
      }
    }
  }
  return peers;
})();

/** The kind of unit index `u` (0-26). */
export function unitKind(u: number): UnitKind {
  return u < 9 ? 'row' : u < 18 ? 'column' : 'box';
}

/** Human name of a unit: "row 3", "column 5", "box 9" (1-based). */
export function unitName(u: number): string {
  return `${unitKind(u)} ${(u % 9) + 1}`;
}

/** Human name of a cell in the usual r<row>c<column> notation, 1-based: "r3c5". */
export function cellName(cell: number): string {
  return `r${ROW_OF[cell] + 1}c${COL_OF[cell] + 1}`;
}

/**
 * The six orders of three items (rows in a band, bands in the grid, …), in
 * lexicographic order. Band symmetries and band-based solvers enumerate them.
 */
export const ORDERS_OF_THREE: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];
