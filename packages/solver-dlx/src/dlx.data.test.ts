import { gridToString, isValidSolution, keepsClues } from '@sudoku/core';
import { readDataPuzzles } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import dlx from './index.js';

/** Every puzzle of the three data sets, solved and checked by core's validators. */
describe('dlx on the full data sets', () => {
  const files = [
    ['puzzles/17-clue.txt', 49_158],
    ['puzzles/magictour-top1465.txt', 1465],
    ['puzzles/top95.txt', 95],
  ] as const;
  for (const [file, expectedCount] of files) {
    it(`solves every puzzle of ${file}`, () => {
      const puzzles = readDataPuzzles(file);
      expect(puzzles.length).toBe(expectedCount);
      const solver = dlx.create();
      const failures: string[] = [];
      for (let k = 0; k < puzzles.length; k++) {
        const puzzle = puzzles[k];
        const result = solver.solve(puzzle);
        if (
          result.status !== 'solved' ||
          !isValidSolution(result.solution) ||
          !keepsClues(puzzle, result.solution)
        ) {
          failures.push(`#${k + 1} ${gridToString(puzzle)}: ${result.status}`);
        }
      }
      expect(failures.slice(0, 5)).toEqual([]);
    });
  }

  it('finds exactly one solution for every top95 and magictour puzzle', () => {
    const solver = dlx.create();
    for (const file of ['puzzles/top95.txt', 'puzzles/magictour-top1465.txt']) {
      const counts = readDataPuzzles(file).map((puzzle) => {
        const result = solver.solve(puzzle, { maxSolutions: 2 });
        return result.status === 'solved' && result.exhaustive ? result.solutionCount : -1;
      });
      expect(counts.filter((n) => n !== 1).length, file).toBe(0);
    }
  });
});
