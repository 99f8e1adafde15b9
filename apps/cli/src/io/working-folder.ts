import { SudokuError } from '@sudoku/core';

/**
 * Fails in one line when the current directory was removed: relative paths
 * and every worker thread's start-up need it, and Node would otherwise die
 * later with an internal error and a stack trace (ENOENT, uv_cwd).
 */
export function checkWorkingFolder(): void {
  try {
    process.cwd();
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code !== 'ENOENT') throw cause;
    throw new SudokuError(
      'SUDOKU_IO',
      'the current directory was removed; change to one that exists',
      { cause },
    );
  }
}
