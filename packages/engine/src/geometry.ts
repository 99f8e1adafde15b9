import { BOX_OF, COL_OF, ROW_OF, UNIT_CELLS } from '@sudoku/core';

/**
 * Unit bookkeeping the techniques share. Units are core's: 0-8 rows, 9-17
 * columns, 18-26 boxes. Sudoku Explainer scans its regions as boxes, rows,
 * columns (or boxes, columns, rows in some techniques); following its scan
 * orders makes the step taken on a board the one it takes, so the ratings
 * agree (Sudoku Explainer, Nicolas Juillerat).
 */

/** Unit kind offsets: `BOX + i` is box i, `ROW + i` row i, `COLUMN + i` column i. */
export const ROW = 0;
export const COLUMN = 9;
export const BOX = 18;

/** `CELL_UNITS[cell * 3 + j]`: each cell's units in Sudoku Explainer's order: box, row, column. */
export const CELL_UNITS = /* @__PURE__ */ Uint8Array.from({ length: 81 * 3 }, (_, i) => {
  const cell = (i / 3) | 0;
  const j = i % 3;
  return j === 0 ? 18 + BOX_OF[cell] : j === 1 ? ROW_OF[cell] : 9 + COL_OF[cell];
});

/**
 * `UNIT_OVERLAP[a * 27 + b]`: the positions of unit a whose cells lie in
 * unit b (all nine when a is b), so that "every place lies where the two
 * units cross" is one mask test.
 */
export const UNIT_OVERLAP = /* @__PURE__ */ (() => {
  const overlap = new Uint16Array(27 * 27);
  for (let a = 0; a < 27; a++) {
    for (let k = 0; k < 9; k++) {
      const cell = UNIT_CELLS[a * 9 + k];
      for (let j = cell * 3; j < cell * 3 + 3; j++) overlap[a * 27 + CELL_UNITS[j]] |= 1 << k;
    }
  }
  return overlap;
})();

/**
 * `UNIT_CROSSINGS[u * 3 + kind / 9]`: the units of a kind (ROW, COLUMN or
 * BOX) that share cells with unit u, in order (none of u's own kind).
 */
export const UNIT_CROSSINGS: readonly (readonly number[])[] = /* @__PURE__ */ (() => {
  const crossings: number[][] = [];
  for (let u = 0; u < 27; u++) {
    for (let kind = 0; kind < 27; kind += 9) {
      const units: number[] = [];
      for (let v = kind; v < kind + 9; v++)
        if (v !== u && UNIT_OVERLAP[u * 27 + v] !== 0) units.push(v);
      crossings.push(units);
    }
  }
  return crossings;
})();

/** The unit of each cell of a kind. */
export function unitOf(kind: number, cell: number): number {
  return kind === ROW ? ROW_OF[cell] : kind === COLUMN ? 9 + COL_OF[cell] : 18 + BOX_OF[cell];
}

/** The cell at position k (0-8) of unit u. */
export function cellAt(u: number, k: number): number {
  return UNIT_CELLS[u * 9 + k];
}

/** Position (0-8) of a cell within each of its units: [row, column, box]. */
export const POSITION_IN: Uint8Array = (() => {
  const table = new Uint8Array(81 * 3);
  for (let cell = 0; cell < 81; cell++) {
    table[cell * 3] = COL_OF[cell];
    table[cell * 3 + 1] = ROW_OF[cell];
    table[cell * 3 + 2] = (ROW_OF[cell] % 3) * 3 + (COL_OF[cell] % 3);
  }
  return table;
})();

/** Position of `cell` in unit `u` (which must contain it). */
export function positionIn(u: number, cell: number): number {
  return POSITION_IN[cell * 3 + (u < 9 ? 0 : u < 18 ? 1 : 2)];
}

/** `CELL_POSITIONS[cell * 3 + j]`: the cell's position (0-8) in its unit `CELL_UNITS[cell * 3 + j]`. */
export const CELL_POSITIONS = /* @__PURE__ */ Uint8Array.from({ length: 81 * 3 }, (_, i) =>
  positionIn(CELL_UNITS[i], (i / 3) | 0),
);

/** The cells of unit u at the positions of a 9-bit set, in position order. */
export function cellsAt(u: number, positions: number): number[] {
  const cells: number[] = [];
  for (let k = 0; k < 9; k++) if (positions & (1 << k)) cells.push(UNIT_CELLS[u * 9 + k]);
  return cells;
}

/** True when two cells share a row, column or box. */
export function sees(a: number, b: number): boolean {
  return ROW_OF[a] === ROW_OF[b] || COL_OF[a] === COL_OF[b] || BOX_OF[a] === BOX_OF[b];
}

/**
 * Every k-subset of n items as a bit mask, in increasing mask order (the
 * order Sudoku Explainer enumerates combinations in, so ties between
 * patterns resolve the same way).
 */
export function combinations(n: number, k: number): Int32Array {
  const masks: number[] = [];
  if (k >= 1 && k <= n) {
    let m = (1 << k) - 1;
    const limit = 1 << n;
    while (m < limit) {
      masks.push(m);
      const low = m & -m;
      const ripple = m + low;
      m = ripple | (((m ^ ripple) >>> 2) / low);
    }
  }
  return Int32Array.from(masks);
}

/** k-subsets of 9 positions or digits, k = 0-4, in increasing mask order. */
const COMBINATIONS_OF_9: readonly Int32Array[] = /* @__PURE__ */ [0, 1, 2, 3, 4].map((k) =>
  combinations(9, k),
);

/** Made on first use, by k and mask: a pure table (the scans ask for a few masks, millions of times). */
const combinationsWithinMask: (readonly number[] | undefined)[][] = [[], [], [], [], []];

/** The k-subsets (k = 1-4) of the positions or digits in `mask`, in increasing mask order. */
export function combinationsWithin(mask: number, k: number): readonly number[] {
  const byMask = combinationsWithinMask[k];
  let subsets = byMask[mask];
  if (!subsets) {
    subsets = Array.from(COMBINATIONS_OF_9[k]).filter((c) => (c & ~mask) === 0);
    byMask[mask] = subsets;
  }
  return subsets;
}
