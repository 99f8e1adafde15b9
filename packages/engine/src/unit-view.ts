import { BOX_OF, COL_OF, ROW_OF } from '@sudoku/core';
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
  /** The digits placed in each unit, as a mask. */
  readonly placed: Uint16Array;
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
  const placed = new Uint16Array(27);
  const lostDigits = since && new Uint16Array(27);
  const lostPositions = since && new Uint16Array(27);
  // Cell by cell, each marking its row, column and box (a third of the reads of unit by unit).
  for (let cell = 0; cell < 81; cell++) {
    const r = ROW_OF[cell];
    const c = COL_OF[cell];
    const b = 18 + BOX_OF[cell];
    const digit = state.digits[cell];
    if (digit === 0) {
      empties[r]++;
      empties[9 + c]++;
      empties[b]++;
    } else {
      const bit = 1 << (digit - 1);
      placed[r] |= bit;
      placed[9 + c] |= bit;
      placed[b] |= bit;
    }
    if (!since) continue;
    const lost = lostAt(since, state, cell);
    if (lost === 0) continue;
    lostDigits![r] |= lost;
    lostDigits![9 + c] |= lost;
    lostDigits![b] |= lost;
    lostPositions![r] |= 1 << c;
    lostPositions![9 + c] |= 1 << r;
    lostPositions![b] |= 1 << ((r % 3) * 3 + (c % 3));
  }
  return { state, places: table, empties, placed, lostDigits, lostPositions };
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
