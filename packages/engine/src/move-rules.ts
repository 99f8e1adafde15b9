import { COL_OF, type Grid, PEERS, ROW_OF } from '@sudoku/core';

/** Why a move was refused, with a message for the player. */
export type MoveResult =
  | { ok: true }
  | { ok: false; reason: 'given'; message: string }
  | {
      ok: false;
      reason: 'clash';
      message: string;
      clash: { cell: number; row: number; column: number };
    }
  | { ok: false; reason: 'range'; message: string };

/** A cell index of the board: a whole number 0-80 (1.5 or NaN would read past the tables). */
function isCell(cell: number): boolean {
  return Number.isInteger(cell) && cell >= 0 && cell < 81;
}

/** The peer of `cell` holding `digit`, preferring the row, then the column, then the box; -1 for none. */
function findClash(current: Grid, cell: number, digit: number): number {
  let found = -1;
  let rank = 3;
  for (let k = cell * 20; k < cell * 20 + 20; k++) {
    const peer = PEERS[k];
    if (current[peer] !== digit) continue;
    const r = ROW_OF[peer] === ROW_OF[cell] ? 0 : COL_OF[peer] === COL_OF[cell] ? 1 : 2;
    if (r < rank || (r === rank && peer < found)) {
      rank = r;
      found = peer;
    }
  }
  return found;
}

/**
 * Whether `digit` (1-9, or 0 to clear) may go in `cell` of the board `current`
 * with these `givens`: refused for a given, and for a digit already in the
 * cell's row, column or box, the message naming the row and column of the
 * clash. The rule of {@link GameState.place}, for a page that keeps its own
 * board (and need not load the save file's reader with the class).
 */
export function checkMove(givens: Grid, current: Grid, cell: number, digit: number): MoveResult {
  if (!Number.isInteger(digit) || digit < 0 || digit > 9 || !isCell(cell)) {
    return {
      ok: false,
      reason: 'range',
      message: 'Choose a cell of the board and a digit from 1 to 9.',
    };
  }
  if (givens[cell] > 0) {
    return {
      ok: false,
      reason: 'given',
      message: `Row ${ROW_OF[cell] + 1}, column ${COL_OF[cell] + 1} is a given of the puzzle and cannot be changed.`,
    };
  }
  if (digit !== 0) {
    const clash = findClash(current, cell, digit);
    if (clash >= 0) {
      const row = ROW_OF[clash] + 1;
      const column = COL_OF[clash] + 1;
      return {
        ok: false,
        reason: 'clash',
        message: `${digit} is already in row ${row}, column ${column}.`,
        clash: { cell: clash, row, column },
      };
    }
  }
  return { ok: true };
}
