import { describe, expect, it } from 'vitest';
import { mask, openState, rc } from '../test-helpers.js';
import { findLargeWing, wingDifficulty } from './large-wings.js';

describe('WXYZ-Wing', () => {
  it('removes z from cells seeing the pair cell and every z of the set', () => {
    const state = openState();
    state.candidates.fill(mask(5, 6, 7, 8, 9));
    // The set: three cells of row 1 holding 1, 2, 3, 4; the pair cell r5c1 holds 1 or 4.
    state.candidates[rc(1, 1)] = mask(1, 2, 4);
    state.candidates[rc(1, 2)] = mask(2, 3);
    state.candidates[rc(1, 3)] = mask(3, 4);
    state.candidates[rc(5, 1)] = mask(1, 4);
    state.candidates[rc(2, 1)] = mask(4, 9); // sees r5c1 and both 4s of the set
    const step = findLargeWing(state, 3)!;
    expect(step.technique).toBe('wxyz-wing');
    expect(step.difficulty).toBe(5.6);
    expect(step.eliminations).toEqual([{ cell: rc(2, 1), digit: 4 }]);
    expect(step.cells).toEqual([rc(1, 1), rc(1, 2), rc(1, 3), rc(5, 1)]);
  });

  it('does not fire when a cell of the set holding x does not see the pair cell', () => {
    const state = openState();
    state.candidates.fill(mask(5, 6, 7, 8, 9));
    state.candidates[rc(1, 1)] = mask(2, 4);
    state.candidates[rc(1, 2)] = mask(1, 2, 3);
    state.candidates[rc(1, 3)] = mask(3, 4, 1);
    state.candidates[rc(5, 1)] = mask(1, 4);
    state.candidates[rc(2, 1)] = mask(4, 9);
    expect(findLargeWing(state, 3)).toBeUndefined();
  });
});

describe('wing difficulties', () => {
  it('follow the reference: by size, and for WXYZ and VWXYZ by the largest cell', () => {
    expect([2, 3, 4].map((b) => wingDifficulty(3, b))).toEqual([5.5, 5.6, 5.5]);
    expect([2, 3, 4, 5].map((b) => wingDifficulty(4, b))).toEqual([6.3, 6.4, 6.3, 6.2]);
    expect(wingDifficulty(5, 3)).toBe(6.6);
    expect(wingDifficulty(6, 3)).toBe(7.5);
  });
});
