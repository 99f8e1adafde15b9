import type { Difficulty, Symmetry } from '@sudoku/engine';

// Defaults and choice lists the command registrations show in --help. They
// live here, apart from the implementations, so that registering a command
// loads nothing heavy: each command imports its implementation (and with it
// the engine, the pipeline …) only when it runs.

/** `sudoku -c N`: the largest N, the generator's proven MAX_GRIDS (a test keeps them equal). */
export const MAX_GRIDS = 5_806_080;

/** `sudoku -c`: the top-left digit when neither --first-digit nor --student-id is given. */
export const DEFAULT_CORNER_DIGIT = 8;

/** `sudoku all`: solutions written to the file unless --max says otherwise. */
export const DEFAULT_KEEP = 1_000_000;

/**
 * `sudoku all`: counting stops here by default (then "at least N
 * solutions"): an almost empty grid has astronomically many solutions (the
 * empty one 6.7e21).
 */
export const DEFAULT_COUNT_LIMIT = 100_000_000;

/** `sudoku count`: the default cap; a wide-open grid stays a fraction of a second. */
export const DEFAULT_COUNT_CAP = 100_000;

/** `sudoku generate --symmetry`; a test keeps it equal to the engine's list. */
export const SYMMETRY_CHOICES: readonly Symmetry[] = [
  'none',
  'rot180',
  'rot90',
  'mirror',
  'diagonal',
];

/** `sudoku generate --difficulty`; a test keeps it equal to the engine's list. */
export const DIFFICULTY_CHOICES: readonly Difficulty[] = [
  'easy',
  'medium',
  'hard',
  'fiendish',
  'diabolical',
  'extreme',
];
