import { ALL_DIGITS } from './digits.js';
import type { Grid } from './grid.js';
import { BOX_OF, COL_OF, ROW_OF } from './units.js';

/** The digits already placed in each row, column and box, as 9-bit sets. */
export interface UnitMasks {
  rows: Uint16Array;
  cols: Uint16Array;
  boxes: Uint16Array;
}

/** Fills `placed` (rows 0-8, columns 9-17, boxes 18-26) with the digits each unit holds. */
function fillPlacedDigits(grid: Grid, placed: Int32Array): void {
  placed.fill(0);
  for (let i = 0; i < 81; i++) {
    const v = grid[i];
    if (v === 0) continue;
    const bit = 1 << (v - 1);
    placed[ROW_OF[i]] |= bit;
    placed[9 + COL_OF[i]] |= bit;
    placed[18 + BOX_OF[i]] |= bit;
  }
}

/**
 * The digit sets used by each unit. Repeated digits are not detected here:
 * run {@link findConflicts} first when the grid may be inconsistent.
 */
export function computeUnitMasks(grid: Grid): UnitMasks {
  const placed = new Int32Array(27);
  fillPlacedDigits(grid, placed);
  return {
    rows: Uint16Array.from(placed.subarray(0, 9)),
    cols: Uint16Array.from(placed.subarray(9, 18)),
    boxes: Uint16Array.from(placed.subarray(18, 27)),
  };
}

/** {@link computeCandidates}'s table of placed digits; calls are synchronous, so one serves them all. */
const placedInUnit = new Int32Array(27);

/**
 * The candidate set of every cell: the digits no peer holds, and 0 for filled
 * cells. `into` lets hot callers (the search boards) reuse one buffer: then
 * nothing is allocated.
 */
export function computeCandidates(grid: Grid, into: Uint16Array = new Uint16Array(81)): Uint16Array {
  const placed = placedInUnit;
  fillPlacedDigits(grid, placed);
  for (let i = 0; i < 81; i++) {
    into[i] =
      grid[i] !== 0
        ? 0
        : ALL_DIGITS & ~(placed[ROW_OF[i]] | placed[9 + COL_OF[i]] | placed[18 + BOX_OF[i]]);
  }
  return into;
}
