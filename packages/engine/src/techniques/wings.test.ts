import { describe, expect, it } from 'vitest';
import { openStateWith, rc } from '../test-helpers.js';
import { findXyWing } from './wings.js';

describe('XY-Wing', () => {
  it('removes the shared digit from cells that see both pincers', () => {
    // Pivot r1c1, pincers r1c5 (in the row) and r5c1 (in the column).
    const state = openStateWith('r1c1=12 r1c5=13 r5c1=23');
    const step = findXyWing(state, false)!;
    expect(step.technique).toBe('xy-wing');
    expect(step.cells).toEqual([rc(1, 1), rc(1, 5), rc(5, 1)]);
    expect(step.eliminations).toEqual([{ cell: rc(5, 5), digit: 3 }]);
  });

  it('removes from the shared box when pincers sit in one box and one row', () => {
    // Pivot r1c1, pincers r2c2 (in the box) and r1c8 (in the row).
    const state = openStateWith('r1c1=47 r2c2=49 r1c8=79');
    const step = findXyWing(state, false)!;
    // Cells seeing r2c2 and r1c8: r1c2, r1c3 (row 1, box 1) and r2c7, r2c8, r2c9 (row 2, box 3).
    expect(step.eliminations.map((e) => e.cell).sort((a, b) => a - b)).toEqual(
      [rc(1, 2), rc(1, 3), rc(2, 7), rc(2, 8), rc(2, 9)].sort((a, b) => a - b),
    );
  });

  it('does not fire when the pincers share no third digit', () => {
    const state = openStateWith('r1c1=12 r1c5=13 r5c1=24');
    expect(findXyWing(state, false)).toBeUndefined();
  });
});

describe('XYZ-Wing', () => {
  it('removes the shared digit from cells that see the pivot and both pincers (4.4)', () => {
    // Pivot r1c1, pincers r1c5 (in the row) and r2c2 (in the box).
    const state = openStateWith('r1c1=123 r1c5=13 r2c2=23');
    expect(findXyWing(state, false)).toBeUndefined();
    const step = findXyWing(state, true)!;
    expect(step.technique).toBe('xyz-wing');
    expect(step.difficulty).toBe(4.4);
    // Seeing r1c1, r1c5 and r2c2: row 1 inside box 1.
    expect(step.eliminations).toEqual([
      { cell: rc(1, 2), digit: 3 },
      { cell: rc(1, 3), digit: 3 },
    ]);
  });
});
