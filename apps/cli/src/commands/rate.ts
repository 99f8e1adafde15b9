import { describeConflict, findConflicts, type Grid } from '@sudoku/core';
import { countSolutions, ratePuzzle } from '@sudoku/engine';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { type PuzzleLine, writePuzzleLines } from './puzzle-lines.js';
import { readPuzzles } from './read-puzzles.js';
import type { Reporter } from './reporter.js';

export interface RateCommandOptions {
  json: boolean;
  output: string | undefined;
  quiet: boolean;
}

/**
 * One puzzle's rating line: "medium naked-pair 54 steps". The solution count
 * (up to 2, with the dfs strategy) is checked first: the step solver alone
 * cannot tell "needs harder logic" from "has no solution" or "has several".
 */
export function ratePuzzleLine(grid: Grid): PuzzleLine {
  const conflicts = findConflicts(grid);
  if (conflicts.length > 0) {
    const problem = `conflicting givens: ${describeConflict(conflicts[0])}`;
    return { text: 'conflict', json: { status: 'conflict', error: problem }, problem };
  }
  const solutions = countSolutions(grid, 2);
  if (solutions === 0) {
    return {
      text: 'no-solution',
      json: { status: 'unsolvable', error: 'no solution' },
      problem: 'no solution',
    };
  }
  const rating = ratePuzzle(grid);
  const notes: string[] = [];
  if (!rating.solvedLogically) notes.push('techniques stuck');
  if (solutions > 1) notes.push('several solutions');
  const hardest = rating.hardestTechnique ?? 'none';
  const steps = rating.steps.length;
  return {
    text: `${rating.difficulty} ${hardest} ${steps} step${steps === 1 ? '' : 's'}${notes.length ? ` (${notes.join(', ')})` : ''}`,
    json: {
      status: 'rated',
      difficulty: rating.difficulty,
      hardestTechnique: rating.hardestTechnique ?? null,
      steps,
      solvedLogically: rating.solvedLogically,
      unique: solutions === 1,
      techniqueCounts: rating.techniqueCounts,
    },
  };
}

/** `sudoku rate [FILE]`: difficulty, hardest technique and step count per puzzle. */
export async function rateCommand(
  file: string | undefined,
  options: RateCommandOptions,
  reporter: Reporter,
): Promise<ExitCode> {
  const { grids } = await readPuzzles(file);
  const problems = await writePuzzleLines({
    grids,
    describe: ratePuzzleLine,
    label: 'rating',
    reporter,
    ...options,
  });
  return problems > 0 ? EXIT.PUZZLE_FAILED : EXIT.OK;
}
