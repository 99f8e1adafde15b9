import { isValidSolution } from '@sudoku/core';
import { expect } from 'vitest';
import { findSolution } from '../count.js';
import { expectRated, ratePuzzle } from '../rating.js';

/**
 * The full-data check behind issue-level promises: the puzzle is finished by
 * logic alone (no fallback, no guess), every placement and elimination agrees
 * with the solution, and the placements fill the grid. Returns the rating.
 */
export function expectSolvedByLogic(puzzle: Uint8Array, label: string): number {
  const solution = findSolution(puzzle)!;
  const rating = expectRated(ratePuzzle(puzzle, { assumeUnique: true }));
  expect(rating.solvedLogically, `${label}: stuck at ${rating.rating}`).toBe(true);
  const grid = Uint8Array.from(puzzle);
  for (const step of rating.steps) {
    for (const { cell, digit } of step.placements) {
      if (digit !== solution[cell]) expect.fail(`${label}: ${step.explanation}`);
      grid[cell] = digit;
    }
    for (const { cell, digit } of step.eliminations) {
      if (digit === solution[cell]) expect.fail(`${label}: ${step.explanation}`);
    }
  }
  expect(isValidSolution(grid), `${label}: the placements fill the grid`).toBe(true);
  return rating.rating;
}
