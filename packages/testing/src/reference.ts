import { BOX_OF, COL_OF, type Grid, ROW_OF } from '@sudoku/core';

/**
 * The slowest, plainest counter that can be trusted: row-major backtracking
 * that checks every peer. It shares no code with any strategy, so tests use it
 * as an independent oracle for solution counts on puzzles with few holes.
 */
export function referenceCount(puzzle: Grid, cap: number): number {
  const g = Uint8Array.from(puzzle);
  let found = 0;
  const fits = (cell: number, digit: number): boolean => {
    for (let j = 0; j < 81; j++) {
      if (
        g[j] === digit &&
        (ROW_OF[j] === ROW_OF[cell] || COL_OF[j] === COL_OF[cell] || BOX_OF[j] === BOX_OF[cell])
      ) {
        return false;
      }
    }
    return true;
  };
  const search = (from: number): boolean => {
    let cell = from;
    while (cell < 81 && g[cell] !== 0) cell++;
    if (cell === 81) return ++found >= cap;
    for (let digit = 1; digit <= 9; digit++) {
      if (!fits(cell, digit)) continue;
      g[cell] = digit;
      const stop = search(cell + 1);
      g[cell] = 0;
      if (stop) return true;
    }
    return false;
  };
  search(0);
  return found;
}
