import {
  choiceOption,
  defineSolver,
  rejectUnknownOptions,
  runSearch,
  type Solver,
} from '@sudoku/core';
import { DancingLinks, RESTORE_MODES, type RestoreMode } from './dancing-links.js';

export { DancingLinks, RESTORE_MODES, type RestoreMode } from './dancing-links.js';

/**
 * Creates the dlx solver. It owns one link structure, built on first use and
 * reused by every solve; a callback that re-enters `solve` gets a structure
 * of its own for that call.
 */
export function createDlxSolver(restore: RestoreMode = 'copy'): Solver {
  let links: DancingLinks | undefined;
  return {
    name: 'dlx',
    solve(puzzle, options) {
      links ??= new DancingLinks(restore);
      const own = links.busy ? new DancingLinks(restore) : links;
      return runSearch(puzzle, options, (grid, context) => own.solve(grid, context));
    },
  };
}

export default defineSolver({
  name: 'dlx',
  description:
    "Knuth's Algorithm X with dancing links on typed arrays: exact cover, fewest-rows column first",
  create(options) {
    rejectUnknownOptions('dlx', options, ['restore']);
    return createDlxSolver(choiceOption('dlx', options, 'restore', RESTORE_MODES));
  },
});
