import {
  choiceOption,
  defineSolver,
  type FirstSolutionStatus,
  rejectUnknownOptions,
  runSearch,
  type Solver,
  type SolverOptions,
  type TextSolveStatus,
} from '@sudoku/core';
import { type CandidateMode, createPlainSearch, type EraseMode } from './plain-dfs.js';
import { propagatingSearch } from './propagating-dfs.js';
import { solveClassicText, solveInto, solveLineText } from './solve-into.js';

export type { CandidateMode, EraseMode, PlainOptions } from './plain-dfs.js';
export {
  SOLVE_INVALID,
  SOLVE_MALFORMED,
  SOLVE_SOLVED,
  SOLVE_UNSOLVABLE,
  type SolveIntoStatus,
  solveClassicText,
  solveInto,
  solveLineText,
} from './solve-into.js';

/** solveInto's codes (SOLVE_SOLVED, SOLVE_UNSOLVABLE, SOLVE_INVALID, SOLVE_MALFORMED) as core's statuses. */
const STATUS: readonly TextSolveStatus[] = ['solved', 'unsolvable', 'invalid', 'malformed'];

/** Which search the dfs strategy runs. */
export type DfsVariant = 'fast' | 'plain';

/** Options of the dfs strategy; `erase` and `candidates` apply to the plain variant only. */
export interface DfsOptions extends SolverOptions {
  variant?: DfsVariant;
  erase?: EraseMode;
  candidates?: CandidateMode;
}

/** Creates the dfs solver: the fast path by default, plain row-major backtracking on request. */
export function createDfsSolver(options: DfsOptions = {}): Solver {
  const variant = choiceOption<DfsVariant>('dfs', options, 'variant', ['fast', 'plain']);
  if (variant === 'fast') {
    rejectUnknownOptions('dfs', options, ['variant']);
    return {
      name: 'dfs',
      solve: (puzzle, solveOptions) => runSearch(puzzle, solveOptions, propagatingSearch),
      solveFirst: (cells, offset, out, outOffset) =>
        STATUS[solveInto(cells, offset, out, outOffset)] as FirstSolutionStatus,
      solveClassicText: (text, at, out, outAt) => STATUS[solveClassicText(text, at, out, outAt)],
      solveLineText: (text, at, out, outAt) => STATUS[solveLineText(text, at, out, outAt)],
    };
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
