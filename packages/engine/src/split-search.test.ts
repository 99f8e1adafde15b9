import { gridToString, isValidSolution, keepsClues, parseGrid } from '@sudoku/core';
import { CONFLICTING, EMPTY, EXAMPLE, MULTI_SOLUTION, referenceCount } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSolutions } from './count.js';
import { enumerateSolutions } from './enumerate.js';
import { splitSearch } from './split-search.js';

const all = (grid: Uint8Array): string[] => {
  const out: string[] = [];
  enumerateSolutions(grid, { onSolution: (s) => void out.push(gridToString(s)) });
  return out;
};

/** The example's solution with between `minLength` and `maxLength` random cells emptied (fast-check). */
const holedSolution = (minLength: number, maxLength: number) =>
  fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { minLength, maxLength }).map((holes) => {
    const grid = parseGrid(EXAMPLE.solution);
    for (const cell of holes) grid[cell] = 0;
    return grid;
  });

function expectSplitMatches(
  grid: Uint8Array,
  options: { depth?: number; minParts?: number },
): void {
  const sequential = all(grid);
  const parts = splitSearch(grid, options);
  const parallel = parts.flatMap(all);
  expect(parallel).toEqual(sequential);
  expect(new Set(sequential).size).toBe(sequential.length);
  for (const part of parts) expect(keepsClues(grid, part)).toBe(true);
}

describe('enumerateSolutions', () => {
  it('finds every solution once, each valid, as many as the reference counter', () => {
    for (const fixture of MULTI_SOLUTION) {
      const grid = parseGrid(fixture.puzzle);
      const solutions = all(grid);
      expect(solutions.length, fixture.source).toBe(referenceCount(grid, 1e6));
      expect(new Set(solutions).size).toBe(solutions.length);
      for (const s of solutions) {
        const g = parseGrid(s);
        expect(isValidSolution(g) && keepsClues(grid, g)).toBe(true);
      }
    }
  });

  it('honours maxSolutions and a stop from onSolution', () => {
    const empty = parseGrid(EMPTY);
    expect(enumerateSolutions(empty, { maxSolutions: 5 })).toEqual({
      status: 'several-solutions',
      count: 5,
      exhaustive: false,
    });
    expect(enumerateSolutions(empty, { onSolution: (_, i) => i < 2 })).toEqual({
      status: 'several-solutions',
      count: 3,
      exhaustive: false,
    });
    expect(enumerateSolutions(parseGrid(EXAMPLE.puzzle))).toEqual({
      status: 'solved',
      count: 1,
      exhaustive: true,
    });
    expect(enumerateSolutions(parseGrid(CONFLICTING[0].puzzle)).count).toBe(0);
  });

  it('shares its own grid on request: the same sequence, one grid object', () => {
    const empty = parseGrid(EMPTY);
    const copies: Uint8Array[] = [];
    enumerateSolutions(empty, { maxSolutions: 200, onSolution: (s) => void copies.push(s) });
    const shared: string[] = [];
    const seen = new Set<Uint8Array>();
    enumerateSolutions(empty, {
      maxSolutions: 200,
      shareGrid: true,
      onSolution: (s) => {
        seen.add(s);
        shared.push(gridToString(s));
      },
    });
    expect(shared).toEqual(copies.map((g) => gridToString(g)));
    expect(new Set(shared).size).toBe(200);
    expect(seen.size).toBe(1);
  });
});

/** The solutions of `grid` slice by slice of at most `cap`, each slice going on with the last one's rest first. */
function bySlices(grid: Uint8Array, cap: number): string[] {
  const out: string[] = [];
  const queue: Uint8Array[] = [grid];
  while (queue.length > 0) {
    const part = queue.shift()!;
    const { count, rest } = enumerateSolutions(part, {
      maxSolutions: cap,
      rest: true,
      onSolution: (s) => void out.push(gridToString(s)),
    });
    expect(count).toBeLessThanOrEqual(cap);
    queue.unshift(...rest!);
  }
  return out;
}

