import { defineSolver, type Solver, type SolverOptions } from '@sudoku/core';
import type { BatchTextSolver, FirstSolutionPath } from '@sudoku/core/batch';
import { checkDfsOptions } from './options.js';
import { solveGrid } from './propagating-dfs.js';
import { solveClassicText, solveFirst, solveLineText } from './solve-first.js';

export { solveClassicText, solveFirst, solveLineText } from './solve-first.js';

/** Options of the dfs strategy: it takes none. */
export type DfsOptions = SolverOptions;

/**
 * Creates the dfs solver: the band search, with the batch text paths of
 * `@sudoku/core/batch`. Any option throws `SUDOKU_USAGE`.
 */
export function createDfsSolver(
  options: DfsOptions | null = {},
): Solver & FirstSolutionPath & BatchTextSolver {
  checkDfsOptions(options);
  const solver: Solver & FirstSolutionPath & BatchTextSolver = {
    name: 'dfs',
    solve: solveGrid,
    solveFirst,
    solveClassicText,
    solveLineText,
  };
  return solver;
}

// Pure at the call too: a bundle that loads the factory on demand then leaves the plugin out.
export default /* @__PURE__ */ defineSolver<DfsOptions>({
  name: 'dfs',
  description: 'Depth-first search: band bitboards with singles and locked candidates',
  create: (options) => createDfsSolver(options),
});
