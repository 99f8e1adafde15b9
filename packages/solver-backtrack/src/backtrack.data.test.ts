import { gridToString, isValidSolution, keepsClues } from '@sudoku/core';
import dfs from '@sudoku/solver-dfs';
import { readDataPuzzles } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import backtrack from './index.js';

/**
 * The classic interface's puzzle files, which plain backtracking was built
 * for: the same statuses as dfs, a valid solution that keeps the clues, and
 * dfs's own solution where there is only one.
 */
describe('backtrack on the classic interface’s files', () => {
  for (const file of [
    'example-puzzle.txt',
    'unit-test-puzzle.txt',
    'two-puzzles.txt',
    'empty-1000.txt',
    'unsolvable-dead-cell.txt',
    'unsolvable-backtrack.txt',
    'conflicting-givens-nearly-full.txt',
    'conflicting-givens-sparse.txt',
  ]) {
    it(`answers every puzzle of ${file} as dfs does`, () => {
      const puzzles = readDataPuzzles(`assignment/${file}`);
      expect(puzzles.length).toBeGreaterThan(0);
      const plain = backtrack.create();
      const fast = dfs.create();
      const failures: string[] = [];
      for (const [i, puzzle] of puzzles.entries()) {
        const mine = plain.solve(puzzle, { maxSolutions: 2 });
        const theirs = fast.solve(puzzle, { maxSolutions: 2 });
        const same =
          mine.status === theirs.status &&
          (mine.status !== 'solved' ||
            (theirs.status === 'solved' &&
              mine.solutionCount === theirs.solutionCount &&
              isValidSolution(mine.solution) &&
              keepsClues(puzzle, mine.solution) &&
              (mine.solutionCount > 1 ||
                gridToString(mine.solution) === gridToString(theirs.solution))));
        if (!same) failures.push(`#${i + 1}: ${mine.status} against ${theirs.status}`);
      }
      expect(failures.slice(0, 10)).toEqual([]);
    });
  }
});
