import { describe, expect, it } from 'vitest';
import type { CandidateState } from '../candidate-state.js';
import { mask, rc, withCandidates } from '../test-helpers.js';
import { findUniqueLoop, loopDifficulty } from './unique-loops.js';

/** A board where no cell holds both 1 and 2 except the ones a test sets. */
function board(cells: string): CandidateState {
  const state = {
    digits: new Uint8Array(81),
    candidates: new Uint16Array(81).fill(mask(3, 4, 5, 6, 7, 8, 9)),
  };
  return withCandidates(state, cells);
}

describe('unique rectangles', () => {
  it('type 1: the one cell with extra candidates loses both digits', () => {
    const step = findUniqueLoop(board('r1c1=12 r1c4=12 r2c1=12 r2c4=123'))!;
    expect(step.technique).toBe('unique-rectangle');
    expect(step.name).toBe('Unique rectangle type 1');
    expect(step.difficulty).toBe(4.5);
    expect(step.uniqueness).toBe(true);
    expect(step.eliminations).toEqual([
      { cell: rc(2, 4), digit: 1 },
      { cell: rc(2, 4), digit: 2 },
    ]);
  });

  it('type 2 before type 4: the shared extra digit leaves the cells seeing both', () => {
    const step = findUniqueLoop(board('r1c1=12 r1c4=12 r2c1=123 r2c4=123'))!;
    expect(step.name).toBe('Unique rectangle type 2');
    expect(step.eliminations.map((e) => e.cell)).toEqual(
      [2, 3, 5, 6, 7, 8, 9].map((c) => rc(2, c)),
    );
    expect(step.eliminations.every((e) => e.digit === 3)).toBe(true);
  });

  it('ignores four cells that do not span exactly two boxes', () => {
    expect(findUniqueLoop(board('r1c1=12 r1c2=12 r2c1=12 r2c2=123'))).toBeUndefined();
  });
});

describe('unique loops', () => {
  it('type 1 on a six-cell loop through the three boxes of a band (4.6)', () => {
    const step = findUniqueLoop(board('r1c1=12 r1c4=12 r2c4=12 r2c7=12 r3c7=12 r3c1=125'))!;
    expect(step.technique).toBe('unique-loop');
    expect(step.difficulty).toBe(4.6);
    expect(step.eliminations).toEqual([
      { cell: rc(3, 1), digit: 1 },
      { cell: rc(3, 1), digit: 2 },
    ]);
  });

  it('rates longer loops as the reference does', () => {
    expect([4, 6, 8, 10, 12].map(loopDifficulty)).toEqual([4.5, 4.6, 4.7, 5.0, 5.0]);
  });
});
