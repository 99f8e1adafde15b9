import { describeConflict, findConflicts, type Grid } from '@sudoku/core';
import { countSolutions } from '@sudoku/engine';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { type PuzzleLine, writePuzzleLines } from './puzzle-lines.js';
import { readPuzzles } from './read-puzzles.js';
import type { Reporter } from './reporter.js';

/**
 * Default cap of `sudoku count`: enough to tell unique, few and many apart,
 * and bounded in time: counting runs at roughly 150,000-250,000 solutions a
 * second per core here (the dfs strategy), so a wide-open grid stops after
 * about half a second instead of running for ever (the empty grid has 6.7e21).
 */
export const DEFAULT_COUNT_CAP = 100_000;

export interface CountCommandOptions {
  max: number;
  json: boolean;
  output: string | undefined;
  quiet: boolean;
}

/** "N" when exact, "at least N" when the count reached the cap. */
export function countLine(grid: Grid, max: number): PuzzleLine {
  const conflicts = findConflicts(grid);
  if (conflicts.length > 0) {
    return {
      text: '0',
      json: { count: 0, exact: true, status: 'conflict' },
      problem: `conflicting givens: ${describeConflict(conflicts[0])}`,
    };
  }
  const count = countSolutions(grid, max);
  const exact = count < max;
  if (count === 0) {
    return { text: '0', json: { count, exact, status: 'unsolvable' }, problem: 'no solution' };
  }
  return {
    text: exact ? String(count) : `at least ${count}`,
    json: { count, exact, status: 'ok' },
  };
}

/** `sudoku count [FILE] [--max N]`: the number of solutions of every puzzle. */
export async function countCommand(
  file: string | undefined,
  options: CountCommandOptions,
  reporter: Reporter,
): Promise<ExitCode> {
  const { grids } = await readPuzzles(file);
  const { max, ...rest } = options;
  const problems = await writePuzzleLines({
    grids,
    describe: (grid) => countLine(grid, max),
    label: 'counting',
    reporter,
    ...rest,
  });
  return problems > 0 ? EXIT.PUZZLE_FAILED : EXIT.OK;
}
