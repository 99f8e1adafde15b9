// What the smoke check does with the installed packages, in Node and in the
// browser alike: solve with every strategy, generate, rate and count.
import { gridToString, isValidSolution, keepsClues, parseGrid } from '@sudoku/core';
import { countSolutions, generatePuzzle, ratePuzzle } from '@sudoku/engine';
import { generateGrid } from '@sudoku/generator';
import astar from '@sudoku/solver-astar';
import backtrack from '@sudoku/solver-backtrack';
import dfs from '@sudoku/solver-dfs';
import dlx from '@sudoku/solver-dlx';
import iddfs from '@sudoku/solver-iddfs';

/** A 17-clue puzzle (the first of Gordon Royle's collection). */
export const PUZZLE =
  '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

/**
 * The classic interface's example: plain backtracking, which needs minutes
 * on the puzzle above, solves it at once.
 */
export const EASY_PUZZLE =
  '908060124237451968146020357012070593073010482480005601704590816890746200305080709';

function solveWith(plugin, puzzle) {
  const result = plugin.create().solve(puzzle);
  const valid =
    result.status === 'solved' &&
    isValidSolution(result.solution) &&
    keepsClues(puzzle, result.solution);
  return valid ? gridToString(result.solution) : result.status;
}

export function run() {
  const puzzle = parseGrid(PUZZLE);
  const solved = {};
  for (const plugin of [dfs, dlx, iddfs, astar]) solved[plugin.name] = solveWith(plugin, puzzle);
  const easy = parseGrid(EASY_PUZZLE);
  const solvedEasy = { backtrack: solveWith(backtrack, easy), dfs: solveWith(dfs, easy) };
  const generated = generatePuzzle({ seed: 'smoke', difficulty: 'medium' });
  return {
    solved,
    solvedEasy,
    generated: gridToString(generated.puzzle),
    solutions: countSolutions(generated.puzzle, 2).count,
    rating: ratePuzzle(generated.puzzle).difficulty,
    completedGridValid: isValidSolution(generateGrid(0)),
  };
}
