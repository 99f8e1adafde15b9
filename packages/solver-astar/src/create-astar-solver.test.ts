import { gridToString, parseGrid, type Solver } from '@sudoku/core';
import { sudokuErrorMessage } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import astar, { createAstarSolver, DEFAULT_K } from './index.js';

/** A 17-clue puzzle that branches: with k left undefined, f was NaN and the search gave up on it. */
const PUZZLE = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

const solve = (solver: Solver) => {
  const result = solver.solve(parseGrid(PUZZLE));
  return result.status === 'solved' ? gridToString(result.solution) : result.status;
};

describe('createAstarSolver', () => {
  it('fills in the defaults for options left out, as the plugin does', () => {
    const expected = solve(astar.create());
    expect(expected).toMatch(/^[1-9]{81}$/);
    expect(solve(createAstarSolver())).toBe(expected);
    expect(solve(createAstarSolver({}))).toBe(expected);
    expect(solve(createAstarSolver(null))).toBe(expected);
    expect(solve(createAstarSolver({ maxOpen: 50 }))).toBe(expected);
    expect(solve(createAstarSolver({ k: DEFAULT_K, singles: 'naked' }))).toBe(expected);
    expect(solve(createAstarSolver({ k: String(DEFAULT_K), maxOpen: '50' }))).toBe(expected);
  });

  it('takes the options the plugin takes, and a misspelt key does not compile', () => {
    const options = { k: 2, maxOpen: 1000, singles: 'naked' } as const;
    expect(solve(createAstarSolver(options))).toBe(solve(astar.create(options)));
    // @ts-expect-error a misspelt option is a type error, and a usage error at run time
    expect(() => astar.create({ kk: 3 })).toThrow(/has no option kk/);
  });

  it('throws SUDOKU_USAGE for a weight or a bound no search could use', () => {
    expect(sudokuErrorMessage('SUDOKU_USAGE', () => createAstarSolver({ k: Number.NaN }))).toMatch(
      /option k must be a number from 0 to 1000, got NaN/,
    );
    expect(sudokuErrorMessage('SUDOKU_USAGE', () => createAstarSolver({ maxOpen: 0 }))).toMatch(
      /option maxOpen must be a number from 1/,
    );
  });

  it('throws SUDOKU_USAGE for a misspelt option, which used to mean its default', () => {
    expect(sudokuErrorMessage('SUDOKU_USAGE', () => createAstarSolver({ kk: 3 } as never))).toBe(
      'strategy astar has no option kk; it takes k, maxOpen, singles',
    );
    expect(
      sudokuErrorMessage('SUDOKU_USAGE', () =>
        createAstarSolver({ hiddenSingles: false } as never),
      ),
    ).toBe('strategy astar has no option hiddenSingles; it takes k, maxOpen, singles');
    expect(
      sudokuErrorMessage('SUDOKU_USAGE', () => createAstarSolver({ singles: 'all' } as never)),
    ).toMatch(/option singles must be one of hidden, naked, got "all"/);
  });
});