describe('enumerateSolutions with rest: a stopped search goes on where it stopped', () => {
  it('slices followed by their rests give the sequential enumeration (property)', () => {
    fc.assert(
      fc.property(holedSolution(25, 50), fc.integer({ min: 1, max: 40 }), (grid, cap) => {
        fc.pre(countSolutions(grid, 3000).count < 3000);
        expect(bySlices(grid, cap)).toEqual(all(grid));
      }),
      { numRuns: 40 },
    );
    for (const fixture of MULTI_SOLUTION) {
      const grid = parseGrid(fixture.puzzle);
      expect(bySlices(grid, 7)).toEqual(all(grid));
    }
  });

  it('leaves no rest when the search ends; after one solution of the empty grid, its open branches', () => {
    expect(enumerateSolutions(parseGrid(EXAMPLE.puzzle), { rest: true })).toEqual({
      status: 'solved',
      count: 1,
      exhaustive: true,
      rest: [],
    });
    expect(enumerateSolutions(parseGrid(CONFLICTING[0].puzzle), { rest: true }).rest).toEqual([]);
    const { rest, exhaustive } = enumerateSolutions(parseGrid(EMPTY), {
      maxSolutions: 1,
      rest: true,
    });
    expect(exhaustive).toBe(false);
    // Deepest branch first; the last part is r1c1 = 9.
    expect(rest!.length).toBeGreaterThan(8);
    expect(gridToString(rest!.at(-1)!)).toBe(`9${'.'.repeat(80)}`);
    // Without the option the result has no rest.
    expect(enumerateSolutions(parseGrid(EMPTY), { maxSolutions: 1 })).not.toHaveProperty('rest');
  });

  it('keeps a true rest when its time runs out', () => {
    const empty = parseGrid(EMPTY);
    const first: string[] = [];
    const stopped = enumerateSolutions(empty, {
      timeLimitMs: 20,
      rest: true,
      shareGrid: true,
      onSolution: (s) => void first.push(gridToString(s)),
    });
    expect(stopped.status).toBe('timeout');
    expect(stopped.count).toBe(first.length);
    // Going on with the rest gives the next solutions of the whole sequence.
    const next: string[] = [];
    for (const part of stopped.rest!) {
      const { count } = enumerateSolutions(part, {
        maxSolutions: 50 - next.length,
        onSolution: (s) => void next.push(gridToString(s)),
      });
      if (next.length === 50 || count === 0) break;
    }
    const whole: string[] = [];
    enumerateSolutions(empty, {
      maxSolutions: first.length + 50,
      onSolution: (s) => void whole.push(gridToString(s)),
    });
    expect([...first, ...next]).toEqual(whole);
  });
});

describe('splitSearch', () => {
  it('parts enumerated in order give the sequential enumeration', () => {
    for (const fixture of MULTI_SOLUTION) {
      const grid = parseGrid(fixture.puzzle);
      expectSplitMatches(grid, { depth: 1 });
      expectSplitMatches(grid, { depth: 3 });
      expectSplitMatches(grid, { minParts: 8 });
    }
  });

  it('holds for random holes in a solution grid (property)', () => {
    fc.assert(
      fc.property(holedSolution(20, 45), fc.integer({ min: 0, max: 4 }), (grid, depth) => {
        const { count } = countSolutions(grid, 5000);
        fc.pre(count < 5000);
        expectSplitMatches(grid, { depth });
        expect(all(grid).length).toBe(count);
      }),
      { numRuns: 40 },
    );
  });

  it('cuts the empty grid on r1c1, then on r1c2', () => {
    // The empty grid closes to itself; every cell has 9 candidates, so the
    // lowest cell branches first (9 parts); then r1c2 has 8 (72 parts).
    const empty = parseGrid(EMPTY);
    expect(splitSearch(empty, { depth: 1 })).toHaveLength(9);
    const two = splitSearch(empty, { depth: 2 });
    expect(two).toHaveLength(72);
    expect([two[0][0], two[0][1], two[71][0], two[71][1]]).toEqual([1, 2, 9, 8]);
    expect(splitSearch(empty, { minParts: 50 })).toHaveLength(72);
  });

  it('gives no parts for conflicting givens and rejects bad options', () => {
    expect(splitSearch(parseGrid(CONFLICTING[0].puzzle))).toEqual([]);
    expect(() => splitSearch(parseGrid(EMPTY), { depth: -1 })).toThrow(/depth/);
  });
});
