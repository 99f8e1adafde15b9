import { gridToString, isValidSolution, keepsClues, parseGrid, type Solver } from '@sudoku/core';
import { EXAMPLE, MULTI_SOLUTION, SOLVABLE, UNIT_TEST, UNSOLVABLE } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installedStrategies } from './strategies.js';

/** The project's strategies that propagate: they must answer every puzzle here. */
const PROPAGATING = ['astar', 'dfs', 'dlx', 'iddfs'];
/**
 * Any other strategy may search without propagation (plain backtracking needs
 * minutes on some fixtures): it answers within this or is left out of that
 * puzzle's comparison.
 */
const OTHERS_MS = 100;

/**
 * Every installed strategy, found through the same loader as `--strategy`,
 * must agree with the others on capped solution counts: a cross-check that
 * picks up a newly added strategy package with no edit here.
 */
describe('the installed strategies agree', async () => {
  const solvers = (await installedStrategies()).map((plugin) => plugin.create());
  const CAP = 40;

  /** A solve; a strategy outside PROPAGATING that runs out of time gives undefined. */
  const answerOf = (solver: Solver, puzzle: Uint8Array, maxSolutions = 1) => {
    const propagating = PROPAGATING.includes(solver.name);
    const result = solver.solve(
      puzzle,
      propagating ? { maxSolutions } : { maxSolutions, timeLimitMs: OTHERS_MS },
    );
    return result.status === 'timeout' && !propagating ? undefined : result;
  };

  /** Each strategy's capped count or status, leaving out a slow one that ran out of time. */
  const countsOf = (puzzle: Uint8Array) =>
    solvers.flatMap((solver) => {
      const result = answerOf(solver, puzzle, CAP);
      if (!result) return [];
      return [result.status === 'solved' ? result.solutionCount : result.status];
    });

  it('are at least the five of the project', () => {
    expect(solvers.map((s) => s.name)).toEqual(
      expect.arrayContaining([...PROPAGATING, 'backtrack']),
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
            const result = answerOf(solver, puzzle);
            if (!result) continue;
            expect(result.status === 'solved' && isValidSolution(result.solution)).toBe(true);
            expect(result.status === 'solved' && keepsClues(puzzle, result.solution)).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
