import { readDataPuzzles } from '@sudoku/testing';
import { describe, it } from 'vitest';
import { expectSolvedByLogic } from './check-logic.js';

// The 49,158 puzzles in four files, so vitest runs them on every core.
describe('17-clue, part 2 of 4 (data)', () => {
  it('solves every puzzle by logic alone, every step sound', () => {
    const puzzles = readDataPuzzles('puzzles/17-clue.txt');
    for (let i = 2 - 1; i < puzzles.length; i += 4) expectSolvedByLogic(puzzles[i], `#${i + 1}`);
  });
});
