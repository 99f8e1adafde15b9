import { hasConflict, parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BandSearch } from './propagating-dfs.js';

describe('BandSearch.loadGrid', () => {
  it('builds the boards that placing the givens one by one builds (property)', () => {
    const solution = parseGrid(EXAMPLE.solution);
    const bulk = new BandSearch();
    const oneByOne = new BandSearch();
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { maxLength: 81 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 9 })), {
          maxLength: 3,
        }),
        (holes, changes) => {
          const grid = Uint8Array.from(solution);
          for (const cell of holes) grid[cell] = 0;
          for (const [cell, digit] of changes) grid[cell] = digit;
          // loadGrid's contract: no clashing givens (the pass checks that first).
          fc.pre(!hasConflict(grid));
          expect(oneByOne.load(grid, 0)).toBe(true);
          bulk.loadGrid(grid);
          expect([...bulk.levels[0].subarray(0, 30)]).toEqual([
            ...oneByOne.levels[0].subarray(0, 30),
          ]);
        },
      ),
      { numRuns: 500 },
    );
  });
});
