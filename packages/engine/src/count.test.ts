import { parseGrid } from '@sudoku/core';
import { CONFLICTING, EXAMPLE, MULTI_SOLUTION, referenceCount, UNSOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { countSolutions, hasUniqueSolution } from './count.js';

describe('countSolutions', () => {
  it('agrees with the reference counter on multi-solution fixtures', () => {
    for (const fixture of MULTI_SOLUTION) {
      const grid = parseGrid(fixture.puzzle);
      expect(countSolutions(grid, 1e6), fixture.source).toBe(referenceCount(grid, 1e6));
    }
  });

  it('stops at the cap', () => {
    const grid = parseGrid(MULTI_SOLUTION[1].puzzle);
    expect(countSolutions(grid, 3)).toBe(Math.min(3, referenceCount(grid, 4)));
  });

  it('counts 0 for unsolvable and conflicting grids, 1 for the example', () => {
    for (const f of [...UNSOLVABLE, ...CONFLICTING])
      expect(countSolutions(parseGrid(f.puzzle), 2)).toBe(0);
    expect(hasUniqueSolution(parseGrid(EXAMPLE.puzzle))).toBe(true);
    expect(hasUniqueSolution(parseGrid(MULTI_SOLUTION[0].puzzle))).toBe(false);
  });
});
