import { type Grid, gridToString, isValidSolution, keepsClues, parseGrid } from '@sudoku/core';
import { describeSolverConformance, EXAMPLE, SOLVABLE, UNIT_TEST } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import dfs from './index.js';

/**
 * Seed 001's plain DFS is exponential by design: on 17-clue #1 it needs
 * about 2.5 billion nodes (minutes). So the shared conformance suite runs it
 * on the solvable fixtures it can finish: the assignment's puzzles and the
 * hard-set fixtures it solves in under 120,000 nodes (measured; see README).
 * Everything else is the suite's own data.
 */
const PLAIN_SOLVABLE = SOLVABLE.filter(({ source }) =>
  [
    'assignment/example-puzzle.txt',
    'assignment/unit-test-puzzle.txt',
    'top95.txt#3',
    'top95.txt#61',
    'magictour-top1465.txt#301',
    'magictour-top1465.txt#601',
    'magictour-top1465.txt#901',
  ].includes(source),
);

const CONFIGS = [
  { erase: 'and', candidates: 'mask' },
  { erase: 'xor', candidates: 'mask' },
  { erase: 'and', candidates: 'array' },
  { erase: 'xor', candidates: 'array' },
] as const;

for (const knobs of CONFIGS) {
  const label = `dfs variant=plain erase=${knobs.erase} candidates=${knobs.candidates}`;
  const createOptions = { variant: 'plain' as const, ...knobs };
  describeSolverConformance(dfs, {
    createOptions,
    label,
    solvable: PLAIN_SOLVABLE,
    propertyRuns: 40,
  });

  describe(label, () => {
    const solver = () => dfs.create(createOptions);

    it('finds the fixtures it can finish in reasonable time', () => {
      expect(PLAIN_SOLVABLE.length).toBe(7);
    });

    it('finds the smallest solution of random puzzles cut from known grids (property)', () => {
      const bases = [EXAMPLE.solution, UNIT_TEST.solution].map(parseGrid);
      fc.assert(
        fc.property(
          fc.constantFrom(...bases),
          fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9, maxLength: 9 }),
          // 30-45 holes: the assignment's range, where solutions are few.
          fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { minLength: 30, maxLength: 45 }),
          (base, relabel, holes) => {
            const puzzle: Grid = base.map((v) => relabel[v - 1]);
            for (const cell of holes) puzzle[cell] = 0;
            const result = solver().solve(puzzle, { maxSolutions: 2 });
            expect(result.status).toBe('solved');
            if (result.status !== 'solved') return;
            expect(isValidSolution(result.solution) && keepsClues(puzzle, result.solution)).toBe(
              true,
            );
            // Row-major DFS trying digits in increasing order meets solutions in
            // increasing order, so the first is the smallest of all.
            const all: string[] = [];
            const every = dfs.create().solve(puzzle, {
              maxSolutions: 10_000,
              onSolution: (s) => {
                all.push(gridToString(s));
              },
            });
            expect(every.status === 'solved' && every.exhaustive).toBe(true);
            all.sort();
            expect(gridToString(result.solution)).toBe(all[0]);
          },
        ),
        { numRuns: 40 },
      );
    });
  });
}
