import { describe, expect, it } from 'vitest';
import { openStateWith, rc } from '../test-helpers.js';
import { findAlignedExclusion } from './aligned-exclusion.js';

describe('aligned pair exclusion', () => {
  it('removes a digit no allowed pair of values uses (6.2)', () => {
    // r1c1 and r1c2: r1c2 = 3 would leave r1c3 (with r1c1 = 1) or r1c4 (with r1c1 = 2) empty.
    const step = findAlignedExclusion(openStateWith('r1c1=12 r1c3=13 r1c4=23'), 2)!;
    expect(step.technique).toBe('aligned-pair-exclusion');
    expect(step.difficulty).toBe(6.2);
    expect(step.eliminations).toContainEqual({ cell: rc(1, 2), digit: 3 });
    for (const e of step.eliminations) expect(e.digit).toBe(3);
  });

  it('needs two common excluders', () => {
    expect(findAlignedExclusion(openStateWith('r1c1=12 r1c3=13'), 2)).toBeUndefined();
  });
});
