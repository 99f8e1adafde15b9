import {
  defineSolver,
  rejectUnknownOptions,
  runSearch,
  type Solver,
  type SolverOptions,
} from '@sudoku/core';
import { createSolveFirst, type FirstSolutionPath } from '@sudoku/core/batch';
import { search } from './search.js';

/**
 * Creates the strategy-template solver. It takes no options yet: any key
 * throws `SUDOKU_USAGE` naming it (add yours with core's `choiceOption`,
 * `numberOption` and `wholeNumberOption`).
 */
export function createStrategyTemplateSolver(
  options: SolverOptions | null = {},
): Solver & FirstSolutionPath {
  rejectUnknownOptions('strategy-template', options ?? {}, []);
  return {
    name: 'strategy-template',
    // runSearch checks the grid and the options, answers conflicting givens
    // as `invalid`, times the search, counts and caps solutions, and stops on
    // an abort or a time limit.
    solve: (puzzle, solveOptions) => runSearch(puzzle, solveOptions, search),
    // The batch paths (`sudoku solve` on a file, `sudoku -s`) call this: the same search without the result objects.
    solveFirst: createSolveFirst(search),
  };
}

// Pure at the call too: a bundle that loads the factory on demand then leaves the plugin out.
export default /* @__PURE__ */ defineSolver({
  name: 'strategy-template',
  // One line for `sudoku strategies`: say what the search does.
  description: 'Backtracking that fills the cell with the fewest candidates first, no propagation',
  create: (options) => createStrategyTemplateSolver(options),
});
