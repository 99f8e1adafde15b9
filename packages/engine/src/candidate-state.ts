import {
  assertGrid,
  cellName,
  computeCandidates,
  type Grid,
  PEERS,
  SudokuError,
  UNIT_CELLS,
  unitName,
} from '@sudoku/core';
import { shownValue } from '@sudoku/core/kernel';
import type { Step } from './step.js';

/**
 * What a human solver works on: the digits placed so far and the pencil
 * marks (81 nine-bit candidate sets; 0 for a filled cell). Techniques only
 * read it; {@link applyStep} changes it.
 */
export interface CandidateState {
  digits: Uint8Array;
  candidates: Uint16Array;
}

/** The state of a grid with every candidate its peers allow. Throws `SUDOKU_BAD_GRID` for anything but a grid. */
export function createCandidateState(grid: Grid): CandidateState {
  assertGrid(grid);
  return { digits: Uint8Array.from(grid), candidates: computeCandidates(grid) };
}

/**
 * Throws `SUDOKU_USAGE` naming `owner` unless `state` has the shape of a
 * {@link CandidateState}: a grid passed where a state belongs would
 * otherwise fail deep in a technique with a bare TypeError.
 */
export function assertCandidateState(
  owner: string,
  state: unknown,
): asserts state is CandidateState {
  const { digits, candidates } = (state ?? {}) as Partial<CandidateState>;
  if (
    !(digits instanceof Uint8Array && digits.length === 81) ||
    !(candidates instanceof Uint16Array && candidates.length === 81)
  ) {
    const got =
      state instanceof Uint8Array
        ? 'a grid'
        : typeof state === 'object' && state !== null
          ? 'an object without them'
          : shownValue(state);
    throw new SudokuError(
      'SUDOKU_USAGE',
      `${owner} takes a candidate state (81 digits and 81 candidate masks, from createCandidateState(grid)), got ${got}`,
    );
  }
}

/** An independent copy. */
export function cloneCandidateState(state: CandidateState): CandidateState {
  return { digits: state.digits.slice(), candidates: state.candidates.slice() };
}

/** Places a digit and removes it from the candidates of the cell's 20 peers. */
export function placeDigit(state: CandidateState, cell: number, digit: number): void {
  state.digits[cell] = digit;
  state.candidates[cell] = 0;
  const clear = ~(1 << (digit - 1));
  for (let k = cell * 20, end = k + 20; k < end; k++) state.candidates[PEERS[k]] &= clear;
}

/** Applies a step's placements and eliminations. */
export function applyStep(state: CandidateState, step: Step): void {
  for (const { cell, digit } of step.placements) placeDigit(state, cell, digit);
  for (const { cell, digit } of step.eliminations) state.candidates[cell] &= ~(1 << (digit - 1));
}

/** Number of empty cells. */
export function emptyCount(state: CandidateState): number {
  let n = 0;
  for (let i = 0; i < 81; i++) if (state.digits[i] === 0) n++;
  return n;
}

/**
 * A reason the state cannot lead to a solution, or undefined: an empty cell
 * without candidates, a digit with no place left in a unit, or two equal
 * digits in a unit.
 */
export function findContradiction(state: CandidateState): string | undefined {
  const { digits, candidates } = state;
  for (let i = 0; i < 81; i++) {
    if (digits[i] === 0 && candidates[i] === 0) {
      return `${cellName(i)} has no candidate left`;
    }
  }
  for (let u = 0; u < 27; u++) {
    let placed = 0;
    let possible = 0;
    for (let k = 0; k < 9; k++) {
      const cell = UNIT_CELLS[u * 9 + k];
      const v = digits[cell];
      if (v !== 0) {
        const bit = 1 << (v - 1);
        if (placed & bit) return `digit ${v} repeats in ${unitName(u)}`;
        placed |= bit;
      } else {
        possible |= candidates[cell];
      }
    }
    const missing = 0x1ff & ~(placed | possible);
    if (missing)
      return `digit ${32 - Math.clz32(missing & -missing)} has no place in ${unitName(u)}`;
  }
  return undefined;
}
