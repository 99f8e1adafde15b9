import { describe, expect, it } from 'vitest';
import {
  openState,
  openStateWith,
  rc,
  removeDigit,
  rowExcept,
  withCandidates,
} from '../test-helpers.js';
import { findHiddenSubset, findNakedSubset } from './subsets.js';

/** An open board where each listed digit is left in row 1 only in its listed columns. */
function row1Places(places: Record<number, number[]>) {
  const state = openState();
  for (const [digit, columns] of Object.entries(places))
    removeDigit(state, Number(digit), rowExcept(1, columns));
  return state;
}

describe('naked pair', () => {
  it('removes the pair digits from the rest of the unit', () => {
    const step = findNakedSubset(openStateWith('r1c1=38 r1c5=38'), 2)!;
    expect(step.technique).toBe('naked-pair');
    expect(step.difficulty).toBe(3.0);
    expect(step.cells).toEqual([rc(1, 1), rc(1, 5)]);
    expect([...new Set(step.candidates.map((c) => c.digit))].sort()).toEqual([3, 8]);
    expect(step.units).toEqual([0]);
    expect(step.eliminations).toHaveLength(14);
    for (const e of step.eliminations) {
      expect(e.cell).toBeGreaterThanOrEqual(rc(1, 2));
      expect(e.cell).toBeLessThanOrEqual(rc(1, 9));
      expect([3, 8]).toContain(e.digit);
    }
  });

  it('does not fire on two different pairs', () => {
    const state = openStateWith('r1c1=38 r1c2=39');
    expect(findNakedSubset(state, 2)).toBeUndefined();
  });

  it('does not fire when nothing would be removed', () => {
    const state = withCandidates(row1Places({ 3: [1, 2], 8: [1, 2] }), 'r1c1=38 r1c2=38');
    // The same two cells also share box 1, where 3 and 8 are still open.
    const step = findNakedSubset(state, 2)!;
    expect(step.units).toEqual([18]);
  });
});

describe('naked triple', () => {
  it('removes three digits held by three cells', () => {
    const state = openStateWith('r1c1=12 r1c4=23 r1c7=13');
    const step = findNakedSubset(state, 3)!;
    expect(step.technique).toBe('naked-triple');
    expect([...new Set(step.candidates.map((c) => c.digit))].sort()).toEqual([1, 2, 3]);
    expect(step.eliminations).toHaveLength(18);
  });

  it('does not fire when the three cells hold four digits', () => {
    const state = openStateWith('r1c1=12 r1c4=23 r1c7=14');
    expect(findNakedSubset(state, 3)).toBeUndefined();
  });
});

describe('hidden pair', () => {
  it('clears the other candidates of the two cells', () => {
    const state = row1Places({ 4: [2, 7], 6: [2, 7] });
    const step = findHiddenSubset(state, 2)!;
    expect(step.technique).toBe('hidden-pair');
    expect(step.cells).toEqual([rc(1, 2), rc(1, 7)]);
    expect([...new Set(step.candidates.map((c) => c.digit))].sort()).toEqual([4, 6]);
    expect(step.eliminations).toHaveLength(14);
    for (const e of step.eliminations) expect([4, 6]).not.toContain(e.digit);
    expect(step.explanation).toBe(
      'Hidden pair: in row 1, digits 4 and 6 can only go in r1c2 and r1c7, so those cells hold nothing else: remove 1, 2, 3, 5, 7, 8 and 9 from r1c2 and r1c7.',
    );
  });

  it('does not fire when one digit has a third place', () => {
    const state = row1Places({ 4: [2, 7], 6: [2, 7, 8] });
    expect(findHiddenSubset(state, 2)).toBeUndefined();
  });
});

describe('hidden triple', () => {
  it('clears the other candidates of three cells', () => {
    const state = row1Places({ 1: [1, 2], 2: [2, 3], 3: [1, 3] });
    const step = findHiddenSubset(state, 3)!;
    expect(step.technique).toBe('hidden-triple');
    expect(step.cells).toEqual([rc(1, 1), rc(1, 2), rc(1, 3)]);
    expect(step.eliminations).toHaveLength(18);
  });

  it('does not fire when the digits need four cells', () => {
    const state = row1Places({ 1: [1, 2], 2: [2, 3], 3: [1, 4] });
    expect(findHiddenSubset(state, 3)).toBeUndefined();
  });
});
