import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOX_OF, COL_OF, ROW_OF } from '../units.js';
import { BAND_ALL, PLACED_BOARDS, placeOnBands, placeRowsOnBands } from './band-boards.js';

/** Board index and bit of a (digit 0-8, cell) pair. */
const boardOf = (digit: number, cell: number) => digit * 3 + Math.floor(cell / 27);
const bitOf = (cell: number) => 1 << (cell % 27);
const has = (position: Int32Array, digit: number, cell: number) =>
  (position[boardOf(digit, cell)] & bitOf(cell)) !== 0;

describe('placeOnBands', () => {
  it('does what placing a digit means, cell by cell, and reports the boards that lost a place (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: BAND_ALL }), { minLength: 27, maxLength: 27 }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 0, max: 8 }),
        (boards, cell, digit) => {
          const position = new Int32Array(30);
          position.set(boards);
          position[boardOf(digit, cell)] |= bitOf(cell); // the digit must still be possible there
          const before = position.slice();
          const lost = placeOnBands(position, boardOf(digit, cell), cell % 27);
          for (let d = 0; d < 9; d++) {
            for (let c = 0; c < 81; c++) {
              const peer =
                c !== cell &&
                (ROW_OF[c] === ROW_OF[cell] ||
                  COL_OF[c] === COL_OF[cell] ||
                  BOX_OF[c] === BOX_OF[cell]);
              let expected = has(before, d, c);
              if (c === cell) expected = d === digit;
              else if (d === digit && peer) expected = false;
              expect(has(position, d, c), `digit ${d + 1} at cell ${c}`).toBe(expected);
            }
          }
          const band = Math.floor(cell / 27);
          expect(position[PLACED_BOARDS + band] & bitOf(cell)).not.toBe(0);
          const own = boardOf(digit, cell);
          for (let board = 0; board < 27; board++) {
            const changed = position[board] !== before[board];
            // The own board counts only when it lost more than the cell's other digits' places.
            const expected = board === own ? (before[own] & ~position[own]) !== 0 : changed;
            expect(((lost >>> board) & 1) === 1, `board ${board}`).toBe(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('placeRowsOnBands', () => {
  it("places a board's hidden singles as placing them one by one would (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: BAND_ALL }), { minLength: 27, maxLength: 27 }),
        fc.integer({ min: 0, max: 26 }),
        fc.shuffledSubarray([0, 1, 2], { minLength: 1 }),
        fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 3, maxLength: 3 }),
        (boards, board, rows, stackOrder) => {
          // One cell per chosen row, in boxes of their own: the singles' shape.
          const stacks = [...new Set(stackOrder.map((k) => k % 3))];
          fc.pre(stacks.length >= rows.length);
          let cells = 0;
          let columns = 0;
          let rowsAndBoxes = 0;
          rows.forEach((row, k) => {
            const column = stacks[k] * 3 + (stackOrder[k] % 3 === stacks[k] ? 0 : 1);
            cells |= 1 << (row * 9 + column);
            columns |= 1 << column;
            rowsAndBoxes |= (0x1ff << (row * 9)) | (0x1c0e07 << (stacks[k] * 3));
          });
          const position = new Int32Array(30);
          position.set(boards);
          position[board] = (position[board] & ~rowsAndBoxes) | cells;
          const oneByOne = position.slice();
          let lostOneByOne = 0;
          for (let m = cells; m !== 0; m &= m - 1) {
            lostOneByOne |= placeOnBands(oneByOne, board, 31 - Math.clz32(m & -m));
          }
          const lost = placeRowsOnBands(position, board, cells, columns);
          expect(position).toEqual(oneByOne);
          const others = ~(1 << board);
          expect(lost & others).toBe(lostOneByOne & others);
        },
      ),
    );
  });
});
