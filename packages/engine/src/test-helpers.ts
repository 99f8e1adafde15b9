import { ALL_DIGITS } from '@sudoku/core';
import type { CandidateState } from './candidate-state.js';

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

/** Test helper: the set {digits}. */
export function mask(...digits: number[]): number {
  let m = 0;
  for (const d of digits) m |= 1 << (d - 1);
  return m;
}
