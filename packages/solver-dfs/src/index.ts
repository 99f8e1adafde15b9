import {
  choiceOption,
  defineSolver,
  rejectUnknownOptions,
  runSearch,
  type Solver,
  type SolverOptions,
} from '@sudoku/core';
import type { BatchTextSolver } from '@sudoku/core/batch';
import { type CandidateMode, createPlainSearch, type EraseMode } from './plain-dfs.js';
import { solveGrid } from './propagating-dfs.js';
import { solveClassicText, solveFirst, solveLineText } from './solve-first.js';

export type { CandidateMode, EraseMode, PlainOptions } from './plain-dfs.js';
export { solveClassicText, solveFirst, solveLineText } from './solve-first.js';

/** Which search the dfs strategy runs. */
export type DfsVariant = 'fast' | 'plain';

/** Options of the dfs strategy; `erase` and `candidates` apply to the plain variant only. */
export interface DfsOptions extends SolverOptions {
  variant?: DfsVariant;
  erase?: EraseMode;
  candidates?: CandidateMode;
}

/**
 * Creates the dfs solver: the fast path by default, with the batch text
 * paths of `@sudoku/core/batch`; plain row-major backtracking on request.
 */
export function createDfsSolver(options: DfsOptions = {}): Solver {
  const variant = choiceOption<DfsVariant>('dfs', options, 'variant', ['fast', 'plain']);
  if (variant === 'fast') {
    rejectUnknownOptions('dfs', options, ['variant']);
    const fast: Solver & BatchTextSolver = {
      name: 'dfs',
      solve: solveGrid,
      solveFirst,
      solveClassicText,
      solveLineText,
    };
    return fast;
  }
  rejectUnknownOptions('dfs', options, ['variant', 'erase', 'candidates']);
  const search = createPlainSearch({
    erase: choiceOption<EraseMode>('dfs', options, 'erase', ['and', 'xor']),
    candidates: choiceOption<CandidateMode>('dfs', options, 'candidates', ['mask', 'array']),
  });
  return { name: 'dfs', solve: (puzzle, solveOptions) => runSearch(puzzle, solveOptions, search) };
}

export default defineSolver<DfsOptions>({
  name: 'dfs',
  description:
    'Depth-first search: band bitboards with singles and locked candidates (default), or plain row-major backtracking (variant=plain)',
  create: (options) => createDfsSolver(options),
});
