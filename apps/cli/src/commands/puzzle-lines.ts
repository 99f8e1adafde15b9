import type { Grid } from '@sudoku/core';
import { createProgress } from '../batch/progress.js';
import { withOutput } from '../io/output.js';
import { TextOutput } from '../io/text-output.js';
import type { Reporter } from './reporter.js';

/** What a per-puzzle command says about one puzzle. */
export interface PuzzleLine {
  /** The text line (no newline). */
  text: string;
  /** The same as data, for `--json` (one object per line). */
  json: Record<string, unknown>;
  /** Set when the puzzle has no solution or conflicting givens: reported on stderr, exit 1. */
  problem?: string;
}

export interface PuzzleLinesOptions {
  grids: readonly Grid[];
  describe(grid: Grid, index: number): PuzzleLine;
  json: boolean;
  output: string | undefined;
  /** Progress bar label ("rating"). */
  label: string;
  quiet: boolean;
  reporter: Reporter;
}

/**
 * The shared loop of `rate`, `hint` and `count`: one line per puzzle in input
 * order (line i is puzzle i, problems included, so scripts can zip them), or
 * one JSON object per line with `--json` (JSON Lines: streamable, one
 * `JSON.parse` per line). Returns the number of puzzles with a problem.
 */
export async function writePuzzleLines(options: PuzzleLinesOptions): Promise<number> {
  const { grids, reporter } = options;
  const progress = createProgress({
    enabled: !options.quiet,
    label: options.label,
    unit: 'puzzles',
    total: grids.length,
  });
  let problems = 0;
  let done = 0;
  await withOutput(options.output, progress, async (output) => {
    const text = new TextOutput(output, () => progress.update(done));
    for (let i = 0; i < grids.length; i++) {
      const line = options.describe(grids[i], i);
      if (line.problem !== undefined) {
        problems++;
        reporter.problem(`puzzle ${i + 1}: ${line.problem}`);
      }
      done = i + 1;
      await text.add(
        options.json ? `${JSON.stringify({ puzzle: i + 1, ...line.json })}\n` : `${line.text}\n`,
      );
    }
    await text.flush();
  });
  return problems;
}
