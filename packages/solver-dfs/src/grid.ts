import { defineSolver, type Solver, type SolverOptions } from '@sudoku/core';
import { checkDfsOptions } from './options.js';
import { solveGrid } from './propagating-dfs.js';

/**
 * The dfs strategy for grids only (`@sudoku/solver-dfs/grid`): for a web page
 * or worker that solves one grid at a time and should not carry the batch
 * text paths of `@sudoku/core/batch`.
 */

/** Options of the grid-only dfs: it takes none. */
export type GridDfsOptions = SolverOptions;

/**
 * Creates the dfs solver for grids only: the same band search and `solve` as
 * the package's default export, without its batch text paths, which a
 * browser bundle solving one grid at a time would carry unused.
 */
export function createGridDfsSolver(options: GridDfsOptions | null = {}): Solver {
  checkDfsOptions(options);
  return { name: 'dfs', solve: solveGrid };
}

// Pure at the call too: a bundle that loads the factory on demand then leaves the plugin out.
export default /* @__PURE__ */ defineSolver<GridDfsOptions>({
  name: 'dfs',
  description: 'Depth-first search: band bitboards with singles and locked candidates',
  create: (options) => createGridDfsSolver(options),
});
