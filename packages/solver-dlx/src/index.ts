import {
  choiceOption,
  defineSolver,
  type Grid,
  rejectUnknownOptions,
  runSearch,
  type SearchContext,
  type Solver,
} from '@sudoku/core';
import { createSolveFirst, type FirstSolutionPath } from '@sudoku/core/batch';
import { reusableState } from '@sudoku/core/kernel';
import { DancingLinks, RESTORE_MODES, type RestoreMode } from './dancing-links.js';

export { DancingLinks, RESTORE_MODES, type RestoreMode } from './dancing-links.js';

/** Options of the dlx strategy (`plugin.create` and {@link createDlxSolver} take the same). */
export type DlxOptions = {
  /** How the links come back after a branch: `copy` (default) or `uncover`. */
  restore?: RestoreMode;
};

/**
 * Creates the dlx solver. It owns one link structure, built on first use and
 * reused by every solve; a callback that re-enters `solve` gets a structure
 * of its own for that call. Throws `SUDOKU_USAGE` for an unknown option or a
 * restore mode other than `copy` or `uncover`.
 */
export function createDlxSolver(options: DlxOptions | null = {}): Solver & FirstSolutionPath {
  rejectUnknownOptions('dlx', options ?? undefined, ['restore']);
  const mode = choiceOption('dlx', options ?? undefined, 'restore', RESTORE_MODES);
  const use = reusableState(() => new DancingLinks(mode));
  const search = (grid: Grid, context: SearchContext) => use((links) => links.solve(grid, context));
  return {
    name: 'dlx',
    solve: (puzzle, options) => runSearch(puzzle, options, search),
    solveFirst: createSolveFirst(search),
  };
}

// Pure at the call too: a bundle that loads the factory on demand then leaves the plugin out.
export default /* @__PURE__ */ defineSolver<DlxOptions>({
  name: 'dlx',
  description:
    "Knuth's Algorithm X with dancing links on typed arrays: exact cover, fewest-rows column first",
  options: [
    {
      key: 'restore',
      values: RESTORE_MODES,
      fallback: 'copy',
      description:
        'how the links come back after a branch: copied back, or uncovered in reverse order',
    },
  ],
  create: (options) => createDlxSolver(options),
});
