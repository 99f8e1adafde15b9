import { ORDERS_OF_THREE } from '@sudoku/core';
import { describe, expect, it } from 'vitest';
import { BAND_PERMUTATIONS, EXPAND_ROW_BOX, FIXED_TRIPLETS, ROW_BOX_REACH } from './band-tables.js';

/** The cells of a band in row `row` (0-2) and box `box` (0-2). */
const cells = (row: number, box: number) => 7 << (9 * row + 3 * box);
/** The bits of a (row, box) matrix, as [row, box] pairs. */
const pairs = (m: number) =>
  [...Array(9).keys()].filter((rb) => m & (1 << rb)).map((rb) => [Math.floor(rb / 3), rb % 3]);

// Each table is built by a short recurrence (see band-tables.ts); here each
// entry is checked against what it stands for, computed the long way.
describe('band tables', () => {
  it('BAND_PERMUTATIONS: the union of the permutation matrices a matrix contains', () => {
    const permutations = ORDERS_OF_THREE.map(
      ([a, b, c]) => (1 << a) | (1 << (3 + b)) | (1 << (6 + c)),
    );
    for (let m = 0; m < 512; m++) {
      const union = permutations.filter((p) => (p & m) === p).reduce((u, p) => u | p, 0);
      expect(BAND_PERMUTATIONS[m], `matrix ${m}`).toBe(union);
    }
  });

  it('EXPAND_ROW_BOX and ROW_BOX_REACH: the cells a matrix allows, and the rows and boxes it occupies', () => {
    for (let m = 0; m < 512; m++) {
      let allowed = 0;
      let reach = 0;
      for (const [row, box] of pairs(m)) {
        allowed |= cells(row, box);
        for (let k = 0; k < 3; k++) reach |= cells(row, k) | cells(k, box);
      }
      expect(EXPAND_ROW_BOX[m], `matrix ${m}`).toBe(allowed);
      expect(ROW_BOX_REACH[m], `matrix ${m}`).toBe(reach);
    }
  });

  it('FIXED_TRIPLETS: the triplet of each row held to one box', () => {
    for (let m = 0; m < 512; m++) {
      let fixed = 0;
      for (let row = 0; row < 3; row++) {
        const boxes = pairs(m).filter(([r]) => r === row);
        if (boxes.length === 1) fixed |= cells(row, boxes[0][1]);
      }
      expect(FIXED_TRIPLETS[m], `matrix ${m}`).toBe(fixed);
    }
  });
});
