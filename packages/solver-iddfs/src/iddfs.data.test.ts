import { isValidSolution, keepsClues } from '@sudoku/core';
import { readDataPuzzles } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import iddfs from './index.js';

/**
 * Every puzzle of the three data sets, with the default settings: each must
 * come out solved, valid, keeping its clues, and unique (maxSolutions 2, so
 * the limited pass must finish or hand over without losing the count).
 */
describe('iddfs on the full data sets', () => {
  for (const file of ['17-clue.txt', 'magictour-top1465.txt', 'top95.txt']) {
    it(`solves every puzzle of ${file} with its unique solution`, () => {
      const puzzles = readDataPuzzles(`puzzles/${file}`);
      expect(puzzles.length).toBeGreaterThan(0);
      const solver = iddfs.create();
      const failures: string[] = [];
      for (const [i, puzzle] of puzzles.entries()) {
        const result = solver.solve(puzzle, { maxSolutions: 2 });
        const ok =
          result.status === 'solved' &&
          result.solutionCount === 1 &&
          result.exhaustive &&
          isValidSolution(result.solution) &&
          keepsClues(puzzle, result.solution);
        if (!ok) failures.push(`#${i + 1}: ${result.status}`);
      }
      expect(failures.slice(0, 10)).toEqual([]);
    });
  }
});
