/** The exit statuses of `sudoku`, as the README documents them. */
export const EXIT = {
  /** Everything asked for was done. */
  OK: 0,
  /** Some puzzle had no solution or conflicting givens; all others were solved and written. */
  PUZZLE_FAILED: 1,
  /** Usage, format, input or output error: nothing was written. */
  ERROR: 2,
  /** Interrupted (Ctrl-C); nothing was written. */
  INTERRUPTED: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
