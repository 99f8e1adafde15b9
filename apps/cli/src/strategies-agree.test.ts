import { gridToString, isValidSolution, keepsClues, parseGrid } from '@sudoku/core';
import { EXAMPLE, MULTI_SOLUTION, SOLVABLE, UNIT_TEST, UNSOLVABLE } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installedStrategies } from './strategies.js';

/**
 * Every installed strategy, found through the same loader as `--strategy`,
 * must agree with the others on capped solution counts: a cross-check that
 * picks up a newly added strategy package with no edit here.
 */
describe('the installed strategies agree', async () => {
  const solvers = (await installedStrategies()).map((plugin) => plugin.create());
  const CAP = 40;

  const countsOf = (puzzle: Uint8Array) =>
    solvers.map((solver) => {
      const result = solver.solve(puzzle, { maxSolutions: CAP });
      return result.status === 'solved' ? result.solutionCount : result.status;
    });

  it('are at least the four of the project', () => {
    expect(solvers.map((s) => s.name)).toEqual(
      expect.arrayContaining(['astar', 'dfs', 'dlx', 'iddfs']),
    );
  });

  it('on the fixtures: hard, unsolvable and multi-solution puzzles', () => {
    for (const { source, puzzle } of [...SOLVABLE, ...UNSOLVABLE, ...MULTI_SOLUTION]) {
      const counts = countsOf(parseGrid(puzzle));
      expect(new Set(counts).size, `${source}: ${counts.join(', ')}`).toBe(1);
    }
  });

  it('on random puzzles cut from known grids, with capped counts (property)', () => {
    const bases = [EXAMPLE.solution, UNIT_TEST.solution].map(parseGrid);
    fc.assert(
      fc.property(
        fc.constantFrom(...bases),
        fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { minLength: 35, maxLength: 60 }),
        (base, holes) => {
          const puzzle = Uint8Array.from(base);
          for (const cell of holes) puzzle[cell] = 0;
          const counts = countsOf(puzzle);
          expect(new Set(counts).size, `${gridToString(puzzle)}: ${counts.join(', ')}`).toBe(1);
          for (const solver of solvers) {
            const result = solver.solve(puzzle);
            expect(result.status === 'solved' && isValidSolution(result.solution)).toBe(true);
            expect(result.status === 'solved' && keepsClues(puzzle, result.solution)).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
