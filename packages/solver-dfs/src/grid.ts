import {
  defineSolver,
  readOptions,
  type Solver,
  type SolverOptions,
  SudokuError,
  shownValue,
} from '@sudoku/core';
import { solveGrid } from './propagating-dfs.js';

/**
 * The dfs strategy for grids only (`@sudoku/solver-dfs/grid`): for a web page
 * or worker that solves one grid at a time and should not carry the batch
 * text paths of `@sudoku/core/batch`.
 */

/** Options of the grid-only dfs: `variant` may only be `fast`, its one variant. */
export interface GridDfsOptions extends SolverOptions {
  variant?: 'fast';
}

/**
 * Creates the dfs solver for grids only: the same band search and `solve` as
 * the package's default export, without its batch text paths or its plain
 * variant, which a browser bundle solving one grid at a time would carry unused.
 */
export function createGridDfsSolver(options: GridDfsOptions = {}): Solver {
  // readOptions, not rejectUnknownOptions: it hands back `{}` for null, which the main entry also accepts.
  const variant: unknown = readOptions('strategy dfs', options, ['variant']).variant;
  if (variant !== undefined && variant !== 'fast') {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `strategy dfs: option variant must be fast in @sudoku/solver-dfs/grid, got ${shownValue(variant)} (the plain variant is in @sudoku/solver-dfs)`,
    );
  }
  return { name: 'dfs', solve: solveGrid };
}

export default defineSolver<GridDfsOptions>({
  name: 'dfs',
  description: 'Depth-first search: band bitboards with singles and locked candidates',
  create: (options) => createGridDfsSolver(options),
});
