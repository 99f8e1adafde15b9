import { ALL_DIGITS } from '@sudoku/core';
import fc from 'fast-check';
import type { CandidateState } from './candidate-state.js';
import { expectRated, type RatedPuzzle, type RateOptions, ratePuzzle } from './rating.js';

/** Test helper: an empty board where every cell still has every candidate. */
export function openState(): CandidateState {
  return { digits: new Uint8Array(81), candidates: new Uint16Array(81).fill(ALL_DIGITS) };
}

/** Test helper: cell index from 1-based row and column. */
export function rc(row: number, column: number): number {
  return (row - 1) * 9 + (column - 1);
}

/** Test helper: removes `digit` from every listed cell. */
export function removeDigit(state: CandidateState, digit: number, cells: Iterable<number>): void {
  for (const cell of cells) state.candidates[cell] &= ~(1 << (digit - 1));
}

/**
 * Test helper: `state` where each listed cell holds only the listed digits,
 * written as in `'r1c1=12 r1c5=138'` (cell = its candidates).
 */
export function withCandidates(state: CandidateState, cells: string): CandidateState {
  for (const entry of cells.trim().split(/\s+/)) {
    const parts = /^r([1-9])c([1-9])=([1-9]+)$/.exec(entry);
    if (!parts) throw new Error(`withCandidates: '${entry}' is not like r1c1=12`);
    const [, row, column, digits] = parts;
    state.candidates[rc(Number(row), Number(column))] = mask(...[...digits].map(Number));
  }
  return state;
}

/** Test helper: an open board where each listed cell holds only the listed digits (as `withCandidates`). */
export function openStateWith(cells: string): CandidateState {
  return withCandidates(openState(), cells);
}

/** Test helper: an open board where `digit` is gone from every cell of the listed groups. */
export function openStateWithout(digit: number, ...groups: Iterable<number>[]): CandidateState {
  const state = openState();
  for (const cells of groups) removeDigit(state, digit, cells);
  return state;
}

const ONE_TO_NINE = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Test helper: the cells of `row` outside the listed columns. */
export function rowExcept(row: number, columns: number[]): number[] {
  return ONE_TO_NINE.filter((c) => !columns.includes(c)).map((c) => rc(row, c));
}

/** Test helper: the cells of `column` outside the listed rows. */
export function columnExcept(column: number, rows: number[]): number[] {
  return ONE_TO_NINE.filter((r) => !rows.includes(r)).map((r) => rc(r, column));
}

/** Test helper: the set {digits}. */
export function mask(...digits: number[]): number {
  let m = 0;
  for (const d of digits) m |= 1 << (d - 1);
  return m;
}

/** A random loss of candidates, as (cell, digit index 0-8) pairs (fast-check). */
export const losses = fc.array(fc.tuple(fc.nat(80), fc.nat(8)), { minLength: 1, maxLength: 12 });

/**
 * Test helper: `state` after losing the listed candidates, where an empty
 * cell keeps at least one (a board a solve could reach from it, or not).
 */
export function afterLosing(
  state: CandidateState,
  lost: readonly [number, number][],
): CandidateState {
  const candidates = state.candidates.slice();
  for (const [cell, digit] of lost) {
    const left = candidates[cell] & ~(1 << digit);
    if (state.digits[cell] === 0 && left !== 0) candidates[cell] = left;
  }
  return { digits: state.digits, candidates };
}

/** Test helper: the rating of a puzzle that must be rateable (fails the test with the status otherwise). */
export function rateOrFail(grid: Uint8Array, options: RateOptions = {}): RatedPuzzle {
  return expectRated(ratePuzzle(grid, options));
}
