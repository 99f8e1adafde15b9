import { gridToString, parseGrid } from '@sudoku/core';
import {
  describeSolverConformance,
  MULTI_SOLUTION,
  SOLVABLE,
  sudokuErrorMessage,
} from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import gridDfs, { type GridDfsOptions } from './grid.js';
import dfs from './index.js';

describeSolverConformance(gridDfs, { label: 'dfs (grid entry)' });

const usageError = (run: () => unknown) => sudokuErrorMessage('SUDOKU_USAGE', run);

describe('the grid-only dfs entry', () => {
  it('solves and enumerates exactly as the full plugin does', () => {
    for (const { source, puzzle } of [...SOLVABLE, ...MULTI_SOLUTION]) {
      const grid = parseGrid(puzzle);
      const collect = (solver: typeof dfs) => {
        const seen: string[] = [];
        const result = solver.create().solve(grid, {
          maxSolutions: 50,
          onSolution: (solution) => {
            seen.push(gridToString(solution));
          },
        });
        const { elapsedMs: _, ...stats } = result.stats;
        const count = result.status === 'solved' ? result.solutionCount : result.status;
        return { seen, count, stats };
      };
      expect(collect(gridDfs), source).toEqual(collect(dfs));
    }
  });

  it('has no batch text paths, so callers fall back to solve', () => {
    const solver = gridDfs.create() as unknown as Record<string, unknown>;
    expect(Object.keys(solver).sort()).toEqual(['name', 'solve']);
  });

  it('takes no options, and sends the former plain variant’s to the backtrack strategy', () => {
    const raw = (options: Record<string, unknown>) => gridDfs.create(options as GridDfsOptions);
    expect(gridDfs.create({}).name).toBe('dfs');
    expect(usageError(() => raw({ variant: 'fast' }))).toMatch(
      /^strategy dfs has no option variant: .* is the backtrack strategy \(--strategy backtrack, @sudoku\/solver-backtrack\)$/,
    );
    expect(usageError(() => raw({ depth: 3 }))).toBe(
      'strategy dfs has no option depth; it takes no options',
    );
  });
});
