import { type Grid, UNIT_CELLS } from '@sudoku/core';
import { createRandom, type Random, randomInt } from './random.js';

/** The assignment's workload: 4 blanks in every 3×3 box, 36 in all. */
export const HOLES_PER_BOX = 4;

/**
 * A copy of the completed `grid` with `holesPerBox` cells blanked in each of
 * the nine boxes, the cells drawn from `random`. This is how the
 * assignment's own test files are made (a -c grid with holes punched per box),
 * so it is the workload the C++ solver's profiling was measured on.
 */
export function punchHoles(grid: Grid, random: Random, holesPerBox = HOLES_PER_BOX): Grid {
  if (!(holesPerBox >= 0 && holesPerBox <= 9)) {
    throw new RangeError(`holes per box must be 0-9, got ${holesPerBox}`);
  }
  const puzzle = Uint8Array.from(grid);
  const cells = new Uint8Array(9);
  for (let box = 0; box < 9; box++) {
    // Boxes are units 18-26 of core's table (rows, then columns, then boxes).
    for (let k = 0; k < 9; k++) cells[k] = UNIT_CELLS[(18 + box) * 9 + k];
    for (let k = 0; k < holesPerBox; k++) {
      const j = k + randomInt(random, 9 - k);
      const t = cells[k];
      cells[k] = cells[j];
      cells[j] = t;
      puzzle[cells[k]] = 0;
    }
  }
  return puzzle;
}

/** {@link punchHoles} over a list of grids with one seeded generator: same seed, same puzzles. */
export function punchHolesAll(
  grids: readonly Grid[],
  seed: number,
  holesPerBox = HOLES_PER_BOX,
): Grid[] {
  const random = createRandom(seed);
  return grids.map((grid) => punchHoles(grid, random, holesPerBox));
}
