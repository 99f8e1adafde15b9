import { createHash } from 'node:crypto';
import { parseGrid } from '@sudoku/core';
import { EASTER_MONSTER } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { applyStep, createCandidateState } from '../candidate-state.js';
import { ForcingScratch } from '../chains/forcing-chains.js';
import { LADDER } from '../ladder.js';
import { SearchScratch } from '../search-scratch.js';
import { LadderMemory, simplestStep } from '../simplest-step.js';
import type { Step } from '../step.js';
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

/** Puzzles whose steps were pinned before the inner findings were remembered, and the memos each uses. */
const PINNED = [
  {
    name: 'AI Escargot',
    puzzle: HARDEST[1].puzzle,
    steps: 133,
    sha256: '4d4186bbdcab88ba628765e299c392d0325623a3d5366a0f7347cef1c3437bb7',
    memos: ['chains'] as const,
  },
  {
    name: 'Easter Monster',
    puzzle: EASTER_MONSTER.puzzle,
    steps: 141,
    sha256: 'ce6fd953a31a059e4d059f5931016c4e858ca5c0a275f51daf5ebb1f455d3415',
    memos: ['chains', 'multiple'] as const,
  },
];

describe('inner findings remembered across start boards (data)', () => {
  it.each(PINNED)(
    'change no step of $name, and are used',
    ({ puzzle, steps, sha256, memos }) => {
      // solveLogically's loop, with a scratch the test can look into.
      const scratch = new SearchScratch();
      const state = createCandidateState(parseGrid(puzzle));
      const memory = new LadderMemory();
      const found: Step[] = [];
      for (;;) {
        const step = simplestStep(state, { unique: true, scratch }, LADDER, memory);
        if (!step) break;
        applyStep(state, step);
        found.push(step);
      }
      const { reused } = scratch.get(ForcingScratch).nested;
      // The steps of the engine before the memos, pinned by their text's SHA-256.
      expect(found).toHaveLength(steps);
      expect(
        createHash('sha256')
          .update(found.map((step) => step.explanation).join('\n'))
          .digest('hex'),
      ).toBe(sha256);
      for (const memo of memos) expect(reused[memo]).toBeGreaterThan(0);
    },
    60_000,
  );
});
