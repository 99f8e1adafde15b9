import { gridToString, parseGrid, type Solver } from '@sudoku/core';
import { sudokuErrorMessage } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import iddfs, { createIddfsSolver, type IddfsOptions } from './index.js';

/** A 17-clue puzzle that branches, and a grid with only its first row given. */
const HARD = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
const OPEN = `123456789${'.'.repeat(72)}`;

const answer = (solver: Solver, puzzle: string) => {
  const result = solver.solve(parseGrid(puzzle), { maxSolutions: 5 });
  return result.status === 'solved'
    ? [gridToString(result.solution), result.solutionCount]
    : result.status;
};

describe('createIddfsSolver', () => {
  it('gives the plugin solver for no settings, null or {}', () => {
    const expected = answer(iddfs.create(), HARD);
    expect(expected[1]).toBe(1);
    for (const none of [undefined, null, {}]) {
      expect(answer(createIddfsSolver(none as never), HARD)).toEqual(expected);
    }
  });

  it('throws SUDOKU_USAGE for settings no search could use, instead of calling puzzles unsolvable', () => {
    // A budget of -1 or NaN used to end the search at once: every puzzle came back unsolvable.
    const bad: [IddfsOptions, RegExp][] = [
      [{ passBudget: -1 }, /option passBudget must be a number from 0/],
      [{ passBudget: Number.NaN }, /option passBudget must be a number from 0 .* got NaN/],
      [{ depthLimit: 2.5 }, /option depthLimit must be a whole number, got 2\.5/],
      [{ depthLimit: 82 }, /option depthLimit must be a number from 0 to 81/],
      [{ singles: 'all' as never }, /option singles must be one of hidden, naked, got "all"/],
      // A misspelt key used to mean its default without a word.
      [
        { depthLimt: 3 } as never,
        /^strategy iddfs has no option depthLimt; it takes depthLimit, passBudget, singles$/,
      ],
    ];
    for (const [settings, message] of bad) {
      expect(sudokuErrorMessage('SUDOKU_USAGE', () => createIddfsSolver(settings))).toMatch(
        message,
      );
    }
    expect(answer(createIddfsSolver({ passBudget: 0, depthLimit: 81 }), OPEN)).toEqual([
      expect.stringMatching(/^[1-9]{81}$/),
      5,
    ]);
  });

  it('takes the options the plugin takes, and a misspelt key does not compile', () => {
    const options = { depthLimit: 5, passBudget: '1000', singles: 'naked' } as const;
    expect(answer(createIddfsSolver(options), HARD)).toEqual(answer(iddfs.create(options), HARD));
    // @ts-expect-error a misspelt option is a type error, and a usage error at run time
    expect(() => iddfs.create({ depthLimt: 3 })).toThrow(/has no option depthLimt/);
  });
});
