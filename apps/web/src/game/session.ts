import type { Grid } from '@sudoku/core';
import { createHistory, type History } from './history.js';
import { initialPosition, type Position } from './position.js';

/** How hard a puzzle is, as the worker's rater put it (shown when the game ends). */
export interface PuzzleRating {
  /** The difficulty word: "easy", "medium", … */
  difficulty: string;
  /** The rating on Sudoku Explainer's scale (a game saved without one reads back without it). */
  score?: number;
  /** The hardest technique the logical solve needed, as a display name. */
  hardest?: string;
}

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
  /** What the game is, for the header: "Medium", "Custom puzzle", "Shared puzzle". */
  readonly label: string;
  /** True once Solve filled the board: the finish is then not the player's. */
  readonly assisted: boolean;
  /** True once the board was completed; the timer stops. */
  readonly finished: boolean;
  /** Hints applied (a shown hint not applied does not count). */
  readonly hintsUsed: number;
  /** Wrong digits placed: ones that differ from the solution, or without one, that repeated one of their row, column or box (see mistakes.ts). */
  readonly mistakes: number;
  /** The third mistake in Mistakes mode's limit ended the game: no more moves until Replay. */
  readonly lost: boolean;
  /** Counted as started in the statistics: at its first move, so a puzzle only looked at is not. */
  readonly counted: boolean;
  /** The puzzle's one solution, when it has one and it is known: mistakes are checked against it. */
  readonly solution?: Grid;
  /** The puzzle's rating, once known (unique puzzles only). */
  readonly rating?: PuzzleRating;
  /** The technique the puzzle was made to practise: the completion card's New game makes another. */
  readonly practice?: Practice;
  /** The daily puzzle this is: its day and level (solving it counts toward the daily streak). */
  readonly daily?: Daily;
}

/** A daily puzzle: its day ("YYYY-MM-DD") and level (a difficulty word). */
export interface Daily {
  day: string;
  difficulty: string;
}

/** A technique to practise: the engine's id and its name for the player. */
export interface Practice {
  technique: string;
  name: string;
  /** Hints applied in this game that were a step of the technique (shown on the completion card). */
  met?: number;
}

/** A fresh game of `givens`. */
export function createSession(
  givens: Grid,
  label: string,
  rating?: PuzzleRating,
  solution?: Grid,
): Session {
  const session: Session = {
    givens: Uint8Array.from(givens),
    history: createHistory(initialPosition(givens)),
    elapsedMs: 0,
    label,
    assisted: false,
    finished: false,
    hintsUsed: 0,
    mistakes: 0,
    lost: false,
    counted: false,
  };
  return {
    ...session,
    ...(rating && { rating }),
    ...(solution && { solution: Uint8Array.from(solution) }),
  };
}

/** The current position of a session. */
export function currentPosition(session: Session): Position {
  return session.history.present;
}

/** True when the player has done something worth keeping: a digit or note placed, and the game not finished. */
export function hasProgress(session: Session): boolean {
  if (session.finished) return false;
  const { values, notes } = session.history.present;
  for (let i = 0; i < 81; i++) {
    if (values[i] !== session.givens[i] || notes[i] !== 0) return true;
  }
  return false;
}

/** How many cells the player has filled. */
export function filledByPlayer(session: Session): number {
  const { values } = session.history.present;
  let n = 0;
  for (let i = 0; i < 81; i++) if (values[i] !== 0 && session.givens[i] === 0) n++;
  return n;
}
