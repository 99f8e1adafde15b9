import { parseGrid } from '@sudoku/core';
import {
  CONFLICTING,
  EXAMPLE,
  MULTI_SOLUTION,
  referenceCount,
  sudokuErrorMessage,
  UNSOLVABLE,
} from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { countSolutions, hasUniqueSolution } from './count.js';
import { enumerateSolutions } from './enumerate.js';

describe('countSolutions', () => {
  it('agrees with the reference counter on multi-solution fixtures', () => {
    for (const fixture of MULTI_SOLUTION) {
      const grid = parseGrid(fixture.puzzle);
      expect(countSolutions(grid, 1e6).count, fixture.source).toBe(referenceCount(grid, 1e6));
    }
  });

  it('stops at the cap', () => {
    const grid = parseGrid(MULTI_SOLUTION[1].puzzle);
    expect(countSolutions(grid, 3).count).toBe(Math.min(3, referenceCount(grid, 4)));
  });

  it('counts 0 for unsolvable and conflicting grids, 1 for the example', () => {
    for (const f of [...UNSOLVABLE, ...CONFLICTING])
      expect(countSolutions(parseGrid(f.puzzle), 2).count).toBe(0);
    expect(hasUniqueSolution(parseGrid(EXAMPLE.puzzle))).toBe(true);
    expect(hasUniqueSolution(parseGrid(MULTI_SOLUTION[0].puzzle))).toBe(false);
  });
});

describe('caps no count could reach', () => {
  // NaN never compares equal to a count, so it searched the empty board forever.
  const empty = new Uint8Array(81);

  it('countSolutions refuses a cap that is not a whole number ≥ 1, with or without a strategy', () => {
    // The cap is checked before a strategy is asked.
    const strategy = {
      solver: {
        name: 'never-called',
        solve: () => expect.unreachable('the strategy was asked to count'),
      },
    };
    for (const cap of [0, -1, 2.5, Number.NaN]) {
      for (const options of [{}, strategy]) {
        expect(sudokuErrorMessage('SUDOKU_USAGE', () => countSolutions(empty, cap, options))).toBe(
          `countSolutions: the cap must be a whole number ≥ 1 (or Infinity), got ${cap}`,
        );
      }
    }
    const grid = parseGrid(MULTI_SOLUTION[0].puzzle);
    expect(countSolutions(grid, Infinity).count).toBe(referenceCount(grid, 1e6));
  });

  it('enumerateSolutions refuses a NaN, negative or fractional maxSolutions and a callback that is not a function', () => {
    for (const maxSolutions of [-1, 0.5, '3', Number.NaN]) {
      expect(
        sudokuErrorMessage('SUDOKU_USAGE', () =>
          enumerateSolutions(empty, { maxSolutions: maxSolutions as number }),
        ),
      ).toMatch(/^maxSolutions must be a whole number ≥ 1 \(or Infinity\), got /);
    }
    expect(
      sudokuErrorMessage('SUDOKU_USAGE', () =>
        enumerateSolutions(empty, { maxSolutions: 1, onSolution: 'log' as unknown as () => void }),
      ),
    ).toBe('onSolution must be a function');
  });
});
