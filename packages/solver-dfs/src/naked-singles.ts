import { BOX_OF, COL_OF, ROW_OF } from '@sudoku/core';

/** {@link solveByNakedSingles}: the grid is complete in `out`. */
export const SINGLES_SOLVED = 0;
/** {@link solveByNakedSingles}: some cell has no candidate left: no solution exists. */
export const SINGLES_DEAD_END = 1;
/** {@link solveByNakedSingles}: two givens repeat a digit. */
export const SINGLES_CONFLICT = 2;
/** {@link solveByNakedSingles}: naked singles stalled (or a cell is not 0-9): run the full search. */
export const SINGLES_STALLED = 3;

// Tables through module constants, not imported bindings (V8 re-checks those at every use).
const rowOf = ROW_OF;
const colOf = COL_OF;
const boxOf = BOX_OF;

/**
 * A first pass for easy puzzles (the assignment's 36-hole grids, game
 * positions): sweep the empty cells, placing every naked single, until the
 * grid is full or a sweep places nothing. Every placement is forced, so a
 * grid this completes is *the* solution (any search finds the same one
 * first), and a cell left with no candidate proves there is none. It skips
 * the band search's fixed cost of loading every given into 27 boards, which
 * dominates on puzzles that need no guess. Measured on 1,000,000 36-hole
 * puzzles (README): it finishes 76% of them, and solveInto's mean time falls
 * from 5.7 to 3.9 µs. A queue that updates only the 20 peers of a placement,
 * plus hidden singles, was tried and measured 2× slower here; the hidden
 * singles finished almost none of the rest, which need a guess.
 */
class NakedSinglesPass {
  readonly rows = new Int32Array(9);
  readonly cols = new Int32Array(9);
  readonly boxes = new Int32Array(9);
  readonly empty = new Uint8Array(81);
  /** The grid being filled; copied to the caller's `out` only when complete. */
  readonly work = new Uint8Array(81);

  run(cells: ArrayLike<number>, offset: number, out: Uint8Array, outOffset: number): number {
    const { rows, cols, boxes, empty, work } = this;
    rows.fill(0);
    cols.fill(0);
    boxes.fill(0);
    let count = 0;
    for (let i = 0; i < 81; i++) {
      const v = cells[offset + i];
      work[i] = v;
      if (v === 0) {
        empty[count++] = i;
        continue;
      }
      if (!(v >= 1 && v <= 9)) return SINGLES_STALLED; // the band loader names the bad cell
      const bit = 1 << (v - 1);
      const r = rowOf[i];
      const c = colOf[i];
      const b = boxOf[i];
      if ((rows[r] | cols[c] | boxes[b]) & bit) return SINGLES_CONFLICT;
      rows[r] |= bit;
      cols[c] |= bit;
      boxes[b] |= bit;
    }
    let placed = true;
    while (placed && count > 0) {
      placed = false;
      for (let k = 0; k < count; k++) {
        const cell = empty[k];
        const r = rowOf[cell];
        const c = colOf[cell];
        const b = boxOf[cell];
        const free = 0x1ff & ~(rows[r] | cols[c] | boxes[b]);
        if (free === 0) return SINGLES_DEAD_END;
        if ((free & (free - 1)) !== 0) continue;
        rows[r] |= free;
        cols[c] |= free;
        boxes[b] |= free;
        work[cell] = 32 - Math.clz32(free);
        empty[k--] = empty[--count]; // revisit slot k, which now holds the last empty cell
        placed = true;
      }
    }
    if (count > 0) return SINGLES_STALLED;
    out.set(work, outOffset);
    return SINGLES_SOLVED;
  }
}

// The pass never calls out, so one instance serves every call.
const pass = new NakedSinglesPass();

/** Runs the naked-singles pass on `cells[offset…offset+81)`; see {@link NakedSinglesPass}. */
export function solveByNakedSingles(
  cells: ArrayLike<number>,
  offset: number,
  out: Uint8Array,
  outOffset: number,
): number {
  return pass.run(cells, offset, out, outOffset);
}
