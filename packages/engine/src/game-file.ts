import {
  assertGrid,
  describeConflict,
  findConflicts,
  formatGridsText,
  type Grid,
  parsePuzzles,
  SudokuError,
} from '@sudoku/core';
import { shownValue } from '@sudoku/core/kernel';

/** A saved game: the puzzle's givens and the board as the player left it. */
export interface GameFile {
  /** The givens (0 elsewhere). */
  givens: Grid;
  /** Every digit on the board, givens included (0 = empty). */
  current: Grid;
}

/**
 * The game's save file: the current 9×9 digits, then a 9×9 matrix whose
 * non-zero entries mark the givens, both in the classic layout (9 lines of 9
 * digits) separated by one empty line. We write the given digits themselves in
 * the second matrix, so a file holding the same grid twice starts a new
 * puzzle; the Qt game writes 1s, and any non-zero entry marks a given.
 */
export function formatGameFile(game: GameFile): string {
  assertGrid(game?.current);
  assertGrid(game.givens);
  return formatGridsText([game.current, game.givens]);
}

/**
 * Reads a save file (any layout core's reader accepts). Throws a
 * `SUDOKU_FORMAT` error naming the place: the reader's own errors name the
 * line and column; a given where the board is empty names the cell and, for
 * the classic layout, the line and column of its entry; a board that repeats
 * a digit in a unit is refused too. Any non-zero mark makes the board's digit
 * a given, whatever its value (the Qt game marks givens with 1).
 */
export function parseGameFile(text: string): GameFile {
  if (typeof text !== 'string') {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `a game file is read from its text, got ${shownValue(text)}`,
    );
  }
  const grids = parsePuzzles(text);
  if (grids.length !== 2) {
    throw new SudokuError(
      'SUDOKU_FORMAT',
      `a game file holds 2 grids (the board, then the givens), found ${grids.length}`,
    );
  }
  const [current, marks] = grids;
  const givens = new Uint8Array(81);
  for (let cell = 0; cell < 81; cell++) {
    if (marks[cell] === 0) continue;
    const where = `${locate(text, 1, cell)}r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
    if (current[cell] === 0) {
      throw new SudokuError(
        'SUDOKU_FORMAT',
        `${where} is marked as a given (${marks[cell]}) but the board is empty there`,
      );
    }
    givens[cell] = current[cell];
  }
  const conflicts = findConflicts(current);
  if (conflicts.length > 0) {
    throw new SudokuError(
      'SUDOKU_FORMAT',
      `the saved board is not valid: ${describeConflict(conflicts[0])}`,
    );
  }
  return { givens, current };
}

/**
 * "line L, column C: " of the entry for `cell` of the `grid`-th grid (0-based)
 * in a classic-layout text, or "" when the text is in another layout. Blank
 * and comment lines are skipped like the reader does.
 */
function locate(text: string, grid: number, cell: number): string {
  const lines = text.split('\n');
  let row = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/\r$/, '');
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('//')) continue;
    const entries = [...line.matchAll(/[0-9.]/g)];
    if (entries.length !== 9) return '';
    if (row === grid * 9 + Math.floor(cell / 9)) {
      return `line ${i + 1}, column ${(entries[cell % 9].index ?? 0) + 1}: `;
    }
    row++;
  }
  return '';
}
