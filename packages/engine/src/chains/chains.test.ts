import { describe, expect, it } from 'vitest';
import { SearchScratch } from '../search-scratch.js';
import { mask, openState, openStateWith, rc } from '../test-helpers.js';
import { ChainSearch } from './chain-search.js';
import { findChainsAndCycles } from './chains-and-cycles.js';
import { Inference } from './inference.js';
import { CAUSE_CELL, nodeOf } from './potentials.js';

/** What a ChainSearch on an open board with `cells` infers from `assumption`, and its grid before and after. */
function inferFrom(cells: string, assumption: number, dynamic = false) {
  const search = new ChainSearch(openStateWith(cells).candidates);
  const before = search.grid.slice();
  const inference = new Inference();
  search.infer(assumption, { cells: true, units: true, dynamic }, inference);
  return { inference, before, after: search.grid };
}

describe('ChainSearch', () => {
  it('follows cell and unit links from an assumption, each node once with its parent', () => {
    // r1c1 {1,2} and r1c5 {2,3}: r1c1 = 1 removes 1 from row 1 … and r1c1 ≠ 2.
    const { inference } = inferFrom('r1c1=12 r1c5=23', nodeOf(rc(1, 1), 2, false));
    const on1 = nodeOf(rc(1, 1), 1, true);
    expect(inference.has(on1)).toBe(true);
    expect(inference.causeOf(on1)).toBe(CAUSE_CELL);
    expect(inference.path(on1)).toEqual([nodeOf(rc(1, 1), 2, false), on1]);
    expect(inference.conflict).toBe(-1);
  });

  it('reports a clash and stops: assuming a digit in two cells of a bivalue pair', () => {
    // r2c5 = 6 would leave… nothing wrong; r2c5 = 4 removes 4 from both pair cells, so both are 5.
    const { inference } = inferFrom('r2c2=45 r2c8=45 r2c5=456', nodeOf(rc(2, 5), 4, true));
    expect(inference.conflict).toBeGreaterThanOrEqual(0);
    expect(inference.has(inference.conflict ^ 1)).toBe(true);
    expect(inference.path(inference.conflict)[0]).toBe(nodeOf(rc(2, 5), 4, true));
  });

  it('restores the board after a dynamic search', () => {
    const { before, after } = inferFrom('r1c1=12', nodeOf(rc(1, 1), 1, true), true);
    expect(after).toEqual(before);
  });
});

describe('chains and cycles', () => {
  it('finds an X-Wing shaped X-cycle on an otherwise open board', () => {
    const state = openState();
    // Digit 7 only in columns 2 and 6 of rows 3 and 8: a 4-node loop.
    for (const row of [3, 8]) {
      for (let c = 1; c <= 9; c++) if (c !== 2 && c !== 6) state.candidates[rc(row, c)] &= ~mask(7);
    }
    const step = findChainsAndCycles(state, undefined, new SearchScratch())!;
    expect(step.technique).toBe('x-cycle');
    expect(step.difficulty).toBe(6.5);
    expect(step.eliminations.every((e) => e.digit === 7)).toBe(true);
    expect(step.chains[0].at(0)).toEqual(step.chains[0].at(-1));
  });
});
