import {
  assertFlag,
  choiceOption,
  createSolveFirst,
  defineSolver,
  numberOption,
  rejectUnknownOptions,
  runSearch,
  type Solver,
  type SolverOptions,
  wholeNumberOption,
} from '@sudoku/core';
import { type BestFirstSettings, createBestFirstSearch } from './best-first.js';

export type { BestFirstSettings } from './best-first.js';

const NAME = 'astar';
const OPTIONS = ['k', 'maxOpen', 'singles'] as const;
const SETTINGS = ['k', 'maxOpen', 'hiddenSingles'] as const;

/** The heuristic's default weight k in f = g + k·Σ candidates. */
export const DEFAULT_K = 4;
/** Open-set bound: 100,000 positions × 120 bytes ≈ 12 MB of slab. */
export const DEFAULT_MAX_OPEN = 100_000;

/**
 * `k` and `maxOpen`, from options or settings, with defaults for those left
 * out, each checked: a `k` left undefined made every f NaN, and the search
 * then gave up on solvable puzzles.
 */
function boundsOf(given: SolverOptions | undefined): Pick<BestFirstSettings, 'k' | 'maxOpen'> {
  return {
    k: numberOption(NAME, given, 'k', DEFAULT_K, 0, 1000),
    maxOpen: wholeNumberOption(NAME, given, 'maxOpen', DEFAULT_MAX_OPEN, 1, 50_000_000),
  };
}

/** Reads and checks the strategy options; throws `SUDOKU_USAGE` naming the bad one. */
export function readAstarSettings(options?: SolverOptions): BestFirstSettings {
  rejectUnknownOptions(NAME, options, OPTIONS);
  const singles = choiceOption(NAME, options, 'singles', ['hidden', 'naked'] as const);
  return { ...boundsOf(options), hiddenSingles: singles === 'hidden' };
}

/** Settings as {@link createAstarSolver} takes them; a misspelt key would quietly mean its default. */
function checkedSettings(settings: Partial<BestFirstSettings>): BestFirstSettings {
  rejectUnknownOptions(NAME, settings as SolverOptions, SETTINGS);
  assertFlag(settings.hiddenSingles, `strategy ${NAME}: hiddenSingles`);
  return {
    ...boundsOf(settings as SolverOptions),
    hiddenSingles: settings.hiddenSingles ?? true,
  };
}

/**
 * Creates the astar solver from settings (the plugin's `create` reads them
 * from options): any left out take their defaults, and a `k` or `maxOpen`
 * out of range or an unknown key throws `SUDOKU_USAGE`.
 */
export function createAstarSolver(settings: Partial<BestFirstSettings> | null = {}): Solver {
  const search = createBestFirstSearch(checkedSettings(settings ?? {}));
  return {
    name: NAME,
    solve: (puzzle, options) => runSearch(puzzle, options, search),
    solveFirst: createSolveFirst(search),
  };
}

export default defineSolver({
  name: NAME,
  description: 'Best-first A* search (f = choices so far + k·Σ candidates) over a bounded open set',
  options: [
    {
      key: 'k',
      values: { min: 0, max: 1000 },
      fallback: DEFAULT_K,
      description: 'weight of the candidates left in f = choices so far + k·Σ candidates',
    },
    {
      key: 'maxOpen',
      values: { min: 1, max: 50_000_000, whole: true },
      fallback: DEFAULT_MAX_OPEN,
      description:
        'positions the open set holds (about 120 bytes each); past it, the worst are dropped',
    },
    {
      key: 'singles',
      values: ['hidden', 'naked'],
      fallback: 'hidden',
      description: 'singles filled at every position: naked and hidden, or naked only',
    },
  ],
  create(options) {
    return createAstarSolver(readAstarSettings(options));
  },
});
