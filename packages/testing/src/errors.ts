import { isSudokuError, type SudokuErrorCode } from '@sudoku/core';

/**
 * Runs `run` and returns the message of the `SudokuError` with `code` it
 * throws; anything else (another error, or no error at all) fails the test.
 */
export function sudokuErrorMessage(code: SudokuErrorCode, run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (isSudokuError(error) && error.code === code) return error.message;
    throw error;
  }
  throw new Error(`expected a ${code} error, but nothing was thrown`);
}
