import { readDataPuzzles } from '@sudoku/testing';
import { describe, it } from 'vitest';
import { expectSolvedByLogic } from './check-logic.js';

// magictour top1465 in two files, so vitest runs them on both cores.
describe('magictour-top1465, part 2 of 2 (data)', () => {
  it('solves every puzzle by logic alone, every step sound', () => {
    const puzzles = readDataPuzzles('puzzles/magictour-top1465.txt');
    for (let i = 2 - 1; i < puzzles.length; i += 2) expectSolvedByLogic(puzzles[i], `#${i + 1}`);
  });
});
