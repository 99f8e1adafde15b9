import { describe, expect, it } from 'vitest';
import { openState, rc, removeDigit } from '../test-helpers.js';
import { findBoxLineReduction, findPointing } from './intersections.js';

const box1 = [1, 2, 3].flatMap((r) => [1, 2, 3].map((c) => rc(r, c)));

describe('pointing', () => {
  it('removes a digit locked in one row of a box from the rest of the row', () => {
    const state = openState();
    removeDigit(
      state,
      5,
      box1.filter((c) => c !== rc(2, 1) && c !== rc(2, 3)),
    );
    const step = findPointing(state)!;
    expect(step.technique).toBe('pointing');
    expect(step.cells).toEqual([rc(2, 1), rc(2, 3)]);
    expect(step.eliminations).toEqual(
      [4, 5, 6, 7, 8, 9].map((c) => ({ cell: rc(2, c), digit: 5 })),
    );
    expect(step.explanation).toContain('in box 1, 5 can only go in row 2');
  });

  it('works on columns', () => {
    const state = openState();
    removeDigit(
      state,
      5,
      box1.filter((c) => c !== rc(1, 3) && c !== rc(3, 3)),
    );
    const step = findPointing(state)!;
    expect(step.eliminations).toEqual(
      [4, 5, 6, 7, 8, 9].map((r) => ({ cell: rc(r, 3), digit: 5 })),
    );
  });

  it('does not fire when the digit spans two rows and two columns', () => {
    const state = openState();
    removeDigit(
      state,
      5,
      box1.filter((c) => c !== rc(2, 1) && c !== rc(3, 2)),
    );
    expect(findPointing(state)).toBeUndefined();
  });
});

describe('box/line reduction', () => {
  it('removes a digit locked in one box of a row from the rest of the box', () => {
    const state = openState();
    removeDigit(
      state,
      9,
      [3, 4, 5, 6, 7, 8, 9].map((c) => rc(4, c)),
    );
    const step = findBoxLineReduction(state)!;
    expect(step.technique).toBe('box-line-reduction');
    expect(step.unit).toBe(3);
    expect(step.eliminations).toEqual(
      [rc(5, 1), rc(5, 2), rc(5, 3), rc(6, 1), rc(6, 2), rc(6, 3)].map((cell) => ({
        cell,
        digit: 9,
      })),
    );
    expect(step.explanation).toContain('in row 4, 9 can only go in box 4');
  });

  it('does not fire when the digit spans two boxes of the line', () => {
    const state = openState();
    removeDigit(
      state,
      9,
      [3, 4, 6, 7, 8, 9].map((c) => rc(4, c)),
    );
    expect(findBoxLineReduction(state)).toBeUndefined();
  });
});
