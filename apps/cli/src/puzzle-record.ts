import { countGivens, type Grid, gridToString } from '@sudoku/core';
import type { RatedPuzzle } from '@sudoku/engine';

/**
 * The fields every per-puzzle JSON line starts with, in every command: the
 * puzzle's number in the input (or the run, for `generate`), the puzzle as
 * read (81 characters, `.` for a blank: what any command takes back), and
 * its number of givens. schema/sudoku-output.schema.json documents them.
 */
export function recordHead(index: number, grid: Grid) {
  return { index, ...puzzleFields(grid) };
}

/** The puzzle's fields alone, for a task whose writer puts `index` first (batch/json-lines.ts). */
export function puzzleFields(grid: Grid) {
  return { input: gridToString(grid), givens: countGivens(grid) };
}

/** A rating's fields, named as in rate, explain and generate alike (and as the engine names them). */
export function ratingFields(rating: RatedPuzzle) {
  const hardest = rating.steps.find((s) => s.difficulty === rating.rating);
  return {
    rating: rating.rating,
    pearl: rating.pearl,
    diamond: rating.diamond,
    difficulty: rating.difficulty,
    hardestTechnique: rating.hardestTechnique ?? null,
    hardestStep: hardest?.name ?? null,
    stepCount: rating.steps.length,
    solvedLogically: rating.solvedLogically,
    // The command rates only puzzles it counted (or generated) with exactly one solution.
    unique: true,
    techniqueCounts: rating.techniqueCounts,
  };
}
