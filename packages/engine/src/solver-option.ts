import { type Solver, SudokuError } from '@sudoku/core';
import { readOptions } from '@sudoku/core/kernel';
import type { SolverOption } from './count.js';

// The engine's checks of a `solver` option; internal (not re-exported from the index).

/** Throws `SUDOKU_USAGE` naming `owner` unless `solver` is absent or a strategy's `Solver`. */
export function assertSolver(owner: string, solver: unknown): asserts solver is Solver | undefined {
  if (solver !== undefined && typeof (solver as Partial<Solver> | null)?.solve !== 'function') {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `${owner}: solver must be a strategy's Solver (a plugin's create() makes one)`,
    );
  }
}

/**
 * The strategy in `options`, or undefined for the engine's own search.
 * Throws `SUDOKU_USAGE` naming `owner` for another key or a `solver` that
 * is not one (a plugin's `create()` makes one).
 */
export function solverOption(owner: string, options: SolverOption | undefined): Solver | undefined {
  const { solver } = readOptions(owner, options, ['solver']);
  assertSolver(owner, solver);
  return solver;
}
