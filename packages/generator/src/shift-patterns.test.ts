import { isValidSolution } from '@sudoku/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FIRST_ROWS,
  firstRowRankOfIndex,
  indexOf,
  MAX_GRIDS,
  PATTERN_COUNT,
  patternOfIndex,
  SEED_GRIDS,
  SEED_PATTERNS,
  SHIFT_PATTERNS,
} from './shift-patterns.js';

const patterns = Array.from({ length: PATTERN_COUNT }, (_, k) =>
  Array.from(SHIFT_PATTERNS.subarray(9 * k, 9 * k + 9)),
);

/** The grid whose row r is 1..9 rotated right by shifts[r]. */
function rotationGrid(shifts: readonly number[]): Uint8Array {
  const grid = new Uint8Array(81);
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 9; c++) grid[9 * r + c] = ((c - shifts[r] + 9) % 9) + 1;
  return grid;
}

/** Every sequence of 9 distinct shifts that starts with 0 (8! of them). */
function* distinctShiftSequences(): Generator<number[]> {
  const rest = [1, 2, 3, 4, 5, 6, 7, 8];
  function* go(prefix: number[], left: number[]): Generator<number[]> {
    if (left.length === 0) yield prefix;
    for (let i = 0; i < left.length; i++) {
      yield* go([...prefix, left[i]], [...left.slice(0, i), ...left.slice(i + 1)]);
    }
  }
  yield* go([0], rest);
}

describe('shift patterns', () => {
  it('are 144 distinct sequences that keep row 1 and follow the band rule', () => {
    expect(SHIFT_PATTERNS.length).toBe(9 * 144);
    expect(new Set(patterns.map((p) => p.join(''))).size).toBe(144);
    for (const p of patterns) {
      expect(p[0]).toBe(0);
      expect([...p].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      for (let band = 0; band < 3; band++) {
        const residues = p.slice(3 * band, 3 * band + 3).map((s) => s % 3);
        expect(new Set(residues).size).toBe(1);
      }
      expect(p[1] % 3).toBe(0);
    }
  });

  it('are exactly the valid rotation grids: an exhaustive search over all 8! shift orders', () => {
    // Equal shifts give equal rows (a repeated column digit), so only
    // sequences of 9 distinct shifts can be valid; all 40,320 are tried.
    const valid = new Set<string>();
    let tried = 0;
    for (const shifts of distinctShiftSequences()) {
      tried++;
      if (isValidSolution(rotationGrid(shifts))) valid.add(shifts.join(''));
    }
    expect(tried).toBe(40_320);
    expect(valid.size).toBe(144);
    expect(valid).toEqual(new Set(patterns.map((p) => p.join(''))));
  });

  it('never gives a valid grid when two rows share a shift', () => {
    const pair = fc
      .tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 }))
      .filter(([i, j]) => i !== j);
    const shifts = fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 9, maxLength: 9 });
    fc.assert(
      fc.property(pair, shifts, ([i, j], s) => {
        s[0] = 0;
        s[j] = s[i];
        expect(isValidSolution(rotationGrid(s))).toBe(false);
      }),
    );
  });

  it('start with the seed method in the order of gen-ref.c', () => {
    // gen-ref.c's b1/b2 tables, copied by hand: shifts 0,3,6 then b1[a], b2[b].
    const b1 = ['147', '174', '417', '471', '714', '741'];
    const b2 = ['258', '285', '528', '582', '825', '852'];
    const seed = b1.flatMap((x) => b2.map((y) => `036${x}${y}`));
    expect(patterns.slice(0, SEED_PATTERNS).map((p) => p.join(''))).toEqual(seed);
  });

  it('give the documented maximum, 8! · 144', () => {
    let eightFactorial = 1;
    for (let k = 2; k <= 8; k++) eightFactorial *= k;
    expect(FIRST_ROWS).toBe(eightFactorial);
    expect(MAX_GRIDS).toBe(5_806_080);
    expect(SEED_GRIDS).toBe(1_451_520);
    expect(MAX_GRIDS).toBe(eightFactorial * patterns.length);
  });

  it('index ↔ (first-row rank, pattern) is a bijection', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_GRIDS - 1 }), (i) => {
        const rank = firstRowRankOfIndex(i);
        const pattern = patternOfIndex(i);
        expect(rank).toBeGreaterThanOrEqual(0);
        expect(rank).toBeLessThan(FIRST_ROWS);
        expect(pattern).toBeGreaterThanOrEqual(0);
        expect(pattern).toBeLessThan(PATTERN_COUNT);
        expect(indexOf(rank, pattern)).toBe(i);
      }),
    );
    // And onto: every (rank, pattern) pair lands inside the range.
    expect(indexOf(FIRST_ROWS - 1, PATTERN_COUNT - 1)).toBe(MAX_GRIDS - 1);
    expect(indexOf(0, 0)).toBe(0);
  });
});
