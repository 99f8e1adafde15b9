import { kindOf } from './value-kind.js';

/** Stable machine-readable codes carried by every {@link SudokuError}. */
export type SudokuErrorCode =
  | 'SUDOKU_FORMAT'
  | 'SUDOKU_BAD_GRID'
  | 'SUDOKU_UNKNOWN_STRATEGY'
  | 'SUDOKU_BAD_PLUGIN'
  | 'SUDOKU_USAGE'
  | 'SUDOKU_IO';

/**
 * The one base class for errors this toolkit throws on purpose. `code` is
 * stable across versions, so callers switch on it instead of on messages.
 */
export class SudokuError extends Error {
  readonly code: SudokuErrorCode;

  constructor(code: SudokuErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SudokuError';
    this.code = code;
  }
}

/**
 * A wrong argument as a message shows it: strings quoted, so "3" is not
 * mistaken for 3, and objects by their kind ("an object", "an array",
 * "Uint8Array"), never as "[object Object]".
 */
export function shownValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  return typeof value === 'object' && value !== null ? kindOf(value) : String(value);
}

/** Where in a text a format error was found; all numbers are 1-based. */
export interface TextLocation {
  /** The puzzle being read when the error was found. */
  puzzle: number;
  line: number;
  column: number;
}

/** A puzzle file that does not follow any accepted layout. */
export class PuzzleFormatError extends SudokuError {
  readonly location: TextLocation;
  /** The message without its location prefix. */
  readonly reason: string;

  constructor(location: TextLocation, reason: string) {
    super(
      'SUDOKU_FORMAT',
      `puzzle ${location.puzzle}, line ${location.line}, column ${location.column}: ${reason}`,
    );
    this.name = 'PuzzleFormatError';
    this.location = location;
    this.reason = reason;
  }
}

/** Returns true when `value` is a {@link SudokuError} (also across realms and copies of core). */
export function isSudokuError(value: unknown): value is SudokuError {
  return (
    value instanceof SudokuError ||
    (value instanceof Error &&
      typeof (value as unknown as { code?: unknown }).code === 'string' &&
      (value as unknown as { code: string }).code.startsWith('SUDOKU_'))
  );
}
