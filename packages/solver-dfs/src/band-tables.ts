import { ORDERS_OF_THREE } from '@sudoku/core';

/**
 * Lookup tables for the band bitboards of the fast path. A board holds one
 * digit's possible places in one band (three rows): 27 bits, bit
 * `rowInBand * 9 + column`, so cell `i` is bit `i - 27 * band` of band
 * `floor(i / 27)`. The layout is the one of Zhou Yundong's JCZSolve and
 * Dobrichev's fsss2 (three 27-bit bands per digit); the tables are ours.
 */

/** All 27 cells of a band. */
export const BAND_ALL = 0x7ffffff;

/** The three cells of `column` (0-8) in a band. */
function columnBits(column: number): number {
  return (1 << column) | (1 << (column + 9)) | (1 << (column + 18));
}

/** The nine cells of box `k` (0-2) in a band. */
const BOX_BITS: Int32Array = Int32Array.from({ length: 3 }, (_, k) => {
  const row = 7 << (3 * k);
  return row | (row << 9) | (row << 18);
});

/**
 * For a digit placed at bit `p`: the same digit's board in the same band,
 * minus the row, column and box of `p`, keeping `p` itself.
 */
export const KEEP_IN_BAND: Int32Array = Int32Array.from({ length: 27 }, (_, p) => {
  const row = 0x1ff << (9 * Math.floor(p / 9));
  const box = BOX_BITS[Math.floor((p % 9) / 3)];
  return (BAND_ALL & ~(row | box | columnBits(p % 9))) | (1 << p);
});

/** For a digit placed at bit `p`: the same digit's board in the other bands, minus that column. */
export const KEEP_OFF_COLUMN: Int32Array = Int32Array.from(
  { length: 27 },
  (_, p) => BAND_ALL & ~columnBits(p % 9),
);

/**
 * Locked candidates inside a band, by table. A digit must take exactly one
 * cell in each row of a band and one in each box, so its (row, box) pairs
 * form a permutation matrix. Index: a 3×3 occupancy matrix, bit `row*3+box`;
 * value: the union of the permutation matrices it contains (0 when none:
 * the position is dead). Pointing and claiming within a band fall out of it.
 */
export const BAND_PERMUTATIONS: Uint16Array = Uint16Array.from({ length: 512 }, (_, m) => {
  let union = 0;
  for (const order of ORDERS_OF_THREE) {
    const p = (1 << order[0]) | (1 << (3 + order[1])) | (1 << (6 + order[2]));
    if ((p & m) === p) union |= p;
  }
  return union;
});

/** A (row, box) occupancy matrix back to the 27 cells it allows. */
export const EXPAND_ROW_BOX: Int32Array = Int32Array.from({ length: 512 }, (_, m) => {
  let bits = 0;
  for (let rb = 0; rb < 9; rb++) {
    if (m & (1 << rb)) bits |= 7 << (9 * Math.floor(rb / 3) + 3 * (rb % 3));
  }
  return bits;
});

/**
 * A (row, box) occupancy matrix of a digit's placed cells to the cells it
 * rules out in the band: every cell of an occupied row or box.
 */
export const ROW_BOX_REACH: Int32Array = Int32Array.from({ length: 512 }, (_, m) => {
  let bits = 0;
  for (let rb = 0; rb < 9; rb++) {
    if (m & (1 << rb)) bits |= (0x1ff << (9 * Math.floor(rb / 3))) | BOX_BITS[rb % 3];
  }
  return bits;
});

/**
 * For a reduced (row, box) matrix: the triplets (row ∩ box) of the rows held
 * to one box. In a union of permutations a row held to one box holds that box
 * to itself, so the band's rows and boxes with a single place for the digit
 * are exactly the triplets listed here with one open cell.
 */
export const FIXED_TRIPLETS: Int32Array = Int32Array.from({ length: 512 }, (_, m) => {
  let bits = 0;
  for (let r = 0; r < 3; r++) {
    const boxes = (m >>> (3 * r)) & 7;
    if (boxes === 1 || boxes === 2 || boxes === 4) {
      bits |= 7 << (9 * r + 3 * (31 - Math.clz32(boxes)));
    }
  }
  return bits;
});

/** Bit 0 of each of the nine triplets of a band. */
export const TRIPLET_LOW = 0x1249249;
