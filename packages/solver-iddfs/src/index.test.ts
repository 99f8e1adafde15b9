import {
  type Grid,
  gridToString,
  isSudokuError,
  isValidSolution,
  keepsClues,
  parseGrid,
  type SolveResult,
} from '@sudoku/core';
import {
  describeSolverConformance,
  EMPTY,
  EXAMPLE,
  MULTI_SOLUTION,
  referenceCount,
  SOLVABLE,
  UNIT_TEST,
} from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import iddfs from './index.js';

describeSolverConformance(iddfs);
// A limit of 2 cuts almost every search off, so the unlimited pass runs and
// must neither lose nor repeat the solutions of the first.
describeSolverConformance(iddfs, {
  createOptions: { depthLimit: 2 },
  label: 'iddfs depthLimit 2',
});
describeSolverConformance(iddfs, {
  createOptions: { singles: 'naked' },
  label: 'iddfs naked singles',
  propertyRuns: 20,
});

/** Every solution, in the order the solver reports them, up to `cap`. */
function enumerate(puzzle: Grid, options: Record<string, unknown>, cap: number) {
  const seen: string[] = [];
  const result = iddfs.create(options).solve(puzzle, {
    maxSolutions: cap,
    onSolution: (grid) => {
      seen.push(gridToString(grid));
    },
  });
  return { seen, result };
}

function stat(result: SolveResult, key: string): number {
  return result.stats[key];
}

function usageError(options: Record<string, unknown>): string | undefined {
  try {
    iddfs.create(options);
  } catch (error) {
    return isSudokuError(error) ? `${error.code}: ${error.message}` : String(error);
  }
  return undefined;
}

/** top95 #1: needs guesses several levels deep. */
const HARD = parseGrid(
  '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
);

describe('iddfs options', () => {
  it('rejects a bad depthLimit or singles with a usage error naming the option', () => {
    for (const depthLimit of [-1, 82, 2.5, 'deep', Number.NaN]) {
      expect(usageError({ depthLimit })).toMatch(
        /^SUDOKU_USAGE: strategy iddfs: option depthLimit/,
      );
    }
    for (const passBudget of [-1, 0.5, Number.POSITIVE_INFINITY, 'lots']) {
      expect(usageError({ passBudget })).toMatch(
        /^SUDOKU_USAGE: strategy iddfs: option passBudget/,
      );
    }
    expect(usageError({ singles: 'pointing' })).toMatch(/^SUDOKU_USAGE: .*option singles/);
    expect(usageError({ depth: 3 })).toMatch(/^SUDOKU_USAGE: strategy iddfs has no option depth/);
  });

  it('accepts limits from the command line as strings', () => {
    expect(usageError({ depthLimit: '0' })).toBeUndefined();
    expect(usageError({ depthLimit: '81', singles: 'naked', passBudget: '1000' })).toBeUndefined();
  });
});

