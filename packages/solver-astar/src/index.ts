import {
  choiceOption,
  defineSolver,
  numberOption,
  rejectUnknownOptions,
  runSearch,
  type Solver,
  type SolverOptions,
  wholeNumberOption,
} from '@sudoku/core';
import { createSolveFirst, type FirstSolutionPath } from '@sudoku/core/batch';
import { type BestFirstSettings, createBestFirstSearch } from './best-first.js';

export type { BestFirstSettings } from './best-first.js';

const NAME = 'astar';
const OPTIONS = ['k', 'maxOpen', 'singles'] as const;

/** The heuristic's default weight k in f = g + k·Σ candidates. */
export const DEFAULT_K = 4;
/** Open-set bound: 100,000 positions × 120 bytes ≈ 12 MB of slab. */
export const DEFAULT_MAX_OPEN = 100_000;

/**
 * Options of the astar strategy (`plugin.create` and
 * {@link createAstarSolver} take the same); numbers may come as strings, as
 * from the command line.
 */
export type AstarOptions = {
  /** Weight of the candidates left in f = choices so far + k·Σ candidates (default 4, 0-1000). */
  k?: number | string;
  /** Positions the open set holds (default 100,000); past it, the worst are dropped. */
  maxOpen?: number | string;
  /** `hidden` (default) fills naked and hidden singles at every position; `naked`, naked only. */
  singles?: 'hidden' | 'naked';
};

/**
 * Reads and checks the options, with defaults for those left out; throws
 * `SUDOKU_USAGE` naming a bad one (a `k` left undefined made every f NaN,
 * and the search then gave up on solvable puzzles).
 */
export function readAstarSettings(options?: AstarOptions | null): BestFirstSettings {
  const given = (options ?? undefined) as SolverOptions | undefined;
  rejectUnknownOptions(NAME, given, OPTIONS);
  const singles = choiceOption(NAME, given, 'singles', ['hidden', 'naked'] as const);
  return {
    k: numberOption(NAME, given, 'k', DEFAULT_K, 0, 1000),
    maxOpen: wholeNumberOption(NAME, given, 'maxOpen', DEFAULT_MAX_OPEN, 1, 50_000_000),
    hiddenSingles: singles === 'hidden',
  };
}

/**
 * Creates the astar solver: options left out take their defaults, and one
 * out of range or an unknown key throws `SUDOKU_USAGE`.
 */
export function createAstarSolver(options: AstarOptions | null = {}): Solver & FirstSolutionPath {
  const search = createBestFirstSearch(readAstarSettings(options));
  return {
    name: NAME,
    solve: (puzzle, options) => runSearch(puzzle, options, search),
    solveFirst: createSolveFirst(search),
  };
}

// Pure at the call too: a bundle that loads the factory on demand then leaves the plugin out.
export default /* @__PURE__ */ defineSolver<AstarOptions>({
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
  create: (options) => createAstarSolver(options),
});
