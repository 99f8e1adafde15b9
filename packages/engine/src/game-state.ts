import { assertGrid, type Grid, isValidSolution } from '@sudoku/core';
import { formatGameFile, parseGameFile } from './game-file.js';
import { checkMove, type MoveResult } from './move-rules.js';

export type { MoveResult } from './move-rules.js';

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
    const result = checkMove(this.givens, this.current, cell, digit);
    if (result.ok) this.current[cell] = digit;
    return result;
  }

  /** Empties a player cell (givens are refused). */
  clear(cell: number): MoveResult {
    return this.place(cell, 0);
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
