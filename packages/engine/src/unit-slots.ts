import { BOX_OF, COL_OF, ROW_OF } from '@sudoku/core';
import type { CandidateState } from './candidate-state.js';

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
export const SLOTS = new Int32Array(27 * 9);
export const PLACED = new Int32Array(27);

export function computeUnitSlots(state: CandidateState): void {
  const { digits, candidates } = state;
  SLOTS.fill(0);
  PLACED.fill(0);
  for (let cell = 0; cell < 81; cell++) {
    const r = ROW_OF[cell];
    const c = COL_OF[cell];
    const b = 18 + BOX_OF[cell];
    const v = digits[cell];
    if (v !== 0) {
      const bit = 1 << (v - 1);
      PLACED[r] |= bit;
      PLACED[9 + c] |= bit;
      PLACED[b] |= bit;
      continue;
    }
    const rowSlot = 1 << c;
    const colSlot = 1 << r;
    const boxSlot = 1 << ((r % 3) * 3 + (c % 3));
    for (let m = candidates[cell]; m; m &= m - 1) {
      const d = 31 - Math.clz32(m & -m);
      SLOTS[r * 9 + d] |= rowSlot;
      SLOTS[(9 + c) * 9 + d] |= colSlot;
      SLOTS[b * 9 + d] |= boxSlot;
    }
  }
}
