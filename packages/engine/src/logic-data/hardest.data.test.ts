import { createHash } from 'node:crypto';
import { parseGrid } from '@sudoku/core';
import { EASTER_MONSTER } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { chainFindingMemo } from '../chains/nested-chains.js';
import { solveLogically } from '../step-solver.js';
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

describe('findings of chains and cycles remembered across start boards (data)', () => {
  it('change no step of AI Escargot, and are used', () => {
    chainFindingMemo.reused = 0;
    const steps = solveLogically(parseGrid(HARDEST[1].puzzle), { assumeUnique: true }).steps;
    // The 133 steps of the engine before the memo, pinned by their text's SHA-256.
    expect(steps).toHaveLength(133);
    expect(
      createHash('sha256')
        .update(steps.map((step) => step.explanation).join('\n'))
        .digest('hex'),
    ).toBe('4d4186bbdcab88ba628765e299c392d0325623a3d5366a0f7347cef1c3437bb7');
    expect(chainFindingMemo.reused).toBeGreaterThan(0);
  }, 60_000);
});
