// What the smoke check does with the installed packages, in Node and in the
// browser alike: solve with every strategy, generate, rate and count.
import { gridToString, isValidSolution, keepsClues, parseGrid } from '@sudoku/core';
import { countSolutions, generatePuzzle, ratePuzzle } from '@sudoku/engine';
import { generateGrid } from '@sudoku/generator';
import astar from '@sudoku/solver-astar';
import dfs from '@sudoku/solver-dfs';
import dlx from '@sudoku/solver-dlx';
import iddfs from '@sudoku/solver-iddfs';

/** A 17-clue puzzle (the first of Gordon Royle's collection). */
export const PUZZLE =
  '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

export function run() {
  const puzzle = parseGrid(PUZZLE);
  const solved = {};
  for (const plugin of [dfs, dlx, iddfs, astar]) {
    const result = plugin.create().solve(puzzle);
    const valid =
      result.status === 'solved' &&
      isValidSolution(result.solution) &&
      keepsClues(puzzle, result.solution);
    solved[plugin.name] = valid ? gridToString(result.solution) : result.status;
  }
  const generated = generatePuzzle({ seed: 'smoke', difficulty: 'medium' });
  return {
    solved,
    generated: gridToString(generated.puzzle),
    solutions: countSolutions(generated.puzzle, 2),
    rating: ratePuzzle(generated.puzzle).difficulty,
    completedGridValid: isValidSolution(generateGrid(0)),
  };
}
