import {
  COL_OF,
  computeCandidates,
  describeConflict,
  findConflicts,
  type Grid,
  ROW_OF,
  UNIT_CELLS,
  unitName,
} from '@sudoku/core';

/**
 * Why a puzzle failed, in the words every command uses on stderr and in the
 * `reason` field of its JSON: conflicting givens, or a dead end (and where,
 * when a glance at the candidates shows it).
 */

/** "conflicting givens: digit 5 appears twice in row 1, at …", or undefined when no digit repeats. */
export function conflictReason(grid: Grid): string | undefined {
  const conflicts = findConflicts(grid);
  if (conflicts.length === 0) return undefined;
  return `conflicting givens: ${conflicts.map(describeConflict).join('; ')}`;
}

/**
 * Why a puzzle whose givens do not clash has no solution: a cell no digit
 * fits, a digit that fits nowhere in a unit, or else a dead end on every
 * branch of the search.
 */
export function noSolutionReason(grid: Grid): string {
  const candidates = computeCandidates(grid);
  for (let cell = 0; cell < 81; cell++) {
    if (grid[cell] === 0 && candidates[cell] === 0) {
      return `no solution: no digit fits row ${ROW_OF[cell] + 1} column ${COL_OF[cell] + 1}`;
    }
  }
  for (let u = 0; u < 27; u++) {
    let placed = 0;
    let possible = 0;
    for (let k = 0; k < 9; k++) {
      const cell = UNIT_CELLS[u * 9 + k];
      if (grid[cell] !== 0) placed |= 1 << (grid[cell] - 1);
      else possible |= candidates[cell];
    }
    const stuck = 0x1ff & ~placed & ~possible;
    if (stuck !== 0) {
      const digit = 32 - Math.clz32(stuck & -stuck);
      return `no solution: digit ${digit} fits nowhere in ${unitName(u)}`;
    }
  }
  return 'no solution: every way to fill it in reaches a dead end';
}

/** The reason for a puzzle a search found no solution for: its conflict, or its dead end. */
export function failureReason(grid: Grid): string {
  return conflictReason(grid) ?? noSolutionReason(grid);
}
