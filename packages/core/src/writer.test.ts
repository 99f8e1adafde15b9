import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXAMPLE } from '../../testing/src/fixtures.js';
import { parseGrid } from './grid.js';
import { parsePuzzles } from './parse-puzzles.js';
import {
  blankGrids,
  formatGrids,
  formatGridsText,
  formattedSize,
  type GridFormat,
  writeGridAt,
  writeGridDigits,
} from './writer.js';

const gridArbitrary = fc.uint8Array({ minLength: 81, maxLength: 81, max: 9 });

describe('writer', () => {
  it('writes the classic layout exactly as the assignment shows it', () => {
    const text = formatGridsText([parseGrid(EXAMPLE.puzzle), parseGrid(EXAMPLE.solution)]);
    const lines = text.split('\n');
    expect(lines[0]).toBe('9 0 8 0 6 0 1 2 4');
    expect(lines[9]).toBe('');
    expect(lines[10]).toBe('9 5 8 3 6 7 1 2 4');
    expect(text.endsWith('7 4 9\n')).toBe(true);
    expect(text).not.toMatch(/ \n|\n\n\n|\r/);
    expect(lines.filter((l) => l !== '').every((l) => l.length === 17)).toBe(true);
  });

  it('takes 163·N − 1 bytes for N grids, 82·N in line format', () => {
    fc.assert(
      fc.property(fc.array(gridArbitrary, { maxLength: 20 }), (grids) => {
        expect(formatGrids(grids, 'grid').length).toBe(Math.max(0, 163 * grids.length - 1));
        expect(formatGrids(grids, 'line').length).toBe(82 * grids.length);
        expect(formattedSize(grids.length, 'grid')).toBe(formatGrids(grids).length);
      }),
    );
  });

  it('format then parse is the identity, in both layouts (property)', () => {
    fc.assert(
      fc.property(
        fc.array(gridArbitrary, { maxLength: 20 }),
        fc.constantFrom('grid', 'line'),
        (grids, format) => {
          const back = parsePuzzles(formatGrids(grids, format as 'grid' | 'line'));
          expect(back).toEqual(grids);
        },
      ),
    );
  });

  it('fills blank grids digit by digit to the bytes writeGridAt writes (property)', () => {
    fc.assert(
      fc.property(
        fc.array(gridArbitrary, { minLength: 1, maxLength: 5 }),
        fc.constantFrom<GridFormat>('grid', 'line'),
        (grids, format) => {
          const filled = blankGrids(grids.length, format);
          const size = filled.length / grids.length;
          const expected = new Uint8Array(filled.length);
          grids.forEach((grid, k) => {
            writeGridDigits(grid, format, filled, k * size);
            writeGridAt(grid, 1, format, expected, k * size);
          });
          expect(filled).toEqual(expected);
        },
      ),
    );
  });
});
