import { SudokuError } from './errors.js';
import { UNIT_CELLS } from './units.js';
import { kindOf } from './value-kind.js';

/**
 * A Sudoku board: 81 cells in row-major order, each 0 (empty) or a digit 1-9.
 * A plain `Uint8Array` so grids cross worker boundaries, fill typed buffers
 * and cost 81 bytes each.
 */
export type Grid = Uint8Array;

/** A new grid: empty, or a checked copy of `cells`. */
export function createGrid(cells?: ArrayLike<number>): Grid {
  if (cells === undefined) return new Uint8Array(81);
  checkCells(cells); // before the copy: Uint8Array.from would quietly turn 0.5 into 0
  return Uint8Array.from(cells);
}

/**
 * Throws `SUDOKU_BAD_GRID` unless `value` is a grid: a `Uint8Array` of 81
 * cells holding 0-9 (`createGrid` makes one from any array of numbers).
 * Strategies call this on input they did not build themselves.
 */
export function assertGrid(value: unknown): asserts value is Grid {
  if (!(value instanceof Uint8Array)) {
    throw new SudokuError(
      'SUDOKU_BAD_GRID',
      `a grid is a Uint8Array of 81 cells, got ${kindOf(value)} (createGrid makes one)`,
    );
  }
  checkCells(value);
}

/** Throws `SUDOKU_BAD_GRID` unless `value` has 81 cells holding 0-9. */
function checkCells(value: ArrayLike<number>): void {
  if (value == null || value.length !== 81) {
    throw new SudokuError('SUDOKU_BAD_GRID', `a grid has 81 cells, got ${value?.length ?? value}`);
  }
  for (let i = 0; i < 81; i++) {
    const v = value[i];
    if (!(v >= 0 && v <= 9) || v !== Math.floor(v)) {
      throw new SudokuError(
        'SUDOKU_BAD_GRID',
        `cell ${i + 1} holds ${String(v)}; cells hold 0 (empty) to 9`,
      );
    }
  }
}

/**
 * A grid from an 81-character string, `0` or `.` for empty cells. Strict; for
 * files in any layout use {@link parsePuzzles} or {@link PuzzleReader}.
 */
export function parseGrid(text: string): Grid {
  if (typeof text !== 'string') {
    throw new SudokuError(
      'SUDOKU_BAD_GRID',
      `a grid string has 81 characters, got ${kindOf(text)}`,
    );
  }
  if (text.length !== 81) {
    throw new SudokuError('SUDOKU_BAD_GRID', `expected 81 characters, got ${text.length}`);
  }
  const grid = new Uint8Array(81);
  for (let i = 0; i < 81; i++) {
    const ch = text.charCodeAt(i);
    if (ch >= 49 && ch <= 57) grid[i] = ch - 48;
    else if (ch !== 48 && ch !== 46) {
      throw new SudokuError(
        'SUDOKU_BAD_GRID',
        `character ${i + 1} is '${text[i]}'; expected a digit or '.'`,
      );
    }
  }
  return grid;
}

/** The grid as 81 characters, `blank` (default `.`) for empty cells. */
export function gridToString(grid: Grid, blank = '.'): string {
  let s = '';
  for (let i = 0; i < 81; i++) s += grid[i] === 0 ? blank : String(grid[i]);
  return s;
}

/** Number of filled cells. */
export function countGivens(grid: Grid): number {
  let n = 0;
  for (let i = 0; i < 81; i++) if (grid[i] !== 0) n++;
  return n;
}

/** True when every cell is filled and every row, column and box holds 1-9 once. */
export function isValidSolution(grid: Grid): boolean {
  if (grid.length !== 81) return false;
  for (let u = 0; u < 27; u++) {
    let seen = 0;
    for (let k = 0; k < 9; k++) {
      const v = grid[UNIT_CELLS[u * 9 + k]];
      if (v < 1 || v > 9) return false;
      seen |= 1 << (v - 1);
    }
    if (seen !== 0x1ff) return false;
  }
  return true;
}

/** True when `solution` has every given digit of `puzzle` in its place. */
export function keepsClues(puzzle: Grid, solution: Grid): boolean {
  for (let i = 0; i < 81; i++) if (puzzle[i] !== 0 && puzzle[i] !== solution[i]) return false;
  return true;
}

/** True when two grids hold the same digits. */
export function gridsEqual(a: Grid, b: Grid): boolean {
  for (let i = 0; i < 81; i++) if (a[i] !== b[i]) return false;
  return a.length === b.length;
}
