import { isValidSolution, keepsClues } from '@sudoku/core';
import { readDataPuzzles } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import astar from './index.js';

describe('astar on the full data sets', () => {
  for (const file of [
    'puzzles/17-clue.txt',
    'puzzles/magictour-top1465.txt',
    'puzzles/top95.txt',
  ]) {
    it(`solves every puzzle of ${file}`, () => {
      const puzzles = readDataPuzzles(file);
      expect(puzzles.length).toBeGreaterThan(90);
      const solver = astar.create();
      const failed: string[] = [];
      let peakOpen = 0;
      puzzles.forEach((puzzle, index) => {
        const result = solver.solve(puzzle);
        const ok =
          result.status === 'solved' &&
          isValidSolution(result.solution) &&
          keepsClues(puzzle, result.solution);
        if (!ok) failed.push(`#${index + 1}: ${result.status}`);
        peakOpen = Math.max(peakOpen, result.stats.peakOpen);
      });
      expect(failed.slice(0, 5), `${failed.length} failed`).toEqual([]);
      expect(peakOpen).toBeLessThanOrEqual(100_000);
    });
  }
});
