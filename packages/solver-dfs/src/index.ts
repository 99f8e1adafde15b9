import { defineSolver, rejectUnknownOptions, runSearch, type Solver } from '@sudoku/core';
import { propagatingSearch } from './propagating-dfs.js';

/** Creates the dfs solver. */
export function createDfsSolver(): Solver {
  return {
    name: 'dfs',
    solve: (puzzle, options) => runSearch(puzzle, options, propagatingSearch),
  };
}

export default defineSolver({
  name: 'dfs',
  description:
    'Bitmask depth-first search with naked and hidden singles and fewest-candidate branching (the fast path)',
  create(options) {
    rejectUnknownOptions('dfs', options, []);
    return createDfsSolver();
  },
});
