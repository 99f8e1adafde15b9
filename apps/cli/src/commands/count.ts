import { describeConflict, findConflicts, type Grid } from '@sudoku/core';
import { countSolutions } from '@sudoku/engine';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { type PuzzleLine, writePuzzleLines } from './puzzle-lines.js';
import { readPuzzles } from './read-puzzles.js';
import type { Reporter } from './reporter.js';

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
