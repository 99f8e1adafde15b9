/** The exit statuses of `sudoku`, as the README and `sudoku --help` document them. */
export const EXIT = {
  /** Everything asked for was done. */
  OK: 0,
  /** Some puzzle had no solution or conflicting givens, or missed its generation target; all others were done and written. */
  PUZZLE_FAILED: 1,
  /** Usage, format, input or output error: nothing was written (an old output file is kept). */
  ERROR: 2,
  /** An unexpected exception: a bug, reported with its stack trace. */
  INTERNAL: 3,
  /** SIGHUP (the terminal closed), 128 + 1 as shells report a process killed by it. */
  HANGUP: 129,
  /** SIGINT (Ctrl-C), 128 + 2. */
  INTERRUPTED: 130,
  /** The reader of the output went away (`| head`), 128 + 13 as for a process killed by SIGPIPE. */
  BROKEN_PIPE: 141,
  /** SIGTERM (`kill`, `timeout`), 128 + 15. */
  TERMINATED: 143,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The signals that stop a run cleanly, and the status each exits with. */
export const SIGNAL_EXIT = {
  SIGHUP: EXIT.HANGUP,
  SIGINT: EXIT.INTERRUPTED,
  SIGTERM: EXIT.TERMINATED,
} as const;

export type StopSignal = keyof typeof SIGNAL_EXIT;
