import { isValidSolution } from '@sudoku/core';
import { readDataPuzzles } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { findSolution, hasUniqueSolution } from './count.js';
import { ratePuzzle } from './rating.js';

describe('top95 (data)', () => {
  const puzzles = readDataPuzzles('puzzles/top95.txt');

  it('has 95 uniquely solvable puzzles', () => {
    expect(puzzles).toHaveLength(95);
    for (const p of puzzles) expect(hasUniqueSolution(p)).toBe(true);
  });

  it('rates every puzzle, and every step of the logical solve agrees with the solution', () => {
    const seen: Record<string, number> = {};
    for (const [i, puzzle] of puzzles.entries()) {
      const solution = findSolution(puzzle)!;
      const rating = ratePuzzle(puzzle);
      seen[rating.difficulty] = (seen[rating.difficulty] ?? 0) + 1;
      for (const step of rating.steps) {
        for (const { cell, digit } of step.placements) {
          expect(digit, `#${i + 1}: ${step.explanation}`).toBe(solution[cell]);
        }
        for (const { cell, digit } of step.eliminations) {
          expect(digit, `#${i + 1}: ${step.explanation}`).not.toBe(solution[cell]);
        }
      }
      if (rating.solvedLogically) {
        const grid = Uint8Array.from(puzzle);
        for (const step of rating.steps) for (const p of step.placements) grid[p.cell] = p.digit;
        expect(isValidSolution(grid)).toBe(true);
      }
    }
    // top95 is a set of hard puzzles: none needs singles alone.
    expect(seen.easy).toBeUndefined();
  });
});
