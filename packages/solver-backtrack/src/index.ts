import {
  choiceOption,
  defineSolver,
  rejectUnknownOptions,
  runSearch,
  type Solver,
  type SolverOptions,
} from '@sudoku/core';
import { createSolveFirst, type FirstSolutionPath } from '@sudoku/core/batch';
import { type CandidateMode, createBacktrackingSearch, type EraseMode } from './backtracking.js';

export type { BacktrackSettings, CandidateMode, EraseMode } from './backtracking.js';

/** The choices of each mode, the default first. */
export const ERASE_MODES: readonly EraseMode[] = ['and', 'xor'];
export const CANDIDATE_MODES: readonly CandidateMode[] = ['mask', 'array'];

/** Options of the backtrack strategy (`-O erase=xor` on the command line). */
export interface BacktrackOptions {
  /** `and` (default): AND with a constant mask; `xor`: test the bit, then XOR it. */
  erase?: EraseMode;
  /** `mask` (default): a 9-bit mask per cell; `array`: a JS array of digits per cell. */
  candidates?: CandidateMode;
  [key: string]: unknown;
}

/**
 * Creates the backtrack solver. An unknown key or a value outside its
 * choices throws `SUDOKU_USAGE` naming the option.
 */
export function createBacktrackSolver(
  options: BacktrackOptions | null = {},
): Solver & FirstSolutionPath {
  const given = (options ?? {}) as SolverOptions;
  rejectUnknownOptions('backtrack', given, ['erase', 'candidates']);
  const search = createBacktrackingSearch({
    erase: choiceOption('backtrack', given, 'erase', ERASE_MODES),
    candidates: choiceOption('backtrack', given, 'candidates', CANDIDATE_MODES),
  });
  return {
    name: 'backtrack',
    solve: (puzzle, solveOptions) => runSearch(puzzle, solveOptions, search),
    solveFirst: createSolveFirst(search),
  };
}

// Pure at the call too: a bundle that loads the factory on demand then leaves the plugin out.
export default /* @__PURE__ */ defineSolver<BacktrackOptions>({
  name: 'backtrack',
  description:
    'Plain backtracking: cells in row-major order, candidates computed once from the givens, no propagation',
  options: [
    {
      key: 'erase',
      values: ERASE_MODES,
      fallback: 'and',
      description:
        'how a digit leaves a candidate mask: AND with a constant mask, or test the bit then XOR it',
    },
    {
      key: 'candidates',
      values: CANDIDATE_MODES,
      fallback: 'mask',
      description: "a cell's candidates as a 9-bit mask, or as a JS array of digits",
    },
  ],
  create: (options) => createBacktrackSolver(options),
});
