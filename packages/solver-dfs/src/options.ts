import { rejectUnknownOptions, type SolverOptions, SudokuError } from '@sudoku/core';

/** Options dfs took while plain backtracking was one of its variants. */
const MOVED = ['variant', 'erase', 'candidates'];

/**
 * Throws `SUDOKU_USAGE` for any option, since dfs takes none; one of the
 * plain variant's former options says where that search lives now.
 */
export function checkDfsOptions(options: SolverOptions | null | undefined): void {
  for (const key of MOVED) {
    if (options != null && typeof options === 'object' && key in options) {
      throw new SudokuError(
        'SUDOKU_USAGE',
        `strategy dfs has no option ${key}: plain row-major backtracking, with its erase and candidates modes, is the backtrack strategy (--strategy backtrack, @sudoku/solver-backtrack)`,
      );
    }
  }
  rejectUnknownOptions('dfs', options ?? undefined, []);
}
