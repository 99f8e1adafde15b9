import { parseGrid } from '@sudoku/core';
import { EASTER_MONSTER } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { expectSolvedByLogic } from './check-logic.js';

/**
 * Puzzles past dynamic forcing chains (+), which only nested forcing chains
 * finish, with the rating Sudoku Explainer publishes for them. Each takes a
 * few seconds, so they run with the data tests.
 */
const HARDEST = [
  { name: 'Easter Monster', puzzle: EASTER_MONSTER.puzzle, se: 11.9, ours: 11.5 },
  {
    name: 'AI Escargot',
    puzzle: '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..',
    se: 10.5,
    ours: 10.6,
  },
];

describe('the hardest published puzzles (data)', () => {
  it.each(HARDEST)(
    'finishes $name by logic, with sound steps, rated $ours (Sudoku Explainer: $se)',
    ({ name, puzzle, se, ours }) => {
      const rating = expectSolvedByLogic(parseGrid(puzzle), name);
      expect(rating).toBe(ours);
      expect(Math.abs(rating - se)).toBeLessThanOrEqual(0.5);
    },
    60_000,
  );
});