describe('iddfs passes', () => {
  it('runs one pass when the limited pass is never cut off', () => {
    const result = iddfs.create().solve(parseGrid(EXAMPLE.puzzle), { maxSolutions: 2 });
    expect(stat(result, 'passes')).toBe(1);
    expect(stat(result, 'depthCutoffs')).toBe(0);
    expect(stat(result, 'firstPassNodes')).toBe(result.stats.nodes);
  });

  it('runs the unlimited pass when the limited one is cut off, and revisits its nodes', () => {
    const result = iddfs.create({ depthLimit: 1 }).solve(HARD, { maxSolutions: 2 });
    expect(result.status).toBe('solved');
    if (result.status !== 'solved') return;
    expect(isValidSolution(result.solution) && keepsClues(HARD, result.solution)).toBe(true);
    expect(result.solutionCount).toBe(1);
    expect(result.exhaustive).toBe(true);
    expect(stat(result, 'passes')).toBe(2);
    expect(stat(result, 'depthCutoffs')).toBeGreaterThan(0);
    expect(stat(result, 'maxDepth')).toBeGreaterThan(1);
    // The second pass goes through the first pass's nodes again.
    const firstPass = stat(result, 'firstPassNodes');
    expect(firstPass).toBeGreaterThan(1);
    const plain = iddfs.create({ depthLimit: 81 }).solve(HARD, { maxSolutions: 2 });
    expect(result.stats.nodes).toBe(plain.stats.nodes + firstPass);
  });

  it('hands over to the unlimited pass when the limited one runs out of budget', () => {
    const result = iddfs.create({ passBudget: 500 }).solve(parseGrid(EMPTY), {
      maxSolutions: 3,
    });
    expect(result.status).toBe('solved');
    if (result.status !== 'solved') return;
    expect(result.solutionCount).toBe(3);
    expect(stat(result, 'passes')).toBe(2);
    expect(stat(result, 'firstPassNodes')).toBe(500);
  });

  it('keeps going past its budget while it has cut nothing off', () => {
    const result = iddfs.create({ depthLimit: 81, passBudget: 1 }).solve(HARD, { maxSolutions: 2 });
    const plain = iddfs.create({ depthLimit: 81 }).solve(HARD, { maxSolutions: 2 });
    expect(plain.stats.nodes).toBeGreaterThan(1);
    expect(stat(result, 'passes')).toBe(1);
    expect(result.stats.nodes).toBe(plain.stats.nodes);
  });

  it('with a budget of 0 skips the limited pass', () => {
    const result = iddfs.create({ passBudget: 0 }).solve(HARD, { maxSolutions: 2 });
    const plain = iddfs.create({ depthLimit: 81 }).solve(HARD, { maxSolutions: 2 });
    expect(stat(result, 'passes')).toBe(1);
    expect(stat(result, 'firstPassNodes')).toBe(0);
    expect(result.stats.nodes).toBe(plain.stats.nodes);
  });

  it('with no limit is one plain depth-first pass', () => {
    const result = iddfs.create({ depthLimit: 81 }).solve(HARD, { maxSolutions: 2 });
    expect(stat(result, 'passes')).toBe(1);
    expect(stat(result, 'depthCutoffs')).toBe(0);
  });

  it('gives the same unique solution at every limit and in both singles modes', () => {
    for (const { puzzle } of SOLVABLE.slice(0, 12)) {
      const grid = parseGrid(puzzle);
      const answers = new Set<string>();
      for (const options of [
        {},
        { depthLimit: 0 },
        { depthLimit: 3 },
        { singles: 'naked' as const },
      ]) {
        const result = iddfs.create(options).solve(grid);
        if (result.status === 'solved') answers.add(gridToString(result.solution));
        else answers.add(result.status);
      }
      expect([...answers], puzzle).toHaveLength(1);
    }
  });

  it('naked singles alone (as the Qt game fills) need at least as many nodes as with hidden singles', () => {
    for (const { puzzle } of SOLVABLE.slice(13, 16)) {
      const grid = parseGrid(puzzle);
      const hidden = iddfs.create().solve(grid, { maxSolutions: 2 });
      const naked = iddfs.create({ singles: 'naked' }).solve(grid, { maxSolutions: 2 });
      expect(naked.stats.nodes, puzzle).toBeGreaterThanOrEqual(hidden.stats.nodes);
    }
  });
});

