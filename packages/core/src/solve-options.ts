import { SudokuError, shownValue as shown } from './errors.js';
import type { SolveOptions } from './solver.js';

/**
 * Throws `SUDOKU_USAGE` unless `value` is a whole number ≥ `min` or
 * Infinity: a cap of NaN would never be reached, and one of 2.5 or -1 says
 * nothing a caller can have meant.
 */
export function assertSolutionCap(value: unknown, name: string, min = 1): asserts value is number {
  if (
    typeof value !== 'number' ||
    !(value >= min) ||
    !(Number.isInteger(value) || value === Infinity)
  ) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `${name} must be a whole number ≥ ${min} (or Infinity), got ${shown(value)}`,
    );
  }
}

/**
 * Throws `SUDOKU_USAGE` naming the first option of {@link SolveOptions} that
 * a search could not honour: a cap or time limit that is not a number (NaN
 * would mean "never"), a signal that is not an AbortSignal, a callback that
 * is not a function.
 */
export function assertSolveOptions(options: unknown): asserts options is SolveOptions | undefined {
  if (options === undefined) return;
  if (options === null || typeof options !== 'object') {
    throw new SudokuError('SUDOKU_USAGE', `solve options are an object, got ${shown(options)}`);
  }
  const { maxSolutions, timeLimitMs, signal, onSolution } = options as Record<string, unknown>;
  if (maxSolutions !== undefined) assertSolutionCap(maxSolutions, 'maxSolutions');
  if (timeLimitMs !== undefined && !(typeof timeLimitMs === 'number' && timeLimitMs >= 0)) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `timeLimitMs must be a number of milliseconds ≥ 0, got ${shown(timeLimitMs)}`,
    );
  }
  if (
    signal !== undefined &&
    typeof (signal as { aborted?: unknown } | null)?.aborted !== 'boolean'
  ) {
    throw new SudokuError('SUDOKU_USAGE', `signal must be an AbortSignal, got ${shown(signal)}`);
  }
  if (onSolution !== undefined && typeof onSolution !== 'function') {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `onSolution must be a function, got ${shown(onSolution)}`,
    );
  }
}
