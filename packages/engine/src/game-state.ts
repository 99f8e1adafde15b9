import { assertGrid, COL_OF, type Grid, isValidSolution, PEERS, ROW_OF } from '@sudoku/core';
import { formatGameFile, parseGameFile } from './game-file.js';

/** A cell index of the board: a whole number 0-80 (1.5 or NaN would read past the tables). */
function isCell(cell: number): boolean {
  return Number.isInteger(cell) && cell >= 0 && cell < 81;
}

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

/** Where the game stands: still playing, or full and right or wrong. */
export type GameStatus = 'playing' | 'solved' | 'wrong';

/**
 * A game in progress: the givens are locked; player digits
 * may not repeat a digit of their row, column or box; `lock` turns the board
 * into a custom puzzle; `replay` returns to the givens. Plain data and
 * synchronous methods, so it works the same in a page or a worker.
 */
export class GameState {
  readonly givens: Grid;
  readonly current: Grid;

  /** Throws `SUDOKU_BAD_GRID` unless both are grids. */
  constructor(givens: Grid, current: Grid = givens) {
    assertGrid(givens);
    assertGrid(current);
    this.givens = Uint8Array.from(givens);
    this.current = Uint8Array.from(current);
    for (let i = 0; i < 81; i++) if (this.givens[i] !== 0) this.current[i] = this.givens[i];
  }

  /** A new game of a puzzle. */
  static fromPuzzle(puzzle: Grid): GameState {
    return new GameState(puzzle);
  }

  /** A game from a save file (see {@link parseGameFile}; throws its errors). */
  static fromFile(text: string): GameState {
    const { givens, current } = parseGameFile(text);
    return new GameState(givens, current);
  }

  /** The save file text. */
  toFile(): string {
    return formatGameFile({ givens: this.givens, current: this.current });
  }

  /** True for a cell (0-80) holding a given; false for any other number. */
  isGiven(cell: number): boolean {
    return this.givens[cell] > 0;
  }

  /**
   * Puts `digit` (1-9, or 0 to clear) in `cell`. Refused for a given, and for
   * a digit already in the cell's row, column or box: the message names the
   * row and column of the clash, looking at the row, then the column, then the
   * box.
   */
  place(cell: number, digit: number): MoveResult {
    const r = ROW_OF[cell] + 1;
    const c = COL_OF[cell] + 1;
    if (!Number.isInteger(digit) || digit < 0 || digit > 9 || !isCell(cell)) {
      return {
        ok: false,
        reason: 'range',
        message: 'Choose a cell of the board and a digit from 1 to 9.',
      };
    }
    if (this.isGiven(cell)) {
      return {
        ok: false,
        reason: 'given',
        message: `Row ${r}, column ${c} is a given of the puzzle and cannot be changed.`,
      };
    }
    if (digit !== 0) {
      const clash = this.findClash(cell, digit);
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
    this.current[cell] = digit;
    return { ok: true };
  }

  /** Empties a player cell (givens are refused). */
  clear(cell: number): MoveResult {
    return this.place(cell, 0);
  }

  private findClash(cell: number, digit: number): number {
    let found = -1;
    let rank = 3;
    for (let k = cell * 20; k < cell * 20 + 20; k++) {
      const peer = PEERS[k];
      if (this.current[peer] !== digit) continue;
      // Prefer a clash in the row, then the column, then the box.
      const r = ROW_OF[peer] === ROW_OF[cell] ? 0 : COL_OF[peer] === COL_OF[cell] ? 1 : 2;
      if (r < rank || (r === rank && peer < found)) {
        rank = r;
        found = peer;
      }
    }
    return found;
  }

  /** Lock: the digits on the board become the givens of a custom puzzle. */
  lock(): void {
    this.givens.set(this.current);
  }

  /** Replay: back to the givens alone. */
  replay(): void {
    this.current.set(this.givens);
  }

  /** `solved` or `wrong` once the board is full, `playing` before. */
  status(): GameStatus {
    if (this.current.includes(0)) return 'playing';
    return isValidSolution(this.current) ? 'solved' : 'wrong';
  }
}
