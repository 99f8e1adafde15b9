import { BOX_OF, COL_OF, ROW_OF, UNIT_CELLS } from '@sudoku/core';
import type { CandidateState } from './candidate-state.js';
import { lostAt } from './changes.js';

/**
 * What the pattern scans (locked candidates, subsets, fish) read of a board,
 * unit by unit, computed once per search: where each digit can go, how many
 * cells are empty and, against an earlier board (`StepContext.since`), what
 * each unit lost. The step solver's techniques and the "+" rules inside
 * forcing chains scan the same way through it.
 */
export interface UnitView {
  readonly state: CandidateState;
  /** `places[u * 9 + d - 1]`: the positions k (the unit's k-th cell, as in UNIT_CELLS) whose candidates hold d. */
  readonly places: Uint16Array;
  /** How many empty cells each unit has. */
  readonly empties: Uint8Array;
  /** The digits each unit lost a place of since the earlier board (undefined: every unit counts). */
  readonly lostDigits: Uint16Array | undefined;
  /** The positions of each unit whose cell lost a candidate since (undefined: every position counts). */
  readonly lostPositions: Uint16Array | undefined;
}

/**
 * The view of `state`, against `since` when given; `places`, when the
 * caller keeps them already (the chains' working board does), are used as
 * they are.
 */
export function unitViewOf(
  state: CandidateState,
  since?: Uint16Array,
  places?: Uint16Array,
): UnitView {
  let table = places;
  if (!table) {
    table = new Uint16Array(27 * 9);
    fillUnitPlaces(state.candidates, table);
  }
  const empties = new Uint8Array(27);
  const lostDigits = since && new Uint16Array(27);
  const lostPositions = since && new Uint16Array(27);
  for (let u = 0; u < 27; u++) {
    for (let k = 0; k < 9; k++) {
      const cell = UNIT_CELLS[u * 9 + k];
      if (state.digits[cell] === 0) empties[u]++;
      if (!since) continue;
      const lost = lostAt(since, state, cell);
      if (lost === 0) continue;
      lostDigits![u] |= lost;
      lostPositions![u] |= 1 << k;
    }
  }
  return { state, places: table, empties, lostDigits, lostPositions };
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
