import { SudokuError } from '@sudoku/core';
import { shownValue } from '@sudoku/core/kernel';
import { MAX_GRIDS } from './shift-patterns.js';

/**
 * Throws `SUDOKU_USAGE` unless grids `start` … `start + count − 1` exist:
 * whole numbers with 0 ≤ start and start + count ≤ {@link MAX_GRIDS}. The
 * message names the maximum.
 */
export function assertGridRange(start: number, count: number): void {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `grid count must be a whole number ≥ 0, got ${shownValue(count)}`,
    );
  }
  if (!Number.isSafeInteger(start) || start < 0) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `first grid index must be a whole number ≥ 0, got ${shownValue(start)}`,
    );
  }
  if (start + count > MAX_GRIDS) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      start === 0
        ? `at most ${MAX_GRIDS} distinct grids exist per corner digit, asked for ${count}`
        : count === 1
          ? `there is no grid ${start}: the ${MAX_GRIDS} distinct grids are numbered 0 to ${MAX_GRIDS - 1}`
          : `grids ${start}..${start + count - 1} go past the last of ${MAX_GRIDS} distinct grids`,
    );
  }
}
