import { isSudokuError, isValidSolution } from '@sudoku/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateGrid, gridIndexOf } from './generate-grid.js';
import { MAX_GRIDS, SEED_GRIDS } from './shift-patterns.js';

const rows = (grid: Uint8Array) =>
  Array.from({ length: 9 }, (_, r) => grid.subarray(9 * r, 9 * r + 9).join(''));

describe('generateGrid', () => {
  it('starts with the seed grid of P = 8 1 2 3 4 5 6 7 9, rows shifted 0,3,6 | 1,4,7 | 2,5,8', () => {
    // Written out by hand from the spec, not by the code: row r is P rotated
    // right by its shift (the last `shift` digits move to the front).
    expect(rows(generateGrid(0))).toEqual([
      '812345679',
      '679812345',
      '345679812',
      '981234567',
      '567981234',
      '234567981',
      '798123456',
      '456798123',
      '123456798',
    ]);
    // Grid 1 swaps rows 8 and 9 (band 3 in order 2,8,5); grid 36 is the next P.
    expect(rows(generateGrid(1)).slice(6)).toEqual(['798123456', '123456798', '456798123']);
    expect(rows(generateGrid(36))[0]).toBe('812345697');
  });

  it('opens the extended families after the seed range', () => {
    // Family 1 swaps rows 2-3; family 2 swaps the lower bands.
    const base = rows(generateGrid(0));
    const swapped = rows(generateGrid(SEED_GRIDS));
    expect(swapped).toEqual([base[0], base[2], base[1], ...base.slice(3)]);
    const bands = rows(generateGrid(2 * SEED_GRIDS));
    expect(bands).toEqual([...base.slice(0, 3), ...base.slice(6), ...base.slice(3, 6)]);
  });

  it('gives valid grids with the corner digit, which gridIndexOf maps back to their index', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_GRIDS - 1 }),
        fc.integer({ min: 1, max: 9 }),
        (index, corner) => {
          const grid = generateGrid(index, corner);
          expect(isValidSolution(grid)).toBe(true);
          expect(grid[0]).toBe(corner);
          expect(gridIndexOf(grid)).toBe(index);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('gives distinct valid grids at both ends of the range', () => {
    const keys = new Set<string>();
    const problems: number[] = [];
    const sample = [
      ...Array.from({ length: 3000 }, (_, i) => i),
      ...Array.from({ length: 3000 }, (_, i) => MAX_GRIDS - 1 - i),
      ...Array.from({ length: 200 }, (_, i) => SEED_GRIDS - 100 + i),
    ];
    for (const i of sample) {
      const grid = generateGrid(i);
      if (!isValidSolution(grid) || grid[0] !== 8) problems.push(i);
      keys.add(grid.join(''));
    }
    expect(problems).toEqual([]);
    expect(keys.size).toBe(sample.length);
  });

  it('rejects a bad corner digit and an index past the maximum, naming it', () => {
    for (const run of [
      () => generateGrid(0, 0),
      () => generateGrid(MAX_GRIDS),
      () => generateGrid(-1),
    ]) {
      try {
        run();
        expect.unreachable();
      } catch (error) {
        expect(isSudokuError(error) && error.code).toBe('SUDOKU_USAGE');
      }
    }
    expect(() => generateGrid(MAX_GRIDS)).toThrow(
      /^there is no grid 5806080: the 5806080 distinct grids are numbered 0 to 5806079$/,
    );
  });
});

describe('gridIndexOf', () => {
  it('returns −1 for grids the method never makes', () => {
    const grid = generateGrid(12_345);
    const transposed = new Uint8Array(81);
    for (let i = 0; i < 81; i++) transposed[i] = grid[9 * (i % 9) + Math.floor(i / 9)];
    expect(isValidSolution(transposed)).toBe(true); // valid, same corner, not a rotation grid
    expect(gridIndexOf(transposed)).toBe(-1);
    const rowSwap = Uint8Array.from(grid);
    rowSwap.copyWithin(0, 27, 36); // row 1 replaced: no longer a rotation family
    expect(gridIndexOf(rowSwap)).toBe(-1);
    expect(gridIndexOf(new Uint8Array(81))).toBe(-1);
    expect(gridIndexOf(new Uint8Array(80))).toBe(-1);
  });
});
