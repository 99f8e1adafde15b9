import { type Grid, gridToString, isValidSolution, keepsClues, parseGrid } from '@sudoku/core';
import {
  describeSolverConformance,
  EXAMPLE,
  MULTI_SOLUTION,
  referenceCount,
  SOLVABLE,
  sudokuErrorMessage,
  UNIT_TEST,
} from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import backtrack, { type BacktrackOptions, CANDIDATE_MODES, ERASE_MODES } from './index.js';

/**
 * Plain backtracking is exponential by design: on 17-clue #1 it needs about
 * 2.5 billion nodes (minutes). So the shared conformance suite runs it on
 * the solvable fixtures it can finish: the classic interface's puzzles and
 * the hard-set fixtures it solves in under 120,000 nodes (see README).
 * Everything else is the suite's own data.
 */
const FINISHABLE = SOLVABLE.filter(({ source }) =>
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

const MODES = ERASE_MODES.flatMap((erase) =>
  CANDIDATE_MODES.map((candidates) => ({ erase, candidates })),
);

/** Options as the command line hands them over: unchecked. */
const createRaw = (options: Record<string, unknown>) =>
  backtrack.create(options as BacktrackOptions);
const usageError = (run: () => unknown) => sudokuErrorMessage('SUDOKU_USAGE', run);

for (const modes of MODES) {
  const label = `backtrack erase=${modes.erase} candidates=${modes.candidates}`;
  describeSolverConformance(backtrack, {
    createOptions: modes,
    label,
    solvable: FINISHABLE,
    propertyRuns: 40,
  });

  describe(label, () => {
    const solver = () => backtrack.create(modes);

    it('finds the fixtures it can finish in reasonable time', () => {
      expect(FINISHABLE.length).toBe(7);
    });

    it('finds the smallest solution of random puzzles cut from known grids (property)', () => {
      const bases = [EXAMPLE.solution, UNIT_TEST.solution].map(parseGrid);
      fc.assert(
        fc.property(
          fc.constantFrom(...bases),
          fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9, maxLength: 9 }),
          // 30-45 holes: the classic interface's range, where solutions are few.
          fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { minLength: 30, maxLength: 45 }),
          (base, relabel, holes) => {
            const puzzle: Grid = base.map((v) => relabel[v - 1]);
            for (const cell of holes) puzzle[cell] = 0;
            const all: string[] = [];
            const every = solver().solve(puzzle, {
              maxSolutions: 10_000,
              onSolution: (s) => {
                all.push(gridToString(s));
              },
            });
            expect(every.status === 'solved' && every.exhaustive).toBe(true);
            const result = solver().solve(puzzle, { maxSolutions: 2 });
            expect(result.status).toBe('solved');
            if (result.status !== 'solved') return;
            expect(isValidSolution(result.solution) && keepsClues(puzzle, result.solution)).toBe(
              true,
            );
            // Row-major search trying digits in increasing order meets
            // solutions in increasing order, so the first is the smallest.
            expect(gridToString(result.solution)).toBe([...all].sort()[0]);
          },
        ),
        { numRuns: 40 },
      );
    });
  });
}

describe('backtrack', () => {
  it('enumerates every solution, in increasing (row-major) order, the same in every mode', () => {
    for (const { source, puzzle } of MULTI_SOLUTION) {
      const grid = parseGrid(puzzle);
      // Every fixture here has fewer than 2,000 solutions (1,728 at most).
      const total = referenceCount(grid, 2000);
      expect(total, source).toBeLessThan(2000);
      const collect = (options: BacktrackOptions) => {
        const seen: string[] = [];
        backtrack.create(options).solve(grid, {
          maxSolutions: 2000,
          onSolution: (solution) => {
            seen.push(gridToString(solution));
          },
        });
        return seen;
      };
      const first = collect({});
      expect(new Set(first).size, source).toBe(total);
      expect(first, source).toEqual([...first].sort());
      for (const modes of MODES) expect(collect(modes), source).toEqual(first);
    }
  });

  it('rejects unknown options and values outside the choices, naming them', () => {
    expect(usageError(() => createRaw({ erase: 'or' }))).toBe(
      'strategy backtrack: option erase must be one of and, xor, got "or"',
    );
    expect(usageError(() => createRaw({ candidates: 'list' }))).toBe(
      'strategy backtrack: option candidates must be one of mask, array, got "list"',
    );
    expect(usageError(() => createRaw({ variant: 'plain' }))).toBe(
      'strategy backtrack has no option variant; it takes erase, candidates',
    );
  });
});
