import { describe, expect, it } from 'vitest';
import { mask, openState, rc } from '../test-helpers.js';
import { findAlignedExclusion } from './aligned-exclusion.js';

describe('aligned pair exclusion', () => {
  it('removes a digit no allowed pair of values uses (6.2)', () => {
    const state = openState();
    state.candidates[rc(1, 1)] = mask(1, 2);
    state.candidates[rc(1, 3)] = mask(1, 3);
    state.candidates[rc(1, 4)] = mask(2, 3);
    // r1c1 and r1c2: r1c2 = 3 would leave r1c3 (with r1c1 = 1) or r1c4 (with r1c1 = 2) empty.
    const step = findAlignedExclusion(state, 2)!;
    expect(step.technique).toBe('aligned-pair-exclusion');
    expect(step.difficulty).toBe(6.2);
    expect(step.eliminations).toContainEqual({ cell: rc(1, 2), digit: 3 });
    for (const e of step.eliminations) expect(e.digit).toBe(3);
  });

  it('needs two common excluders', () => {
    const state = openState();
    state.candidates[rc(1, 1)] = mask(1, 2);
    state.candidates[rc(1, 3)] = mask(1, 3);
    expect(findAlignedExclusion(state, 2)).toBeUndefined();
  });
});
