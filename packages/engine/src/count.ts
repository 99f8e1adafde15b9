import { assertSolutionCap, type Grid, readOptions, type Solver, SudokuError } from '@sudoku/core';
import { enumerateSolutions } from './enumerate.js';

/**
 * How the engine counts and finds solutions: with the given strategy when
 * there is one (apps pass the fast dfs strategy), else with the engine's own
 * search tree, so the engine depends on no strategy.
 */
export interface SolverOption {
  solver?: Solver | undefined;
}

/**
 * The strategy in `options`, or undefined for the engine's own search.
 * Throws `SUDOKU_USAGE` naming `owner` for another key or a `solver` that
 * is not one (a plugin's `create()` makes one).
 */
export function solverOption(owner: string, options: SolverOption | undefined): Solver | undefined {
  const { solver } = readOptions(owner, options, ['solver']);
  if (solver !== undefined && typeof (solver as Partial<Solver> | null)?.solve !== 'function') {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `${owner}: solver must be a strategy's Solver (a plugin's create() makes one)`,
    );
  }
  return solver;
}

/**
 * Number of solutions, counting up to `cap` (so the answer is min(total, cap)).
 * Conflicting givens have 0 solutions. The cap is a whole number ≥ 1 or
 * Infinity (else `SUDOKU_USAGE`).
 */
export function countSolutions(grid: Grid, cap: number, options: SolverOption = {}): number {
  assertSolutionCap(cap, 'countSolutions: the cap');
  const solver = solverOption('countSolutions', options);
  if (solver) {
    const result = solver.solve(grid, { maxSolutions: cap });
    return result.status === 'solved' ? result.solutionCount : 0;
  }
  return enumerateSolutions(grid, { maxSolutions: cap }).count;
}

/** True when the grid has exactly one solution. */
export function hasUniqueSolution(grid: Grid, options: SolverOption = {}): boolean {
  return countSolutions(grid, 2, { solver: solverOption('hasUniqueSolution', options) }) === 1;
}

/** A solution (the strategy's first, or the search tree's first), or undefined when there is none. */
export function findSolution(grid: Grid, options: SolverOption = {}): Grid | undefined {
  const solver = solverOption('findSolution', options);
  if (solver) {
    const result = solver.solve(grid);
    return result.status === 'solved' ? result.solution : undefined;
  }
  let found: Grid | undefined;
  enumerateSolutions(grid, {
    maxSolutions: 1,
    onSolution: (solution) => {
      found = solution.slice();
    },
  });
  return found;
}
