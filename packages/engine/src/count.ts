import type { Grid } from '@sudoku/core';
import { createDfsSolver } from '@sudoku/solver-dfs';

// One solver for the module: it is a stateless object, so sharing it is safe.
const dfs = createDfsSolver();

/**
 * Number of solutions, counting up to `cap` (so the answer is min(total, cap)).
 * Uses the dfs strategy, the fast path. Conflicting givens have 0 solutions.
 */
export function countSolutions(grid: Grid, cap: number): number {
  const result = dfs.solve(grid, { maxSolutions: Math.max(1, Math.floor(cap)) });
  return result.status === 'solved' ? result.solutionCount : 0;
}

/** True when the grid has exactly one solution. */
export function hasUniqueSolution(grid: Grid): boolean {
  return countSolutions(grid, 2) === 1;
}

/** The first solution in the dfs strategy's order, or undefined when there is none. */
export function findSolution(grid: Grid): Grid | undefined {
  const result = dfs.solve(grid);
  return result.status === 'solved' ? result.solution : undefined;
}
