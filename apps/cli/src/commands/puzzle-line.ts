import type { Grid } from '@sudoku/core';

/** What a per-puzzle command says about one puzzle. */
export interface PuzzleLine {
  /** The text line (no newline). */
  text: string;
  /** The same as data, for `--json` (one object per line, after `index`, `input` and `givens`: see puzzle-record.ts). */
  json: Record<string, unknown>;
  /** Set when the puzzle has no solution or conflicting givens: reported on stderr, exit 1. */
  problem?: string;
  /** Left out of the output (a filter such as `rate --rating` did not keep it); a problem is still reported. */
  omit?: boolean;
}

/**
 * The one export of a per-puzzle command's module (src/describe/NAME.ts):
 * what the command says about one puzzle. It runs in worker threads and in
 * the main thread alike, one puzzle at a time, in any order; `grid` is the
 * caller's copy, `options` are the command's own (plain data), and
 * `number` is the puzzle's number in the input, from 1.
 */
export type Describe<Options = unknown> = (
  grid: Grid,
  options: Options,
  number: number,
) => PuzzleLine;

/** What the logic commands' `describe` gets (rate, explain, hint): `--time-limit`, in seconds. */
export interface TimeLimitOptions {
  timeLimit?: number | undefined;
}

/** The engine's budget (`timeLimitMs`) for `--time-limit`. */
export function timeLimitMs(options: TimeLimitOptions | undefined): number | undefined {
  return options?.timeLimit === undefined ? undefined : options.timeLimit * 1000;
}

/**
 * The line of a puzzle the time limit stopped: "timeout: no rating within
 * 2 s", with `status: "timeout"` in JSON (the engine's word), reported on
 * stderr (exit 1). `json` adds what the command keeps of the work done.
 */
export function timedOut(
  what: string,
  options: TimeLimitOptions | undefined,
  json: Record<string, unknown> = {},
): PuzzleLine {
  const reason = `no ${what} within ${options?.timeLimit} s`;
  return {
    text: `timeout: ${reason}`,
    json: { status: 'timeout', reason, ...json },
    problem: reason,
  };
}
