import type { Grid } from '@sudoku/core';
import { assertCornerDigit, DEFAULT_CORNER_DIGIT } from './corner-digit.js';
import { firstRowAt, firstRowRank } from './first-row.js';
import { assertGridRange } from './grid-range.js';
import {
  firstRowRankOfIndex,
  indexOf,
  PATTERN_COUNT,
  patternOfIndex,
  SHIFT_PATTERNS,
} from './shift-patterns.js';

/**
 * Grid `index` (0 ≤ index < MAX_GRIDS) for `cornerDigit`, by random access:
 * the same grid the writers emit at that position. Allocates; for bulk output
 * use {@link createGridWriter}.
 */
export function generateGrid(index: number, cornerDigit: number = DEFAULT_CORNER_DIGIT): Grid {
  assertCornerDigit(cornerDigit);
  assertGridRange(index, 1);
  const row = firstRowAt(firstRowRankOfIndex(index), cornerDigit, new Uint8Array(9));
  const pattern = patternOfIndex(index) * 9;
  const grid = new Uint8Array(81);
  for (let r = 0; r < 9; r++) {
    const shift = SHIFT_PATTERNS[pattern + r];
    for (let c = 0; c < 9; c++) grid[9 * r + c] = row[(c - shift + 9) % 9];
  }
  return grid;
}

// Pattern number by its shifts read as a base-9 number (rows 2-9).
const PATTERN_BY_SHIFTS = new Map<number, number>();
for (let k = 0; k < PATTERN_COUNT; k++) {
  let key = 0;
  for (let r = 1; r < 9; r++) key = key * 9 + SHIFT_PATTERNS[9 * k + r];
  PATTERN_BY_SHIFTS.set(key, k);
}

/**
 * The inverse of {@link generateGrid}: the index of `grid` among the grids of
 * its own corner digit (`grid[0]`), or −1 when the method never makes it.
 * It reads P off row 1 and each row's shift off where P[0] sits, which is
 * the injectivity argument of docs/grid-generator.md turned into code.
 */
export function gridIndexOf(grid: ArrayLike<number>): number {
  if (grid.length !== 81) return -1;
  let seen = 0;
  for (let c = 0; c < 9; c++) {
    const v = grid[c];
    if (!(v >= 1 && v <= 9)) return -1;
    seen |= 1 << v;
  }
  if (seen !== 0x3fe) return -1;
  let key = 0;
  for (let r = 1; r < 9; r++) {
    let shift = 0;
    while (shift < 9 && grid[9 * r + shift] !== grid[0]) shift++;
    if (shift === 9) return -1;
    for (let c = 0; c < 9; c++) if (grid[9 * r + c] !== grid[(c - shift + 9) % 9]) return -1;
    key = key * 9 + shift;
  }
  const pattern = PATTERN_BY_SHIFTS.get(key);
  return pattern === undefined ? -1 : indexOf(firstRowRank(grid), pattern);
}
