import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONFLICTING, EXAMPLE } from '../../testing/src/fixtures.js';
import { computeCandidates } from './candidates.js';
import { describeConflict, findConflicts, hasConflict } from './conflicts.js';
import { bitCount, LOWEST_DIGIT, maskDigits, POPCOUNT } from './digits.js';
import { isSudokuError } from './errors.js';
import {
  assertGrid,
  createGrid,
  gridToString,
  isValidSolution,
  keepsClues,
  parseGrid,
} from './grid.js';
import {
  BOX_OF,
  COL_OF,
  cellName,
  PEERS,
  ROW_OF,
  UNIT_CELLS,
  UNIT_SET_OF_CELL,
  unitName,
} from './units.js';

/**
 * 81 cells of 0-9: dense grids (a digit nearly always repeats in some unit)
 * and sparse ones, two-thirds empty (often no repeat).
 */
const anyCells = fc.oneof(
  fc.uint8Array({ minLength: 81, maxLength: 81, max: 9 }),
  fc
    .uint8Array({ minLength: 81, maxLength: 81, max: 40 })
    .map((cells) => cells.map((v) => (v > 9 ? 0 : v))),
);

describe('grid model', () => {
  it('round-trips 81-character strings (property)', () => {
    fc.assert(
      fc.property(anyCells, (cells) => {
        expect(parseGrid(gridToString(cells))).toEqual(cells);
      }),
    );
  });

  it('rejects values that are not cells', () => {
    for (const bad of [[1, 2, 3], Array(81).fill(10), Array(81).fill(0.5)]) {
      let error: unknown;
      try {
        createGrid(bad);
      } catch (e) {
        error = e;
      }
      expect(isSudokuError(error) && error.code).toBe('SUDOKU_BAD_GRID');
    }
  });

  it('recognises a valid solution and the clues it keeps', () => {
    const solution = parseGrid(EXAMPLE.solution);
    expect(isValidSolution(solution)).toBe(true);
    expect(keepsClues(parseGrid(EXAMPLE.puzzle), solution)).toBe(true);
    const broken = Uint8Array.from(solution);
    [broken[0], broken[1]] = [broken[1], broken[0]];
    expect(isValidSolution(broken)).toBe(false);
    expect(keepsClues(parseGrid(EXAMPLE.puzzle), broken)).toBe(false);
    expect(isValidSolution(parseGrid(EXAMPLE.puzzle))).toBe(false);
  });
});

describe('units and digits', () => {
  it('has 27 units of 9 distinct cells and 20 distinct peers per cell', () => {
    for (let u = 0; u < 27; u++)
      expect(new Set(UNIT_CELLS.subarray(u * 9, u * 9 + 9)).size).toBe(9);
    for (let i = 0; i < 81; i++) {
      // Exactly the other cells of its row, column and box, in increasing order.
      const definition = [...Array(81).keys()].filter(
        (j) =>
          j !== i &&
          (ROW_OF[j] === ROW_OF[i] || COL_OF[j] === COL_OF[i] || BOX_OF[j] === BOX_OF[i]),
      );
      expect([...PEERS.subarray(i * 20, i * 20 + 20)]).toEqual(definition);
    }
    expect(BOX_OF[80]).toBe(8);
    expect(cellName(22)).toBe('r3c5');
    expect(unitName(19)).toBe('box 2');
  });

  it('digit-set tables agree with the digits they stand for (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 511 }), (mask) => {
        const digits = maskDigits(mask);
        expect(POPCOUNT[mask]).toBe(digits.length);
        expect(LOWEST_DIGIT[mask]).toBe(digits[0] ?? 0);
      }),
    );
  });

  it('computes candidates as the digits no peer holds', () => {
    const puzzle = parseGrid(EXAMPLE.puzzle);
    const solution = parseGrid(EXAMPLE.solution);
    const candidates = computeCandidates(puzzle);
    for (let i = 0; i < 81; i++) {
      if (puzzle[i] !== 0) expect(candidates[i]).toBe(0);
      else expect(candidates[i] & (1 << (solution[i] - 1))).not.toBe(0);
    }
  });
});

describe('conflicts', () => {
  it('names every repeated digit with its unit and cells', () => {
    const sparse = parseGrid(CONFLICTING[1].puzzle);
    const conflicts = findConflicts(sparse);
    expect(conflicts.map((c) => [c.unit, c.unitIndex, c.digit, c.cells])).toEqual([
      ['row', 0, 5, [0, 1]],
      ['box', 0, 5, [0, 1]],
    ]);
    expect(describeConflict(conflicts[0])).toBe(
      'digit 5 appears twice in row 1, at row 1 column 1 and row 1 column 2',
    );
    expect(hasConflict(parseGrid(EXAMPLE.solution))).toBe(false);
  });

  it('finds a conflict exactly when some unit repeats a digit (property)', () => {
    fc.assert(
      fc.property(anyCells, (cells) => {
        let repeats = false;
        for (let u = 0; u < 27; u++) {
          const digits = Array.from(UNIT_CELLS.subarray(u * 9, u * 9 + 9), (c) => cells[c]).filter(
            Boolean,
          );
          if (new Set(digits).size !== digits.length) repeats = true;
        }
        expect(hasConflict(cells)).toBe(repeats);
        expect(findConflicts(cells).length > 0).toBe(repeats);
      }),
      { numRuns: 300 },
    );
  });
});

describe('assertGrid', () => {
  it('accepts a Uint8Array of 81 cells holding 0-9', () => {
    expect(() => assertGrid(createGrid(new Array(81).fill(0)))).not.toThrow();
  });

  it('refuses anything that is not a Uint8Array, even 81 good numbers, and says what it got', () => {
    const cases: [unknown, RegExp][] = [
      [new Array(81).fill(0), /Uint8Array of 81 cells, got an array/],
      [new Uint16Array(81), /got Uint16Array \(/],
      [{ length: 81 }, /got an object \(/],
      [Object.create(null), /got an object \(/],
      ['0'.repeat(81), /got string/],
      [null, /got null/],
    ];
    for (const [value, message] of cases) {
      expect(() => assertGrid(value)).toThrow(message);
    }
  });

  it('refuses a Uint8Array of the wrong size or with a value over 9', () => {
    expect(() => assertGrid(new Uint8Array(80))).toThrow(/81 cells, got 80/);
    const grid = new Uint8Array(81);
    grid[5] = 10;
    expect(() => assertGrid(grid)).toThrow(/cell 6 holds 10/);
  });
});

describe('bit tables', () => {
  it('UNIT_SET_OF_CELL holds exactly the units whose cells include the cell', () => {
    for (let cell = 0; cell < 81; cell++) {
      let expected = 0;
      for (let u = 0; u < 27; u++) {
        if (UNIT_CELLS.subarray(u * 9, u * 9 + 9).includes(cell)) expected |= 1 << u;
      }
      expect(UNIT_SET_OF_CELL[cell], `cell ${cell}`).toBe(expected);
    }
  });

  it('bitCount counts the set bits of any 32-bit integer (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), (x) => {
        let naive = 0;
        for (let bit = 0; bit < 32; bit++) naive += (x >>> bit) & 1;
        expect(bitCount(x)).toBe(naive);
      }),
    );
  });
});
