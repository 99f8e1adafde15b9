import { POPCOUNT, parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { createCandidateState } from '../candidate-state.js';
import { mask, openState, rc, removeDigit } from '../test-helpers.js';
import { findHiddenSingle, findNakedSingle } from './singles.js';

describe('naked single', () => {
  it('places the only candidate of a cell', () => {
    const state = openState();
    state.candidates[rc(4, 6)] = mask(8);
    const step = findNakedSingle(state);
    expect(step?.placements).toEqual([{ cell: rc(4, 6), digit: 8 }]);
    expect(step?.explanation).toBe('Naked single: r4c6 has one candidate left, 8.');
    expect(step?.difficulty).toBe(2.3);
  });

  it('agrees with the solution on a real puzzle', () => {
    const state = createCandidateState(parseGrid(EXAMPLE.puzzle));
    const step = findNakedSingle(state)!;
    const { cell, digit } = step.placements[0];
    expect(POPCOUNT[state.candidates[cell]]).toBe(1);
    expect(digit).toBe(Number(EXAMPLE.solution[cell]));
  });

  it('finds nothing when every cell has two or more candidates', () => {
    const state = openState();
    state.candidates[rc(1, 1)] = mask(1, 2);
    expect(findNakedSingle(state)).toBeUndefined();
  });
});

describe('hidden single', () => {
  it('places a digit with one place in a box and names the box', () => {
    const state = openState();
    const box2 = [1, 2, 3].flatMap((r) => [4, 5, 6].map((c) => rc(r, c)));
    removeDigit(
      state,
      7,
      box2.filter((cell) => cell !== rc(3, 5)),
    );
    const step = findHiddenSingle(state);
    expect(step?.placements).toEqual([{ cell: rc(3, 5), digit: 7 }]);
    expect(step?.units).toEqual([19]);
    expect(step?.difficulty).toBe(1.2);
    expect(step?.explanation).toBe('Hidden single: in box 2, 7 can only go in r3c5.');
  });

  it('finds a digit with one place in a column', () => {
    const state = openState();
    const column9 = Array.from({ length: 9 }, (_, r) => rc(r + 1, 9));
    removeDigit(
      state,
      2,
      column9.filter((cell) => cell !== rc(6, 9)),
    );
    // Keep 2 in two places of box 6 so the box does not report it first.
    const step = findHiddenSingle(state);
    expect(step?.placements).toEqual([{ cell: rc(6, 9), digit: 2 }]);
    expect(step?.explanation).toBe('Hidden single: in column 9, 2 can only go in r6c9.');
    expect(step?.difficulty).toBe(1.5);
  });

  it('finds nothing when every digit has two places everywhere', () => {
    const state = openState();
    removeDigit(state, 7, [rc(1, 1), rc(1, 2)]);
    expect(findHiddenSingle(state)).toBeUndefined();
  });
});

describe('full house', () => {
  it('fills the last empty cell of a unit first, rated 1.0', () => {
    const state = openState();
    for (let c = 1; c <= 8; c++) {
      state.digits[rc(5, c)] = c;
      state.candidates[rc(5, c)] = 0;
    }
    state.candidates[rc(5, 9)] = mask(9);
    const step = findHiddenSingle(state)!;
    expect(step.technique).toBe('full-house');
    expect(step.difficulty).toBe(1.0);
    expect(step.placements).toEqual([{ cell: rc(5, 9), digit: 9 }]);
    expect(step.explanation).toBe(
      'Full house: r5c9 is the last empty cell of row 5, so it holds 9.',
    );
  });
});
