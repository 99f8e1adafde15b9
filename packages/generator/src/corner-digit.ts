import { SudokuError } from '@sudoku/core';
import { shownValue } from '@sudoku/core/kernel';

/** The corner digit when none is given (the classic interface's reference output uses 8). */
export const DEFAULT_CORNER_DIGIT = 8;

/** Throws `SUDOKU_USAGE` unless `digit` is an integer 1-9. */
export function assertCornerDigit(digit: number): void {
  if (!Number.isInteger(digit) || digit < 1 || digit > 9) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `the corner digit must be an integer from 1 to 9, got ${shownValue(digit)}`,
    );
  }
}

/**
 * The classic interface's rule for the top-left digit: (sum of the last two
 * digits of the student number) mod 9 + 1. Throws `SUDOKU_USAGE` unless `id` is a string
 * ending in two digits 0-9.
 */
export function cornerDigitFromStudentId(id: string): number {
  if (typeof id !== 'string') {
    // A number's message would otherwise claim it does not end in two digits.
    throw new SudokuError(
      'SUDOKU_USAGE',
      `a student id is a string (a number loses its leading zeros), got ${shownValue(id)}`,
    );
  }
  const match = /([0-9])([0-9])$/.exec(id);
  if (match === null) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `student id ${JSON.stringify(id)} must end in two digits (the corner digit is their sum mod 9 + 1)`,
    );
  }
  return ((Number(match[1]) + Number(match[2])) % 9) + 1;
}
