import type { Grid } from './grid.js';
import { BOX_OF, COL_OF, ROW_OF, UNIT_CELLS, type UnitKind, unitKind } from './units.js';

/** A digit that appears more than once in one row, column or box. */
export interface Conflict {
  digit: number;
  unit: UnitKind;
  /** 0-8: which row, column or box. */
  unitIndex: number;
  /** Every cell (0-80) of that unit holding the digit, in unit order. */
  cells: number[];
}

/**
 * Every repeated digit, unit by unit: rows first, then columns, then boxes.
 * A pair of equal digits sharing a row and a box is reported once per unit.
 */
export function findConflicts(grid: Grid): Conflict[] {
  if (!hasConflict(grid)) return [];
  const conflicts: Conflict[] = [];
  for (let u = 0; u < 27; u++) {
    let seen = 0;
    let repeated = 0;
    for (let k = 0; k < 9; k++) {
      const v = grid[UNIT_CELLS[u * 9 + k]];
      if (v === 0) continue;
      const bit = 1 << (v - 1);
      if (seen & bit) repeated |= bit;
      seen |= bit;
    }
    for (let digit = 1; repeated; digit++, repeated >>= 1) {
      if (!(repeated & 1)) continue;
      const cells: number[] = [];
      for (let k = 0; k < 9; k++) {
        const cell = UNIT_CELLS[u * 9 + k];
        if (grid[cell] === digit) cells.push(cell);
      }
      conflicts.push({ digit, unit: unitKind(u), unitIndex: u % 9, cells });
    }
  }
  return conflicts;
}

/** The digits met so far in each unit (rows, columns, boxes), for {@link hasConflict}. */
const seenInUnit = new Int32Array(27);

/**
 * Fast yes/no form of {@link findConflicts}, allocation-free: one pass over
 * the cells, since a given clashes exactly when one of its three units
 * already holds its digit (a third of the lookups of checking unit by unit).
 */
export function hasConflict(grid: Grid): boolean {
  const seen = seenInUnit;
  seen.fill(0);
  for (let i = 0; i < 81; i++) {
    const v = grid[i];
    if (v === 0) continue;
    const bit = 1 << v;
    const row = ROW_OF[i];
    const column = 9 + COL_OF[i];
    const box = 18 + BOX_OF[i];
    if (((seen[row] | seen[column] | seen[box]) & bit) !== 0) return true;
    seen[row] |= bit;
    seen[column] |= bit;
    seen[box] |= bit;
  }
  return false;
}

/**
 * One line for people, naming rows and columns (1-based):
 * "digit 5 appears twice in row 1, at row 1 column 1 and row 1 column 2".
 */
export function describeConflict(conflict: Conflict): string {
  const where = conflict.cells.map((cell) => `row ${ROW_OF[cell] + 1} column ${COL_OF[cell] + 1}`);
  const times = where.length === 2 ? 'twice' : `${where.length} times`;
  const list = `${where.slice(0, -1).join(', ')} and ${where.at(-1)}`;
  return `digit ${conflict.digit} appears ${times} in ${conflict.unit} ${conflict.unitIndex + 1}, at ${list}`;
}
