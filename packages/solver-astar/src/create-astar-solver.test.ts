import { gridToString, parseGrid } from '@sudoku/core';
import { sudokuErrorMessage } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import astar, { createAstarSolver, DEFAULT_K } from './index.js';

/** A 17-clue puzzle that branches: with k left undefined, f was NaN and the search gave up on it. */
const PUZZLE = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

const solve = (solver: ReturnType<typeof createAstarSolver>) => {
  const result = solver.solve(parseGrid(PUZZLE));
  return result.status === 'solved' ? gridToString(result.solution) : result.status;
};

describe('createAstarSolver', () => {
  it('fills in the defaults for settings left out, as the plugin does', () => {
    const expected = solve(astar.create());
    expect(expected).toMatch(/^[1-9]{81}$/);
    expect(solve(createAstarSolver())).toBe(expected);
    expect(solve(createAstarSolver({}))).toBe(expected);
    expect(solve(createAstarSolver(null))).toBe(expected);
    expect(solve(createAstarSolver({ maxOpen: 50 }))).toBe(expected);
    expect(solve(createAstarSolver({ k: DEFAULT_K, hiddenSingles: false }))).toBe(expected);
  });

  it('throws SUDOKU_USAGE for a weight or a bound no search could use', () => {
    expect(sudokuErrorMessage('SUDOKU_USAGE', () => createAstarSolver({ k: Number.NaN }))).toMatch(
      /option k must be a number from 0 to 1000, got NaN/,
    );
    expect(sudokuErrorMessage('SUDOKU_USAGE', () => createAstarSolver({ maxOpen: 0 }))).toMatch(
      /option maxOpen must be a number from 1/,
    );
  });

  it('throws SUDOKU_USAGE for a misspelt setting, which used to mean its default', () => {
    expect(sudokuErrorMessage('SUDOKU_USAGE', () => createAstarSolver({ kk: 3 } as never))).toBe(
      'strategy astar has no option kk; it takes k, maxOpen, hiddenSingles',
    );
    expect(
      sudokuErrorMessage('SUDOKU_USAGE', () => createAstarSolver({ singles: 'naked' } as never)),
    ).toBe('strategy astar has no option singles; it takes k, maxOpen, hiddenSingles');
    expect(
      sudokuErrorMessage('SUDOKU_USAGE', () => createAstarSolver({ hiddenSingles: 'no' } as never)),
    ).toBe('strategy astar: hiddenSingles must be true or false, got "no"');
  });
});
