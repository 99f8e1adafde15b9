import { cellName, type Grid, isValidSolution, keepsClues } from '@sudoku/core';

/**
 * Why `solution` is not an answer to `puzzle`, or undefined when it is.
 * Every contender's answers go through this before anything is timed: a fast
 * wrong answer is not a result.
 */
export function solutionProblem(
  puzzle: Grid,
  solution: ArrayLike<number> | undefined,
): string | undefined {
  if (solution === undefined || solution === null) return 'no solution returned';
  if (solution.length !== 81) return `the answer has ${solution.length} cells, not 81`;
  const grid = solution instanceof Uint8Array ? solution : Uint8Array.from(solution);
  if (!isValidSolution(grid)) return 'the answer is not a valid completed grid';
  if (!keepsClues(puzzle, grid)) {
    for (let i = 0; i < 81; i++) {
      if (puzzle[i] !== 0 && puzzle[i] !== grid[i]) {
        return `the answer changes the clue ${puzzle[i]} at ${cellName(i)} to ${grid[i]}`;
      }
    }
  }
  return undefined;
}

/** Throws a one-line error naming the contender, data set and puzzle number. */
export function assertSolution(
  who: string,
  set: string,
  index: number,
  puzzle: Grid,
  solution: ArrayLike<number> | undefined,
): void {
  const problem = solutionProblem(puzzle, solution);
  if (problem) throw new Error(`${who} on ${set}, puzzle ${index + 1}: ${problem}`);
}
