import {
  ALL_DIGITS,
  BOX_OF,
  COL_OF,
  type Grid,
  POLL_INTERVAL,
  POPCOUNT,
  ROW_OF,
  type SearchContext,
  type SearchCounters,
} from '@sudoku/core';

/**
 * The search: replace it with yours. `runSearch` (see index.ts) has already
 * checked the grid and the options and answered conflicting givens as
 * `invalid`; this only has to walk the puzzle's solutions in a fixed order,
 * hand each to `context.report` (stop when it returns true) and poll
 * `context.shouldStop()` now and then, so an abort or a time limit is heard.
 *
 * What it starts as: backtracking that fills the empty cell with the fewest
 * candidates (the first such cell on a tie), trying its digits in
 * increasing order, with no propagation. Naive, but it finishes every
 * puzzle of the conformance suite and of the benchmarks.
 */
export function search(puzzle: Grid, context: SearchContext): SearchCounters {
  const cells = Uint8Array.from(puzzle);
  // The digits each unit holds (rows 0-8, columns 9-17, boxes 18-26): bit d-1 for digit d.
  const used = new Uint16Array(27);
  for (let i = 0; i < 81; i++) if (cells[i] !== 0) flip(used, i, 1 << (cells[i] - 1));
  const counters: SearchCounters = { nodes: 0, guesses: 0, backtracks: 0 };

  /** One position; true when the search must stop. */
  const visit = (): boolean => {
    if (++counters.nodes % POLL_INTERVAL === 0 && context.shouldStop()) return true;
    let cell = -1;
    let free = 0;
    let count = 10;
    for (let i = 0; i < 81 && count > 1; i++) {
      if (cells[i] !== 0) continue;
      const digits = ALL_DIGITS & ~(used[ROW_OF[i]] | used[9 + COL_OF[i]] | used[18 + BOX_OF[i]]);
      if (POPCOUNT[digits] < count) {
        cell = i;
        free = digits;
        count = POPCOUNT[digits];
      }
    }
    // No empty cell left: the grid is a solution.
    if (cell === -1) return context.report(cells);
    if (count === 0) {
      counters.backtracks++;
      return false;
    }
    if (count > 1) counters.guesses++;
    for (let m = free; m !== 0; m &= m - 1) {
      const bit = m & -m;
      cells[cell] = 32 - Math.clz32(bit);
      flip(used, cell, bit);
      const stop = visit();
      flip(used, cell, bit);
      if (stop) return true;
    }
    cells[cell] = 0;
    return false;
  };

  visit();
  return counters;
}

/** Adds a digit's bit to the three units of `cell`, or takes it back out. */
function flip(used: Uint16Array, cell: number, bit: number): void {
  used[ROW_OF[cell]] ^= bit;
  used[9 + COL_OF[cell]] ^= bit;
  used[18 + BOX_OF[cell]] ^= bit;
}
