import { parseGrid, UNIT_CELLS } from '@sudoku/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCandidateState } from './candidate-state.js';
import { SE_RATED } from './fixtures/se-rated.js';
import { combinationsWithin } from './geometry.js';
import { afterLosing, losses } from './test-helpers.js';
import { unitViewOf } from './unit-view.js';

const starts = SE_RATED.slice(0, 12).map((p) => createCandidateState(parseGrid(p.puzzle)));

/** Each table of the view, cell by cell, the plain way. */
function plainView(
  digits: Uint8Array,
  candidates: Uint16Array,
  since: Uint16Array,
): {
  places: number[];
  empties: number[];
  placed: number[];
  lostDigits: number[];
  lostPositions: number[];
} {
  const places: number[] = [];
  const empties: number[] = [];
  const placed: number[] = [];
  const lostDigits: number[] = [];
  const lostPositions: number[] = [];
  for (let u = 0; u < 27; u++) {
    const cells = Array.from(UNIT_CELLS.subarray(u * 9, u * 9 + 9));
    for (let d = 1; d <= 9; d++) {
      places.push(
        cells.reduce((m, cell, k) => (candidates[cell] & (1 << (d - 1)) ? m | (1 << k) : m), 0),
      );
    }
    empties.push(cells.filter((cell) => digits[cell] === 0).length);
    placed.push(cells.reduce((m, cell) => (digits[cell] ? m | (1 << (digits[cell] - 1)) : m), 0));
    const lost = cells.map((cell) => since[cell] & ~(digits[cell] === 0 ? candidates[cell] : 0));
    lostDigits.push(lost.reduce((a, b) => a | b, 0));
    lostPositions.push(lost.reduce((m, l, k) => (l ? m | (1 << k) : m), 0));
  }
  return { places, empties, placed, lostDigits, lostPositions };
}

describe('unitViewOf', () => {
  it('reads places, empty cells, placed digits and what each unit lost as a cell-by-cell count does', () => {
    fc.assert(
      fc.property(fc.constantFrom(...starts), losses, losses, (start, before, after) => {
        const since = afterLosing(start, before);
        const state = afterLosing(since, after);
        const view = unitViewOf(state, since.candidates);
        const plain = plainView(state.digits, state.candidates, since.candidates);
        expect(Array.from(view.places)).toEqual(plain.places);
        expect(Array.from(view.empties)).toEqual(plain.empties);
        expect(Array.from(view.placed)).toEqual(plain.placed);
        expect(Array.from(view.lostDigits!)).toEqual(plain.lostDigits);
        expect(Array.from(view.lostPositions!)).toEqual(plain.lostPositions);
      }),
      { numRuns: 200 },
    );
  });

  it('without an earlier board, every unit counts; given places are kept as they are', () => {
    const [state] = starts;
    const places = new Uint16Array(27 * 9).fill(7);
    const view = unitViewOf(state, undefined, places);
    expect(view.lostDigits).toBeUndefined();
    expect(view.lostPositions).toBeUndefined();
    expect(view.places).toBe(places);
  });
});

describe('combinationsWithin', () => {
  it('lists every k-subset of the mask once, in increasing mask order', () => {
    fc.assert(
      fc.property(fc.nat(511), fc.integer({ min: 1, max: 4 }), (mask, k) => {
        const all: number[] = [];
        for (let c = 0; c < 512; c++) {
          let bits = 0;
          for (let m = c; m; m &= m - 1) bits++;
          if (bits === k && (c & ~mask) === 0) all.push(c);
        }
        expect(combinationsWithin(mask, k)).toEqual(all);
      }),
    );
  });
});
