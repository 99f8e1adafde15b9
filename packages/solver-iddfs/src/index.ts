import {
  choiceOption,
  defineSolver,
  rejectUnknownOptions,
  runSearch,
  type Solver,
  type SolverOptions,
  wholeNumberOption,
} from '@sudoku/core';
import { createSolveFirst, type FirstSolutionPath } from '@sudoku/core/batch';
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

/**
 * Options of the iddfs strategy (`plugin.create` and
 * {@link createIddfsSolver} take the same); numbers may come as strings, as
 * from the command line.
 */
export type IddfsOptions = {
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
};

/**
 * Creates the iddfs solver: options left out take their defaults, and one
 * out of range or an unknown key throws `SUDOKU_USAGE`.
 */
export function createIddfsSolver(options: IddfsOptions | null = {}): Solver & FirstSolutionPath {
  const search = createIterativeDeepeningSearch(checkedSettings((options ?? {}) as SolverOptions));
  return {
    name: 'iddfs',
    solve: (puzzle, options) => runSearch(puzzle, options, search),
    solveFirst: createSolveFirst(search),
  };
}

/** The keys of {@link DeepeningSettings}, which are also the plugin's options. */
const SETTINGS = ['depthLimit', 'passBudget', 'singles'];

/**
 * The settings with defaults for those left out, each checked: a pass budget
 * of -1 or NaN ended the search at once, and every puzzle came back unsolvable;
 * a misspelt key would quietly mean its default.
 */
function checkedSettings(given: SolverOptions): DeepeningSettings {
  rejectUnknownOptions('iddfs', given, SETTINGS);
  return {
    depthLimit: wholeNumberOption('iddfs', given, 'depthLimit', DEFAULT_DEPTH_LIMIT, 0, 81),
    passBudget: wholeNumberOption(
      'iddfs',
      given,
      'passBudget',
      DEFAULT_PASS_BUDGET,
      0,
      Number.MAX_SAFE_INTEGER,
    ),
    singles: choiceOption('iddfs', given, 'singles', SINGLES_MODES),
  };
}

// Pure at the call too: a bundle that loads the factory on demand then leaves the plugin out.
export default /* @__PURE__ */ defineSolver<IddfsOptions>({
  name: 'iddfs',
  description:
    'Iterative deepening: singles, fewest-candidate branching, a pass limited to 24 branch levels, then an unlimited one if it was cut off',
  options: [
    {
      key: 'depthLimit',
      values: { min: 0, max: 81, whole: true },
      fallback: DEFAULT_DEPTH_LIMIT,
      description: 'branch levels the limited pass may go down (81: one plain depth-first pass)',
    },
    {
      key: 'passBudget',
      values: { min: 0, max: Number.MAX_SAFE_INTEGER, whole: true },
      fallback: DEFAULT_PASS_BUDGET,
      description: 'nodes the limited pass may visit once it has cut something off (0: skip it)',
    },
    {
      key: 'singles',
      values: SINGLES_MODES,
      fallback: 'hidden',
      description: 'singles filled at every node: naked and hidden, or naked only',
    },
  ],
  create: (options) => createIddfsSolver(options),
});
