import { describe, expect, it } from 'vitest';
import { openStateWithout, rc, rowExcept } from '../test-helpers.js';
import { findDirectLockedCandidates, findLockedCandidates } from './intersections.js';

const box1 = [1, 2, 3].flatMap((r) => [1, 2, 3].map((c) => rc(r, c)));
const box2 = [1, 2, 3].flatMap((r) => [4, 5, 6].map((c) => rc(r, c)));

/** The cells of `box` other than the listed ones. */
const boxExcept = (box: number[], ...keep: number[]) => box.filter((c) => !keep.includes(c));

describe('pointing and claiming', () => {
  it('points: a digit locked in one row of a box leaves the rest of the row (2.6)', () => {
    const state = openStateWithout(5, boxExcept(box1, rc(2, 1), rc(2, 3)));
    const step = findLockedCandidates(state)!;
    expect(step.technique).toBe('pointing');
    expect(step.difficulty).toBe(2.6);
    expect(step.cells).toEqual([rc(2, 1), rc(2, 3)]);
    expect(step.units).toEqual([18, 1]);
    expect(step.eliminations).toEqual(
      [4, 5, 6, 7, 8, 9].map((c) => ({ cell: rc(2, c), digit: 5 })),
    );
    expect(step.explanation).toBe(
      'Pointing: in box 1, 5 can only go in r2c1 and r2c3, all in row 2, so remove 5 from r2c4, r2c5, r2c6, r2c7, r2c8 and r2c9.',
    );
  });

  it('points along columns too', () => {
    const state = openStateWithout(5, boxExcept(box1, rc(1, 3), rc(3, 3)));
    const step = findLockedCandidates(state)!;
    expect(step.eliminations).toEqual(
      [4, 5, 6, 7, 8, 9].map((r) => ({ cell: rc(r, 3), digit: 5 })),
    );
  });

  it('claims: a digit locked in one box of a row leaves the rest of the box (2.8)', () => {
    const state = openStateWithout(9, rowExcept(4, [1, 2]));
    const step = findLockedCandidates(state)!;
    expect(step.technique).toBe('claiming');
    expect(step.difficulty).toBe(2.8);
    expect(step.units).toEqual([3, 21]);
    expect(step.eliminations).toEqual(
      [rc(5, 1), rc(5, 2), rc(5, 3), rc(6, 1), rc(6, 2), rc(6, 3)].map((cell) => ({
        cell,
        digit: 9,
      })),
    );
  });

  it('does not fire when the digit spans two rows and two columns of every box', () => {
    const state = openStateWithout(5, boxExcept(box1, rc(2, 1), rc(3, 2)));
    expect(findLockedCandidates(state)).toBeUndefined();
  });
});

describe('direct pointing', () => {
  it('places the digit the pointing leaves alone in a parallel box (1.7)', () => {
    // Box 1: 5 only in row 1. Box 2: 5 only in r1c4 and r2c5, so pointing
    // removes r1c4 and leaves r2c5.
    const state = openStateWithout(
      5,
      boxExcept(box1, rc(1, 1), rc(1, 2)),
      boxExcept(box2, rc(1, 4), rc(2, 5)),
    );
    const step = findDirectLockedCandidates(state)!;
    expect(step.technique).toBe('direct-pointing');
    expect(step.difficulty).toBe(1.7);
    expect(step.placements).toEqual([{ cell: rc(2, 5), digit: 5 }]);
    expect(step.eliminations).toEqual([]);
    expect(step.explanation).toContain('that leaves r2c5 as the only place for 5 in box 2');
  });
});
