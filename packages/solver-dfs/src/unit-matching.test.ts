import {
  BOX_OF,
  COL_OF,
  type Grid,
  gridToString,
  hasConflict,
  parseGrid,
  ROW_OF,
  runSearch,
} from '@sudoku/core';
import { BAND_ALL } from '@sudoku/core/kernel';
import { generateGrid } from '@sudoku/generator';
import dlx from '@sudoku/solver-dlx';
import { SOLVABLE } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import dfs, { solveFirst, solveLineText } from './index.js';
import {
  BandSearch,
  claimBandSearch,
  MATCHING_EVERY,
  releaseBandSearch,
} from './propagating-dfs.js';
import { UnitMatching } from './unit-matching.js';

/**
 * Digit 6 has no place left in column 5 once the hidden pair 1/5 in box 8 is
 * seen (1, 5 and 6 may only go in r8c5 and r9c5): a dead end at the root
 * that singles and locked candidates never reach, where the search once took
 * 4.6 million nodes.
 */
const TRAP = '.....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........';
/** The trap's node bound: the first check waits MATCHING_EVERY nodes, then the search unwinds. */
const TRAP_NODES = 2 * MATCHING_EVERY;

const UNITS: number[][] = Array.from({ length: 27 }, (_, u) =>
  Array.from({ length: 81 }, (_, i) => i).filter((i) =>
    u < 9 ? ROW_OF[i] === u : u < 18 ? COL_OF[i] === u - 9 : BOX_OF[i] === u - 18,
  ),
);

/** Hall's condition by brute force: every set of digits has at least as many places as digits. */
function hallHolds(s: Int32Array): boolean {
  const has = (cell: number, d: number) => {
    const band = Math.floor(cell / 27);
    return (s[d * 3 + band] & (1 << (cell - 27 * band))) !== 0;
  };
  for (const unit of UNITS) {
    const places = Array.from({ length: 9 }, (_, d) =>
      unit.reduce((m, cell, k) => (has(cell, d) ? m | (1 << k) : m), 0),
    );
    for (let digits = 1; digits < 512; digits++) {
      let union = 0;
      let count = 0;
      for (let d = 0; d < 9; d++) {
        if (digits & (1 << d)) {
          union |= places[d];
          count++;
        }
      }
      let size = 0;
      for (let m = union; m !== 0; m &= m - 1) size++;
      if (size < count) return false;
    }
  }
  return true;
}

const changesArb = (maxLength: number) =>
  fc.array(fc.tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 9 })), {
    maxLength,
  });

/** A completed grid from the generator, relabelled, with holes and a few changed cells. */
const holedGridArb = fc
  .record({
    index: fc.integer({ min: 0, max: 1_000_000 }),
    relabel: fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9, maxLength: 9 }),
    holes: fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { minLength: 45, maxLength: 64 }),
    changes: changesArb(2),
  })
  .map(({ index, relabel, holes, changes }): Grid => {
    const grid = generateGrid(index).map((v) => relabel[v - 1]);
    for (const cell of holes) grid[cell] = 0;
    for (const [cell, digit] of changes) grid[cell] = digit;
    return grid;
  });

/**
 * A hard puzzle (17-clue, top95, top1465) with a few cells emptied or
 * changed: searches with many dead ends, often without a solution.
 */
const hardVariantArb = fc
  .record({ fixture: fc.constantFrom(...SOLVABLE), changes: changesArb(3) })
  .map(({ fixture, changes }): Grid => {
    const grid = parseGrid(fixture.puzzle);
    for (const [cell, digit] of changes) grid[cell] = digit;
    return grid;
  });

const puzzleArb = fc.oneof(holedGridArb, hardVariantArb).filter((grid) => !hasConflict(grid));

