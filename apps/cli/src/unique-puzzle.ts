import type { Grid } from '@sudoku/core';
import { countSolutions, expectRated, type RatedPuzzle, ratePuzzle } from '@sudoku/engine';
import dfs from '@sudoku/solver-dfs';
import { type PuzzleLine, type TimeLimitOptions, timeLimitMs } from './commands/puzzle-line.js';
import { conflictReason, noSolutionReason } from './failure-reason.js';

/** The fast strategy, for the engine's counting (the engine itself depends on no strategy). */
export const countingSolver = dfs.create();

/**
 * What `rate` and `explain` say about a puzzle they cannot rate: conflicting
 * givens, no solution, or several solutions (a rating assumes one, and
 * uniqueness techniques would be wrong) — or undefined for a proper puzzle.
 * `done` is what the command does to a puzzle, for the message.
 */
export function notAProperPuzzle(grid: Grid, done: 'rated' | 'explained'): PuzzleLine | undefined {
  const conflict = conflictReason(grid);
  if (conflict)
    return { text: 'invalid', json: { status: 'invalid', reason: conflict }, problem: conflict };
  const solutions = countSolutions(grid, 2, { solver: countingSolver }).count;
  if (solutions === 0) {
    const reason = noSolutionReason(grid);
    return { text: 'unsolvable', json: { status: 'unsolvable', reason }, problem: reason };
  }
  if (solutions > 1) {
    const reason = `several solutions: a puzzle is ${done} only when it has exactly one`;
    return {
      text: 'several-solutions',
      json: { status: 'several-solutions', reason },
      problem: reason,
    };
  }
  return undefined;
}

/**
 * What `rate` and `explain` work from: the rating of a proper puzzle (with
 * `--time-limit` as the engine's budget; its `status` says `timeout` when
 * it ran out), or the line saying why the puzzle is not rated.
 */
export function rateProperPuzzle(
  grid: Grid,
  done: 'rated' | 'explained',
  options: TimeLimitOptions | undefined,
): { rating: RatedPuzzle } | { line: PuzzleLine } {
  const bad = notAProperPuzzle(grid, done);
  if (bad) return { line: bad };
  // Counted above, with the reasons the CLI words itself.
  const rating = ratePuzzle(grid, { assumeUnique: true, timeLimitMs: timeLimitMs(options) });
  return { rating: expectRated(rating) };
}
