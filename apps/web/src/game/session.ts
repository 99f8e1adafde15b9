import type { Grid } from '@sudoku/core';
import { createHistory, type History } from './history.js';
import { initialPosition, type Position } from './position.js';

/**
 * One game as the app keeps it (and autosaves it): the puzzle, the undoable
 * positions, and the bookkeeping around them.
 */
export interface Session {
  /** The givens (0 elsewhere): locked, drawn apart. */
  readonly givens: Grid;
  readonly history: History<Position>;
  /** Play time so far, in milliseconds, not counting the running stretch (see timer.ts). */
  readonly elapsedMs: number;
  /** What the game is, for the header: "Medium", "Custom puzzle", "30 givens". */
  readonly label: string;
  /** True once Solve filled the board: the finish is then not the player's. */
  readonly assisted: boolean;
  /** True once the board was completed; the timer stops. */
  readonly finished: boolean;
}

/** A fresh game of `givens`. */
export function createSession(givens: Grid, label: string): Session {
  return {
    givens: Uint8Array.from(givens),
    history: createHistory(initialPosition(givens)),
    elapsedMs: 0,
    label,
    assisted: false,
    finished: false,
  };
}

/** The current position of a session. */
export function currentPosition(session: Session): Position {
  return session.history.present;
}
