import { SudokuError, shownValue as shown } from './errors.js';
import type { SolveOptions } from './solver.js';

/**
 * The options object a function was given, `{}` for none (undefined or
 * null). Throws `SUDOKU_USAGE` for anything but an object, and for a key
 * outside `known`, naming `owner` ("generatePuzzle has no option givns; it
 * takes …"): a misspelt option would otherwise be ignored without a word.
 */
export function readOptions<T extends object>(
  owner: string,
  options: T | null | undefined,
  known: readonly string[],
): T {
  if (options == null) return {} as T;
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `${owner} takes an options object, got ${shown(options)}`,
    );
  }
  for (const key of Object.keys(options)) {
    if (!known.includes(key)) {
      const takes = known.length ? `; it takes ${known.join(', ')}` : '; it takes no options';
      throw new SudokuError('SUDOKU_USAGE', `${owner} has no option ${key}${takes}`);
    }
  }
  return options;
}

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

/** Throws `SUDOKU_USAGE` unless `value` is a function (a callback option named `name`). */
export function assertFunction(value: unknown, name: string): void {
  if (typeof value !== 'function')
    throw new SudokuError('SUDOKU_USAGE', `${name} must be a function`);
}

/**
 * Throws `SUDOKU_USAGE` unless `value` is undefined, true or false: a flag
 * of "no" or 1 would otherwise be read as true, and end up in results typed
 * boolean.
 */
export function assertFlag(value: unknown, name: string): asserts value is boolean | undefined {
  if (value !== undefined && typeof value !== 'boolean')
    throw new SudokuError('SUDOKU_USAGE', `${name} must be true or false, got ${shown(value)}`);
}

/** The keys of {@link SolveOptions}. */
const SOLVE_OPTIONS = ['maxSolutions', 'onSolution', 'signal', 'timeLimitMs'];

/**
 * Throws `SUDOKU_USAGE` naming the first option of {@link SolveOptions} that
 * a search could not honour: an unknown key (a misspelt cap would quietly
 * mean 1), a cap or time limit that is not a number (NaN would mean
 * "never"), a signal that is not an AbortSignal, a callback that is not a
 * function.
 */
export function assertSolveOptions(options: unknown): asserts options is SolveOptions | undefined {
  if (options === undefined) return;
  const { maxSolutions, timeLimitMs, signal, onSolution } = readOptions(
    'solve',
    options as Record<string, unknown> | null,
    SOLVE_OPTIONS,
  );
  if (maxSolutions !== undefined) assertSolutionCap(maxSolutions, 'maxSolutions');
  assertTimeLimit(timeLimitMs, 'timeLimitMs');
  assertSignal(signal, 'signal');
  if (onSolution !== undefined) assertFunction(onSolution, 'onSolution');
}

/** Throws `SUDOKU_USAGE` unless `value` is absent or a number of milliseconds ≥ 0 (NaN would mean "never"). */
export function assertTimeLimit(value: unknown, name: string): asserts value is number | undefined {
  if (value !== undefined && !(typeof value === 'number' && value >= 0)) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `${name} must be a number of milliseconds ≥ 0, got ${shown(value)}`,
    );
  }
}

/** Throws `SUDOKU_USAGE` unless `value` is absent or an AbortSignal. */
export function assertSignal(
  value: unknown,
  name: string,
): asserts value is AbortSignal | undefined {
  if (value !== undefined && typeof (value as { aborted?: unknown } | null)?.aborted !== 'boolean')
    throw new SudokuError('SUDOKU_USAGE', `${name} must be an AbortSignal, got ${shown(value)}`);
}