describe('iddfs counting across passes', () => {
  it('finds the same solutions at every depth limit, each once, the first pass first', () => {
    for (const { source, puzzle } of MULTI_SOLUTION) {
      const grid = parseGrid(puzzle);
      const cap = 500;
      const expected = referenceCount(grid, cap + 1);
      const plain = enumerate(grid, { depthLimit: 81 }, cap);
      expect(plain.seen.length, source).toBe(Math.min(expected, cap));
      let cutOff = false;
      for (const [depthLimit, passBudget] of [
        [0, 1e5],
        [1, 1e5],
        [2, 1e5],
        [3, 1e5],
        [5, 1e5],
        [24, 1e5],
        [3, 7],
        [5, 40],
      ]) {
        const run = enumerate(grid, { depthLimit, passBudget }, cap);
        expect(run.seen.length, `${source}, limit ${depthLimit}, budget ${passBudget}`).toBe(
          plain.seen.length,
        );
        expect(new Set(run.seen).size, `${source}, limit ${depthLimit}, budget ${passBudget}`).toBe(
          run.seen.length,
        );
        if (expected <= cap) {
          // Exhaustive: the very same set as one plain pass.
          expect(
            [...run.seen].sort(),
            `${source}, limit ${depthLimit}, budget ${passBudget}`,
          ).toEqual([...plain.seen].sort());
        }
        if (stat(run.result, 'passes') === 2) cutOff = true;
        if (expected <= cap) {
          // Each pass reports in the plain depth-first order, the first pass
          // first: the sequence is two increasing runs of plain positions.
          const at = run.seen.map((s) => plain.seen.indexOf(s));
          const descents = at.filter((p, i) => i > 0 && p < at[i - 1]).length;
          expect(
            descents,
            `${source}, limit ${depthLimit}, budget ${passBudget}`,
          ).toBeLessThanOrEqual(stat(run.result, 'passes') - 1);
        }
      }
      expect(cutOff, `${source}: some limit should force the second pass`).toBe(true);
    }
  });

  it('counts the same at any limit and budget for random multi-solution puzzles (property)', () => {
    const bases = [EXAMPLE.solution, UNIT_TEST.solution].map(parseGrid);
    fc.assert(
      fc.property(
        fc.constantFrom(...bases),
        fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 300 }),
        (base, holes, depthLimit, passBudget) => {
          const puzzle = base.map((v, i) => (holes[i] ? 0 : v));
          const cap = 300;
          const plain = enumerate(puzzle, { depthLimit: 81 }, cap);
          const limited = enumerate(puzzle, { depthLimit, passBudget }, cap);
          expect(limited.seen.length).toBe(plain.seen.length);
          expect(new Set(limited.seen).size).toBe(limited.seen.length);
          if (plain.seen.length < cap) {
            expect(plain.seen.length).toBe(referenceCount(puzzle, cap));
            expect([...limited.seen].sort()).toEqual([...plain.seen].sort());
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('stops the second pass at the cap, counting the first pass in', () => {
    const grid = parseGrid(MULTI_SOLUTION[1].puzzle);
    const total = referenceCount(grid, 10_000);
    const cap = Math.floor(total / 2);
    const result = iddfs.create({ depthLimit: 1 }).solve(grid, { maxSolutions: cap });
    expect(result.status).toBe('solved');
    if (result.status !== 'solved') return;
    expect(result.solutionCount).toBe(cap);
    expect(result.exhaustive).toBe(false);
  });

  it('aborts during the second pass', () => {
    const controller = new AbortController();
    const result = iddfs.create({ depthLimit: 0 }).solve(parseGrid(EMPTY), {
      maxSolutions: 1_000_000,
      signal: controller.signal,
      onSolution: (_grid, index) => {
        if (index === 2) controller.abort();
      },
    });
    expect(result.status).toBe('aborted');
    expect(stat(result, 'passes')).toBe(2);
  });
});

describe('iddfs state reuse', () => {
  it('solves correctly from inside its own callback', () => {
    const solver = iddfs.create({ depthLimit: 1 });
    const outer = parseGrid(MULTI_SOLUTION[0].puzzle);
    const expected = enumerate(outer, { depthLimit: 1 }, 1000).seen;
    const seen: string[] = [];
    const inner: string[] = [];
    solver.solve(outer, {
      maxSolutions: 1000,
      onSolution: (grid) => {
        seen.push(gridToString(grid));
        const r = solver.solve(HARD);
        inner.push(r.status === 'solved' ? gridToString(r.solution) : r.status);
      },
    });
    expect(seen).toEqual(expected);
    expect(new Set(inner).size).toBe(1);
    expect(isValidSolution(parseGrid(inner[0]))).toBe(true);
  });

  it('gives the same result on a reused solver as on a fresh one', () => {
    const reused = iddfs.create();
    for (const { puzzle } of SOLVABLE) {
      const grid = parseGrid(puzzle);
      const a = reused.solve(grid, { maxSolutions: 2 });
      const b = iddfs.create().solve(grid, { maxSolutions: 2 });
      const { elapsedMs: _a, ...statsA } = a.stats;
      const { elapsedMs: _b, ...statsB } = b.stats;
      expect(statsA, puzzle).toEqual(statsB);
    }
  });
});
