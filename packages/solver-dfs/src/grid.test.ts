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

  it('takes variant=fast and rejects the plain variant, saying where it lives', () => {
    expect(gridDfs.create({ variant: 'fast' }).name).toBe('dfs');
    const raw = (options: Record<string, unknown>) => gridDfs.create(options as GridDfsOptions);
    expect(usageError(() => raw({ variant: 'plain' }))).toMatch(
      /variant must be fast in @sudoku\/solver-dfs\/grid, got "plain" \(the plain variant is in @sudoku\/solver-dfs\)/,
    );
    expect(usageError(() => raw({ erase: 'xor' }))).toMatch(/no option erase/);
  });
});
