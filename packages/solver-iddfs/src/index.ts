import {
  choiceOption,
  createSolveFirst,
  defineSolver,
  rejectUnknownOptions,
  runSearch,
  type Solver,
  wholeNumberOption,
} from '@sudoku/core';
import {
  createIterativeDeepeningSearch,
  DEFAULT_DEPTH_LIMIT,
  DEFAULT_PASS_BUDGET,
  type DeepeningSettings,
  SINGLES_MODES,
  type SinglesMode,
} from './iterative-deepening.js';

export {
  DEFAULT_DEPTH_LIMIT,
  DEFAULT_PASS_BUDGET,
  type DeepeningSettings,
  SINGLES_MODES,
  type SinglesMode,
} from './iterative-deepening.js';

/** Options of the iddfs strategy; numbers may come as strings from the command line. */
export interface IddfsOptions {
  /**
   * Branch levels the limited pass may go down (default 24). 0 leaves
   * everything past the root to the unlimited pass; 81 never cuts off, which
   * leaves one plain depth-first pass.
   */
  depthLimit?: number | string;
  /**
   * Nodes the limited pass may visit, once it has cut something off, before
   * the unlimited pass takes over (default 100,000). 0 skips the limited
   * pass.
   */
  passBudget?: number | string;
  /**
   * `hidden` (default) fills naked and hidden singles at every node;
   * `naked` fills naked singles only.
   */
  singles?: SinglesMode;
  [key: string]: unknown;
}

/** Creates the iddfs solver. */
export function createIddfsSolver(settings: Partial<DeepeningSettings> = {}): Solver {
  const search = createIterativeDeepeningSearch(settings);
  return {
    name: 'iddfs',
    solve: (puzzle, options) => runSearch(puzzle, options, search),
    solveFirst: createSolveFirst(search),
  };
}

export default defineSolver<IddfsOptions>({
  name: 'iddfs',
  description:
    'Iterative deepening: singles, fewest-candidate branching, a pass limited to 24 branch levels, then an unlimited one if it was cut off',
  create(options) {
    rejectUnknownOptions('iddfs', options, ['depthLimit', 'passBudget', 'singles']);
    return createIddfsSolver({
      depthLimit: wholeNumberOption('iddfs', options, 'depthLimit', DEFAULT_DEPTH_LIMIT, 0, 81),
      passBudget: wholeNumberOption(
        'iddfs',
        options,
        'passBudget',
        DEFAULT_PASS_BUDGET,
        0,
        Number.MAX_SAFE_INTEGER,
      ),
      singles: choiceOption('iddfs', options, 'singles', SINGLES_MODES),
    });
  },
});
