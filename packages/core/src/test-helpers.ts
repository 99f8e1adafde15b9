import { isSudokuError, PuzzleFormatError } from './errors.js';
import { parsePuzzles } from './parse-puzzles.js';

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

/** The format error `parsePuzzles(input)` throws. */
export function formatError(input: Uint8Array | string): PuzzleFormatError {
  try {
    parsePuzzles(input);
  } catch (error) {
    if (error instanceof PuzzleFormatError) return error;
    throw error;
  }
  throw new Error('expected a format error');
}
