import { gridToString, parseGrid } from '@sudoku/core';
import {
  describeSolverConformance,
  MULTI_SOLUTION,
  referenceCount,
  sudokuErrorMessage,
} from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import dfs, { type DfsOptions } from './index.js';

/** Options as the command line hands them over: unchecked. */
const createRaw = (options: Record<string, unknown>) => dfs.create(options as DfsOptions);

// The default (fast) variant runs the whole shared suite. The plain variant
// cannot: see plain-dfs.test.ts for why and for what it runs instead.
describeSolverConformance(dfs);
describeSolverConformance(dfs, { createOptions: { variant: 'fast' }, label: 'dfs variant=fast' });

const usageError = (run: () => unknown) => sudokuErrorMessage('SUDOKU_USAGE', run);

describe('dfs options', () => {
  it('rejects an unknown variant, naming the choices', () => {
    expect(usageError(() => createRaw({ variant: 'quick' }))).toMatch(
      /variant must be one of fast, plain, got "quick"/,
    );
  });

  it("rejects the plain variant's knobs on the fast variant", () => {
    expect(usageError(() => createRaw({ erase: 'xor' }))).toMatch(/no option erase/);
    expect(usageError(() => createRaw({ variant: 'fast', candidates: 'array' }))).toMatch(
      /no option candidates/,
    );
  });

  it('rejects bad knob values and unknown keys on the plain variant', () => {
    expect(usageError(() => createRaw({ variant: 'plain', erase: 'or' }))).toMatch(
      /erase must be one of and, xor/,
    );
    expect(usageError(() => createRaw({ variant: 'plain', candidates: 'list' }))).toMatch(
      /candidates must be one of mask, array/,
    );
    expect(usageError(() => createRaw({ variant: 'plain', depth: 3 }))).toMatch(/no option depth/);
  });
});

describe('dfs variants agree', () => {
  it('enumerate the same solutions, the plain one in increasing (row-major) order', () => {
    for (const { source, puzzle } of MULTI_SOLUTION) {
      const grid = parseGrid(puzzle);
      // Every fixture here has fewer than 2,000 solutions (1,728 at most).
      const total = referenceCount(grid, 2000);
      expect(total, source).toBeLessThan(2000);
      const collect = (options: DfsOptions) => {
        const seen: string[] = [];
        dfs.create(options).solve(grid, {
          maxSolutions: 2000,
          onSolution: (solution) => {
            seen.push(gridToString(solution));
          },
        });
        return seen;
      };
      const fast = collect({});
      const plain = collect({ variant: 'plain' });
      expect(fast.length, source).toBe(total);
      expect(plain, source).toEqual([...fast].sort());
      expect(collect({ variant: 'plain', erase: 'xor', candidates: 'array' }), source).toEqual(
        plain,
      );
    }
  });
});