/** Every solution (up to `cap`) in the order the band search finds them, and its node count. */
function enumerate(puzzle: Grid, cap: number, checkEverywhere: boolean) {
  const state = new BandSearch();
  state.matchingAfter = checkEverywhere ? 0 : Number.POSITIVE_INFINITY;
  state.matchingEvery = checkEverywhere ? 0 : Number.POSITIVE_INFINITY;
  const solutions: string[] = [];
  const result = runSearch(
    puzzle,
    { maxSolutions: cap, onSolution: (grid) => void solutions.push(gridToString(grid)) },
    (grid, context) => {
      state.context = context;
      if (state.load(grid, 0)) state.run();
      return { nodes: state.nodes, guesses: state.guesses, backtracks: state.backtracks };
    },
  );
  return { solutions, nodes: result.stats.nodes };
}

describe('UnitMatching', () => {
  it('finds exactly the positions where some unit fails Hall’s condition (property)', () => {
    // The positions the search checks when it checks at every failed branch.
    const matching = new UnitMatching();
    let live = 0;
    let dead = 0;
    const spy = {
      allUnitsHoldAllDigits(s: Int32Array): boolean {
        const expected = hallHolds(s);
        expect(matching.allUnitsHoldAllDigits(s)).toBe(expected);
        if (expected) live++;
        else dead++;
        return expected;
      },
    };
    fc.assert(
      fc.property(puzzleArb, (puzzle) => {
        const state = new BandSearch();
        (state as unknown as { matching: typeof spy }).matching = spy;
        state.matchingAfter = 0;
        state.matchingEvery = 0;
        if (state.load(puzzle, 0)) state.run();
      }),
      { numRuns: 200 },
    );
    // Both answers must come up, or the law above is checked on one side only.
    expect(live).toBeGreaterThan(0);
    expect(dead).toBeGreaterThan(0);
  });

  it('finds the trap dead at its root, where propagation does not', () => {
    const state = new BandSearch();
    expect(state.load(parseGrid(TRAP), 0)).toBe(true);
    expect(state.propagate(state.levels[0], BAND_ALL)).toBe(true);
    expect(new UnitMatching().allUnitsHoldAllDigits(state.levels[0])).toBe(false);
  });
});

describe('dfs with the unit check', () => {
  it('answers the trap unsolvable in few nodes through solve()', () => {
    const result = dfs.create().solve(parseGrid(TRAP));
    expect(result.status).toBe('unsolvable');
    expect(result.stats.nodes).toBeLessThan(TRAP_NODES);
  });

  it('answers the trap unsolvable in few nodes through the batch paths', () => {
    const nodesOfLastSearch = () => {
      const state = claimBandSearch(null);
      releaseBandSearch(state);
      return state.nodes;
    };
    expect(solveFirst(parseGrid(TRAP), 0, new Uint8Array(81), 0)).toBe('unsolvable');
    expect(nodesOfLastSearch()).toBeLessThan(TRAP_NODES);
    const line = new TextEncoder().encode(TRAP);
    expect(solveLineText(line, 0, new Uint8Array(81), 0)).toBe('unsolvable');
    expect(nodesOfLastSearch()).toBeLessThan(TRAP_NODES);
  });

  it('never changes an answer: same solutions in the same order, counts as dlx counts (property)', () => {
    const reference = dlx.create();
    let pruned = 0;
    fc.assert(
      fc.property(puzzleArb, (puzzle) => {
        const checked = enumerate(puzzle, 20, true);
        const unchecked = enumerate(puzzle, 20, false);
        expect(checked.solutions).toEqual(unchecked.solutions);
        expect(checked.nodes).toBeLessThanOrEqual(unchecked.nodes);
        if (checked.nodes < unchecked.nodes) pruned++;
        const count = reference.solve(puzzle, { maxSolutions: 20 });
        expect(checked.solutions.length).toBe(count.status === 'solved' ? count.solutionCount : 0);
      }),
      { numRuns: 300 },
    );
    // The check must have cut some searches short, or this compared two equal searches.
    expect(pruned).toBeGreaterThan(0);
  });
});
