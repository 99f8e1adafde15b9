import { isSudokuError } from './errors.js';

/**
 * The message of the SUDOKU_USAGE error `run` throws (core's tests cannot use
 * the testing package's `sudokuErrorMessage`: that package depends on core).
 */
export function usageMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (isSudokuError(error) && error.code === 'SUDOKU_USAGE') return error.message;
    throw error;
  }
  throw new Error('expected a SUDOKU_USAGE error');
}
