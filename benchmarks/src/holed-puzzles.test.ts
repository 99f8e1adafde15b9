import { isValidSolution, parseGrid, UNIT_CELLS } from '@sudoku/core';
import { describe, expect, it } from 'vitest';
import { punchHoles, punchHolesAll } from './holed-puzzles.js';
import { createRandom } from './random.js';

// A completed grid made by the row-shift method, written out by hand.
const GRID = parseGrid(
  '912345678' +
    '345678912' +
    '678912345' +
    '123456789' +
    '456789123' +
    '789123456' +
    '234567891' +
    '567891234' +
    '891234567',
);

describe('punchHoles', () => {
  it('the test grid is a completed grid', () => {
    expect(isValidSolution(GRID)).toBe(true);
  });

  it('blanks exactly 4 cells in every box and keeps every other digit', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const puzzle = punchHoles(GRID, createRandom(seed));
      for (let box = 0; box < 9; box++) {
        let holes = 0;
        for (let k = 0; k < 9; k++) {
          const cell = UNIT_CELLS[(18 + box) * 9 + k];
          if (puzzle[cell] === 0) holes++;
          else expect(puzzle[cell]).toBe(GRID[cell]);
        }
        expect(holes, `seed ${seed}, box ${box + 1}`).toBe(4);
      }
    }
  });

  it('is deterministic by seed, and different seeds give different puzzles', () => {
    const grids = [GRID, GRID, GRID];
    const a = punchHolesAll(grids, 42);
    const b = punchHolesAll(grids, 42);
    const c = punchHolesAll(grids, 43);
    expect(a.map((g) => g.join(''))).toEqual(b.map((g) => g.join('')));
    expect(a.map((g) => g.join(''))).not.toEqual(c.map((g) => g.join('')));
    // One generator across the list: consecutive puzzles differ too.
    expect(a[0].join('')).not.toBe(a[1].join(''));
  });

  it('leaves the grid it was given untouched', () => {
    const copy = Uint8Array.from(GRID);
    punchHoles(GRID, createRandom(1));
    expect(GRID).toEqual(copy);
  });
});
