import { SudokuError } from '@sudoku/core';
import { assertFlag, shownValue } from '@sudoku/core/kernel';

// The checks of the step solver's options; internal (not re-exported from the index).

/**
 * Throws `SUDOKU_USAGE` naming `owner` unless `assumeUnique` is a flag and
 * `ceiling` a number (or each absent): a ceiling of "x" or NaN is never
 * passed, so the solve would run on past any limit meant.
 */
export function assertLogicOptions(owner: string, assumeUnique: unknown, ceiling: unknown): void {
  assertFlag(assumeUnique, `${owner}: assumeUnique`);
  if (ceiling !== undefined && !(typeof ceiling === 'number' && !Number.isNaN(ceiling))) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `${owner}: ceiling must be a number, got ${shownValue(ceiling)}`,
    );
  }
}
