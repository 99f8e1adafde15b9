import { gridsEqual, isValidSolution } from '@sudoku/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from './random.js';
import { randomCompletedGrid } from './random-grid.js';

describe('randomCompletedGrid', () => {
  it('gives a valid completed grid, the same one for the same seed', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const grid = randomCompletedGrid(createRandom(seed));
        expect(isValidSolution(grid)).toBe(true);
        expect(gridsEqual(grid, randomCompletedGrid(createRandom(seed)))).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('gives different grids from one stream', () => {
    const random = createRandom('grids');
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) seen.add(randomCompletedGrid(random).join(''));
    expect(seen.size).toBe(50);
  });
});
