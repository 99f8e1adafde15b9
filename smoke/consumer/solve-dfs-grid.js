// solve-dfs.js through the grid-only entry: the same search, a smaller bundle.
import { gridToString, parseGrid } from '@sudoku/core';
import dfs from '@sudoku/solver-dfs/grid';

const puzzle = parseGrid(
  '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...',
);
const result = dfs.create().solve(puzzle);
document.body.textContent =
  result.status === 'solved' ? gridToString(result.solution) : result.status;
