import { assertSolutionCap, type Grid, type Solver } from '@sudoku/core';
import { enumerateSolutions } from './enumerate.js';
import { solverOption } from './solver-option.js';

/**
 * How the engine counts and finds solutions: with the given strategy when
 * there is one (apps pass the fast dfs strategy), else with the engine's own
 * search tree, so the engine depends on no strategy.
 */
export interface SolverOption {
  solver?: Solver | undefined;
}

/**
 * Solutions up to `cap` and the first of them, with `solver` or the engine's
 * own search (in the engine only; the callers check their arguments).
 */
export function searchSolutions(
  grid: Grid,
  cap: number,
  solver: Solver | undefined,
): { count: number; first?: Grid } {
  if (solver) {
    const result = solver.solve(grid, { maxSolutions: cap });
    return result.status === 'solved'
      ? { count: result.solutionCount, first: result.solution }
      : { count: 0 };
  }
  let first: Grid | undefined;
  const { count } = enumerateSolutions(grid, {
    maxSolutions: cap,
    onSolution: (solution) => {
      first ??= solution.slice();
    },
  });
  return first ? { count, first } : { count };
}

function countWith(grid: Grid, cap: number, solver: Solver | undefined): number {
  return searchSolutions(grid, cap, solver).count;
}

/**
 * Number of solutions, counting up to `cap` (so the answer is min(total, cap)).
 * Conflicting givens have 0 solutions. The cap is a whole number ≥ 1 or
 * Infinity (else `SUDOKU_USAGE`).
 */
export function countSolutions(grid: Grid, cap: number, options: SolverOption = {}): number {
  assertSolutionCap(cap, 'countSolutions: the cap');
  return countWith(grid, cap, solverOption('countSolutions', options));
}

/** True when the grid has exactly one solution. */
export function hasUniqueSolution(grid: Grid, options: SolverOption = {}): boolean {
  return countWith(grid, 2, solverOption('hasUniqueSolution', options)) === 1;
}

/** A solution (the strategy's first, or the search tree's first), or undefined when there is none. */
export function findSolution(grid: Grid, options: SolverOption = {}): Grid | undefined {
  return searchSolutions(grid, 1, solverOption('findSolution', options)).first;
}
