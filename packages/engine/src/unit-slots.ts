import { BOX_OF, COL_OF, ROW_OF } from '@sudoku/core';
import type { CandidateState } from './candidate-state.js';
import { CELL_UNITS } from './geometry.js';

/**
 * Where each digit can still go, in every unit at once: after
 * {@link computeUnitSlots}, `SLOTS[u * 9 + d - 1]` is the 9-bit set of
 * positions k (the unit's k-th cell, as in UNIT_CELLS) whose candidates hold
 * d, and `PLACED[u]` the digits already placed in unit u. For a row, position
 * k is column k; for a column, row k; for a box, (row % 3) * 3 + column % 3.
 * The buffers are shared and overwritten by every call: techniques compute
 * them once at the start of a scan and never across calls, so nothing is
 * allocated per scan.
 */
export const SLOTS = new Uint16Array(27 * 9);
export const PLACED = new Int32Array(27);

export function computeUnitSlots(state: CandidateState): void {
  const { digits, candidates } = state;
  // A placed cell has no candidates left, so it holds no slot.
  fillUnitPlaces(candidates, SLOTS);
  PLACED.fill(0);
  for (let cell = 0; cell < 81; cell++) {
    const v = digits[cell];
    if (v === 0) continue;
    for (let j = cell * 3; j < cell * 3 + 3; j++) PLACED[CELL_UNITS[j]] |= 1 << (v - 1);
  }
}

/**
 * Where each digit can go in each unit on a board, as a mask of positions
 * in the unit: `places[unit * 9 + digit - 1]`, bit k for the unit's k-th cell.
 */
export function fillUnitPlaces(grid: Uint16Array, places: Uint16Array): void {
  places.fill(0);
  // Cell by cell: each cell is read once and marks its row, column and box.
  for (let cell = 0; cell < 81; cell++) {
    const r = ROW_OF[cell];
    const c = COL_OF[cell];
    const row = r * 9;
    const column = (9 + c) * 9;
    const box = (18 + BOX_OF[cell]) * 9;
    const inBox = 1 << ((r % 3) * 3 + (c % 3));
    for (let m = grid[cell]; m; m &= m - 1) {
      const d = 31 - Math.clz32(m & -m);
      places[row + d] |= 1 << c;
      places[column + d] |= 1 << r;
      places[box + d] |= inBox;
    }
  }
}
