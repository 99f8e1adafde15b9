import { ORDERS_OF_THREE } from '@sudoku/core';

/**
 * Lookup tables for the band bitboards of the fast path. A board holds one
 * digit's possible places in one band (three rows): 27 bits, bit
 * `rowInBand * 9 + column`, so cell `i` is bit `i - 27 * band` of band
 * `floor(i / 27)` (core's band-boards.ts, which also holds the placing
 * kernel and its tables); these are the dfs strategy's own: locked
 * candidates and hidden singles within a band.
 */

/** The nine cells of box `k` (0-2) in a band. */
const BOX_BITS: Int32Array = Int32Array.from({ length: 3 }, (_, k) => {
  const row = 7 << (3 * k);
  return row | (row << 9) | (row << 18);
});

// The 512-entry tables below are built with one short step per entry. Built
// as `Int32Array.from` callbacks with a loop each, four of them ran long
// enough for V8 to compile their builders with TurboFan at every start-up
// (about 10 ms of CPU for tables that are used a million times afterwards).

/** The nine triplets (row ∩ box) of a band, by (row, box) index `row * 3 + box`. */
const TRIPLET_OF = Int32Array.from(
  { length: 9 },
  (_, rb) => 7 << (9 * Math.floor(rb / 3) + 3 * (rb % 3)),
);

/**
 * A table over (row, box) occupancy matrices (bit `row * 3 + box`) of the
 * union of `pieces[rb]` over the matrix's bits: each entry is the entry
 * without its lowest bit, plus that bit's piece.
 */
function unionOverRowBox(pieces: Int32Array): Int32Array {
  const table = new Int32Array(512);
  for (let m = 1; m < 512; m++) table[m] = table[m & (m - 1)] | pieces[31 - Math.clz32(m & -m)];
  return table;
}

/**
 * Locked candidates inside a band, by table. A digit must take exactly one
 * cell in each row of a band and one in each box, so its (row, box) pairs
 * form a permutation matrix. Index: a 3×3 occupancy matrix, bit `row*3+box`;
 * value: the union of the permutation matrices it contains (0 when none:
 * the position is dead). Pointing and claiming within a band fall out of it.
 */
export const BAND_PERMUTATIONS: Uint16Array = (() => {
  const table = new Uint16Array(512);
  for (const order of ORDERS_OF_THREE) {
    const p = (1 << order[0]) | (1 << (3 + order[1])) | (1 << (6 + order[2]));
    // Every matrix that contains p: the supersets of p, in increasing order.
    for (let m = p; m < 512; m = (m + 1) | p) table[m] |= p;
  }
  return table;
})();

/** A (row, box) occupancy matrix back to the 27 cells it allows. */
export const EXPAND_ROW_BOX: Int32Array = unionOverRowBox(TRIPLET_OF);

/**
 * A (row, box) occupancy matrix of a digit's placed cells to the cells it
 * rules out in the band: every cell of an occupied row or box.
 */
export const ROW_BOX_REACH: Int32Array = unionOverRowBox(
  Int32Array.from({ length: 9 }, (_, rb) => (0x1ff << (9 * Math.floor(rb / 3))) | BOX_BITS[rb % 3]),
);

/**
 * For a reduced (row, box) matrix: the triplets (row ∩ box) of the rows held
 * to one box. In a union of permutations a row held to one box holds that box
 * to itself, so the band's rows and boxes with a single place for the digit
 * are exactly the triplets listed here with one open cell.
 */
export const FIXED_TRIPLETS: Int32Array = (() => {
  // Row 0's triplet for each set of boxes (3 bits) that is a single box.
  const lone = Int32Array.from({ length: 8 }, (_, boxes) =>
    boxes === 1 || boxes === 2 || boxes === 4 ? TRIPLET_OF[31 - Math.clz32(boxes)] : 0,
  );
  const table = new Int32Array(512);
  for (let m = 0; m < 512; m++) {
    table[m] = lone[m & 7] | (lone[(m >>> 3) & 7] << 9) | (lone[m >>> 6] << 18);
  }
  return table;
})();

/** Bit 0 of each of the nine triplets of a band. */
export const TRIPLET_LOW = 0x1249249;
