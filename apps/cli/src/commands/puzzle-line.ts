import type { Grid } from '@sudoku/core';

/** What a per-puzzle command says about one puzzle. */
export interface PuzzleLine {
  /** The text line (no newline). */
  text: string;
  /** The same as data, for `--json` (one object per line; the writer puts `"puzzle": N` first). */
  json: Record<string, unknown>;
  /** Set when the puzzle has no solution or conflicting givens: reported on stderr, exit 1. */
  problem?: string;
}

/**
 * The one export of a per-puzzle command's module (src/describe/NAME.ts):
 * what the command says about one puzzle. It runs in worker threads and in
 * the main thread alike, one puzzle at a time, in any order; `grid` is the
 * caller's copy, and `options` are the command's own (plain data).
 */
export type Describe<Options = unknown> = (grid: Grid, options: Options) => PuzzleLine;
