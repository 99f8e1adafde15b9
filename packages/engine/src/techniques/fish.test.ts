import { describe, expect, it } from 'vitest';
import { openState, rc, removeDigit } from '../test-helpers.js';
import { findFish } from './fish.js';

const outside = (row: number, keep: number[]) =>
  [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((c) => !keep.includes(c)).map((c) => rc(row, c));

describe('X-Wing', () => {
  it('removes the digit from the two columns outside the two rows', () => {
    const state = openState();
    removeDigit(state, 5, outside(2, [3, 8]));
    removeDigit(state, 5, outside(7, [3, 8]));
    const step = findFish(state, 2)!;
    expect(step.technique).toBe('x-wing');
    expect(step.cells).toEqual([rc(2, 3), rc(2, 8), rc(7, 3), rc(7, 8)]);
    expect(step.explanation).toMatch(
      /^X-Wing: in rows 2 and 7, digit 5 can only go in columns 3 and 8, so 5 fills one cell of each of those and leaves the rest of them: remove 5 from r1c3, r1c8, /,
    );
    expect(step.eliminations).toHaveLength(14);
    for (const e of step.eliminations) {
      expect(e.digit).toBe(5);
      expect([2, 7]).not.toContain(Math.floor(e.cell / 9) + 1);
      expect([3, 8]).toContain((e.cell % 9) + 1);
    }
  });

  it('does not fire when one row has a third place', () => {
    const state = openState();
    removeDigit(state, 5, outside(2, [3, 8]));
    removeDigit(state, 5, outside(7, [3, 8, 9]));
    expect(findFish(state, 2)).toBeUndefined();
  });
});

describe('Swordfish', () => {
  it('removes the digit from three columns outside three rows', () => {
    const state = openState();
    removeDigit(state, 5, outside(1, [1, 4]));
    removeDigit(state, 5, outside(5, [4, 7]));
    removeDigit(state, 5, outside(9, [1, 7]));
    expect(findFish(state, 2)).toBeUndefined();
    const step = findFish(state, 3)!;
    expect(step.technique).toBe('swordfish');
    expect(step.explanation).toMatch(
      /^Swordfish: in rows 1, 5 and 9, digit 5 can only go in columns 1, 4 and 7, so /,
    );
    expect(step.eliminations).toHaveLength(18);
    for (const e of step.eliminations) {
      expect([1, 5, 9]).not.toContain(Math.floor(e.cell / 9) + 1);
      expect([1, 4, 7]).toContain((e.cell % 9) + 1);
    }
  });

  it('does not fire when the rows use four columns', () => {
    const state = openState();
    removeDigit(state, 5, outside(1, [1, 4]));
    removeDigit(state, 5, outside(5, [4, 7]));
    removeDigit(state, 5, outside(9, [1, 8]));
    expect(findFish(state, 3)).toBeUndefined();
  });
});
