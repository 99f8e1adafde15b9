import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOX_OF, COL_OF, ROW_OF } from '../units.js';
import { BAND_ALL, PLACED_BOARDS, placeOnBands, takeCellsFromBand } from './band-boards.js';

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

describe('takeCellsFromBand', () => {
  it("takes the cells from the band's nine digit boards only, naming those that lost one (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: BAND_ALL }), { minLength: 30, maxLength: 30 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: BAND_ALL }),
        (boards, band, cells) => {
          const position = Int32Array.from(boards);
          const lost = takeCellsFromBand(position, band, cells);
          for (let board = 0; board < 30; board++) {
            const inBand = board < PLACED_BOARDS && board % 3 === band;
            expect(position[board]).toBe(inBand ? boards[board] & ~cells : boards[board]);
            const lostOne = inBand && (boards[board] & cells) !== 0;
            expect(((lost >>> board) & 1) === 1, `board ${board}`).toBe(lostOne);
          }
        },
      ),
    );
  });
});
