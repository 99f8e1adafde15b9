import { gridsEqual, isValidSolution } from '@sudoku/core';
import { sudokuErrorMessage } from '@sudoku/testing';
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

  it('refuses a random source that createRandom did not make, naming what it got', () => {
    // A seed passed where the stream goes (randomCompletedGrid(42)) used to fail with a TypeError.
    for (const [random, shown] of [
      [undefined, 'undefined'],
      [42, '42'],
      ['42', '"42"'],
    ] as const) {
      expect(sudokuErrorMessage('SUDOKU_USAGE', () => randomCompletedGrid(random as never))).toBe(
        `randomCompletedGrid takes a random source from createRandom(seed), got ${shown}`,
      );
    }
  });
});
