import { BOX_OF, COL_OF, type Grid, POPCOUNT, ROW_OF, SudokuError } from '@sudoku/core';
import { shownValue } from '@sudoku/core/kernel';
import type { Random } from './random.js';

/**
 * A uniformly-shuffled completed grid: randomized depth-first fill of the
 * empty board, branching on the cell with the fewest candidates (lowest index
 * on ties) and trying its digits in a random order. Deterministic for a given
 * random stream. From an empty board this almost never backtracks; the loop
 * still handles it. The 81-node recursion allocates one small array per node,
 * which is nothing next to the uniqueness checks that follow it. Throws
 * `SUDOKU_USAGE` for a `random` that {@link createRandom} did not make.
 */
export function randomCompletedGrid(random: Random): Grid {
  // A seed passed for the stream would otherwise fail deep inside with a TypeError.
  if (typeof (random as Partial<Random> | null)?.shuffle !== 'function') {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `randomCompletedGrid takes a random source from createRandom(seed), got ${shownValue(random)}`,
    );
  }
  const grid = new Uint8Array(81);
  const rows = new Uint16Array(9);
  const cols = new Uint16Array(9);
  const boxes = new Uint16Array(9);

  const fill = (remaining: number): boolean => {
    if (remaining === 0) return true;
    let best = -1;
    let bestCount = 10;
    let bestMask = 0;
    for (let i = 0; i < 81; i++) {
      if (grid[i] !== 0) continue;
      const m = 0x1ff & ~(rows[ROW_OF[i]] | cols[COL_OF[i]] | boxes[BOX_OF[i]]);
      const n = POPCOUNT[m];
      if (n < bestCount) {
        best = i;
        bestCount = n;
        bestMask = m;
        if (n === 0) return false;
      }
    }
    const digits: number[] = [];
    for (let d = 1; d <= 9; d++) if (bestMask & (1 << (d - 1))) digits.push(d);
    random.shuffle(digits);
    const r = ROW_OF[best];
    const c = COL_OF[best];
    const b = BOX_OF[best];
    for (const d of digits) {
      const bit = 1 << (d - 1);
      grid[best] = d;
      rows[r] |= bit;
      cols[c] |= bit;
      boxes[b] |= bit;
      if (fill(remaining - 1)) return true;
      rows[r] &= ~bit;
      cols[c] &= ~bit;
      boxes[b] &= ~bit;
    }
    grid[best] = 0;
    return false;
  };

  fill(81);
  return grid;
}
