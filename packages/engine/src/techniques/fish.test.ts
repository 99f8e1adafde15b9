import { describe, expect, it } from 'vitest';
import { openStateWithout, rc, rowExcept } from '../test-helpers.js';
import { findFish } from './fish.js';

describe('X-Wing', () => {
  it('removes the digit from the two columns outside the two rows', () => {
    const state = openStateWithout(5, rowExcept(2, [3, 8]), rowExcept(7, [3, 8]));
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
    const state = openStateWithout(5, rowExcept(2, [3, 8]), rowExcept(7, [3, 8, 9]));
    expect(findFish(state, 2)).toBeUndefined();
  });
});

describe('Swordfish', () => {
  /** A board whose 5s in rows 1, 5 and 9 sit only in columns 1 and 4, 4 and 7, and `row9`. */
  const swordfishRows = (row9: number[]) =>
    openStateWithout(5, rowExcept(1, [1, 4]), rowExcept(5, [4, 7]), rowExcept(9, row9));

  it('removes the digit from three columns outside three rows', () => {
    const state = swordfishRows([1, 7]);
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
    const state = swordfishRows([1, 8]);
    expect(findFish(state, 3)).toBeUndefined();
  });
});
