import { describe, expect, it } from 'vitest';
import { firstRowAt, firstRowRank, nextFirstRow } from './first-row.js';

function compare(a: ArrayLike<number>, b: ArrayLike<number>): number {
  for (let i = 0; i < 9; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

function isPermutation(row: ArrayLike<number>): boolean {
  let seen = 0;
  for (let i = 0; i < 9; i++) seen |= 1 << row[i];
  return seen === 0x3fe;
}

describe('first rows', () => {
  for (const corner of [1, 8, 9]) {
    it(`enumerates all 8! rows with corner ${corner}, in lexicographic order`, () => {
      // Plain loops and counters: 40,320 expect() calls would take seconds.
      const walked = firstRowAt(0, corner, new Uint8Array(9));
      const seen = new Set<string>();
      const previous = new Uint8Array(9);
      const problems: string[] = [];
      for (let rank = 0; rank < 40_320; rank++) {
        const row = firstRowAt(rank, corner, new Uint8Array(9));
        if (row[0] !== corner || !isPermutation(row)) problems.push(`${rank}: ${row}`);
        if (firstRowRank(row) !== rank) problems.push(`${rank}: rank ${firstRowRank(row)}`);
        if (compare(row, walked) !== 0) problems.push(`${rank}: next-permutation gave ${walked}`);
        if (rank > 0 && compare(previous, row) >= 0) problems.push(`${rank}: not increasing`);
        if (nextFirstRow(walked) !== rank < 40_319) problems.push(`${rank}: wrong wrap`);
        previous.set(row);
        seen.add(row.join(''));
      }
      expect(problems.slice(0, 5)).toEqual([]);
      expect(seen.size).toBe(40_320);
      expect(walked).toEqual(firstRowAt(0, corner, new Uint8Array(9))); // wrapped to the first
    });
  }

  it('starts with the remaining digits in ascending order', () => {
    expect([...firstRowAt(0, 8, new Uint8Array(9))]).toEqual([8, 1, 2, 3, 4, 5, 6, 7, 9]);
    expect([...firstRowAt(40_319, 8, new Uint8Array(9))]).toEqual([8, 9, 7, 6, 5, 4, 3, 2, 1]);
    expect([...firstRowAt(1, 3, new Uint8Array(9))]).toEqual([3, 1, 2, 4, 5, 6, 7, 9, 8]);
  });
});
