import { describe, expect, it } from 'vitest';
import { mask, openState, rc } from '../test-helpers.js';
import { ChainSearch } from './chain-search.js';
import { findChainsAndCycles } from './chains-and-cycles.js';
import { Inference } from './inference.js';
import { CAUSE_CELL, nodeOf } from './potentials.js';

describe('ChainSearch', () => {
  it('follows cell and unit links from an assumption, each node once with its parent', () => {
    const state = openState();
    // r1c1 {1,2} and r1c5 {2,3}: r1c1 = 1 removes 1 from row 1 … and r1c1 ≠ 2.
    state.candidates[rc(1, 1)] = mask(1, 2);
    state.candidates[rc(1, 5)] = mask(2, 3);
    const search = new ChainSearch(state.candidates);
    const inference = new Inference();
    search.infer(
      nodeOf(rc(1, 1), 2, false),
      { cells: true, units: true, dynamic: false },
      inference,
    );
    const on1 = nodeOf(rc(1, 1), 1, true);
    expect(inference.has(on1)).toBe(true);
    expect(inference.cause[on1]).toBe(CAUSE_CELL);
    expect(inference.path(on1)).toEqual([nodeOf(rc(1, 1), 2, false), on1]);
    expect(inference.conflict).toBe(-1);
  });

  it('reports a clash and stops: assuming a digit in two cells of a bivalue pair', () => {
    const state = openState();
    state.candidates[rc(2, 2)] = mask(4, 5);
    state.candidates[rc(2, 8)] = mask(4, 5);
    state.candidates[rc(2, 5)] = mask(4, 5, 6);
    const search = new ChainSearch(state.candidates);
    const inference = new Inference();
    // r2c5 = 6 would leave… nothing wrong; r2c5 = 4 removes 4 from both pair cells, so both are 5.
    search.infer(
      nodeOf(rc(2, 5), 4, true),
      { cells: true, units: true, dynamic: false },
      inference,
    );
    expect(inference.conflict).toBeGreaterThanOrEqual(0);
    expect(inference.has(inference.conflict ^ 1)).toBe(true);
    expect(inference.path(inference.conflict)[0]).toBe(nodeOf(rc(2, 5), 4, true));
  });

  it('restores the board after a dynamic search', () => {
    const state = openState();
    state.candidates[rc(1, 1)] = mask(1, 2);
    const search = new ChainSearch(state.candidates);
    const before = search.grid.slice();
    search.infer(
      nodeOf(rc(1, 1), 1, true),
      { cells: true, units: true, dynamic: true },
      new Inference(),
    );
    expect(search.grid).toEqual(before);
  });
});

describe('chains and cycles', () => {
  it('finds an X-Wing shaped X-cycle on an otherwise open board', () => {
    const state = openState();
    // Digit 7 only in columns 2 and 6 of rows 3 and 8: a 4-node loop.
    for (const row of [3, 8]) {
      for (let c = 1; c <= 9; c++) if (c !== 2 && c !== 6) state.candidates[rc(row, c)] &= ~mask(7);
    }
    const step = findChainsAndCycles(state)!;
    expect(step.technique).toBe('x-cycle');
    expect(step.difficulty).toBe(6.5);
    expect(step.eliminations.every((e) => e.digit === 7)).toBe(true);
    expect(step.chains[0].at(0)).toEqual(step.chains[0].at(-1));
  });
});
