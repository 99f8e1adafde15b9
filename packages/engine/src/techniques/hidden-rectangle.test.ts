import { describe, expect, it } from 'vitest';
import { mask, openState, rc, removeDigit } from '../test-helpers.js';
import { findHiddenRectangle } from './hidden-rectangle.js';

describe('hidden rectangle', () => {
  it('removes y from the corner opposite the bivalue cell when x is conjugate in its row and column', () => {
    const state = openState();
    state.candidates[rc(1, 1)] = mask(1, 2);
    // 1 appears in row 2 only at r2c1 and r2c4, and in column 4 only at r1c4 and r2c4.
    removeDigit(
      state,
      1,
      [2, 3, 5, 6, 7, 8, 9].map((c) => rc(2, c)),
    );
    removeDigit(
      state,
      1,
      [3, 4, 5, 6, 7, 8, 9].map((r) => rc(r, 4)),
    );
    const step = findHiddenRectangle(state)!;
    expect(step.technique).toBe('hidden-rectangle');
    expect(step.uniqueness).toBe(true);
    expect(step.difficulty).toBe(4.5);
    expect(step.eliminations).toEqual([{ cell: rc(2, 4), digit: 2 }]);
  });

  it('does not fire when x has a third place in the row', () => {
    const state = openState();
    state.candidates[rc(1, 1)] = mask(1, 2);
    removeDigit(
      state,
      1,
      [2, 3, 5, 6, 7, 8].map((c) => rc(2, c)),
    );
    removeDigit(
      state,
      1,
      [3, 4, 5, 6, 7, 8, 9].map((r) => rc(r, 4)),
    );
    expect(findHiddenRectangle(state)).toBeUndefined();
  });
});
