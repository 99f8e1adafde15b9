import type { Grid } from '@sudoku/core';
import type { Session } from './session.js';

/**
 * Mistakes mode (a setting): 'off' counts a digit that repeats one of its
 * row, column or box (the classic clash rule); 'show' checks each digit
 * against the solution and draws a wrong one red; 'limit' does too, and the
 * {@link MISTAKE_LIMIT}th mistake ends the game.
 */
export type MistakesMode = 'off' | 'show' | 'limit';

export const MISTAKES_MODES: readonly MistakesMode[] = ['off', 'show', 'limit'];

/** Mistakes that end a game in 'limit' mode, as on sudoku.com. */
export const MISTAKE_LIMIT = 3;

/**
 * Whether placing `digit` in `cell` is a mistake: a digit that differs from
 * the solution when the puzzle has one (whatever it clashes with), else one
 * that clashes (a custom or many-solution puzzle has no solution to check).
 */
export function isMistake(
  session: Session,
  cell: number,
  digit: number,
  clashes: boolean,
): boolean {
  return session.solution ? session.solution[cell] !== digit : clashes;
}

/** The player's digits that differ from the solution (none without one). */
export function wrongDigits(session: Session, values: Grid): number[] {
  const { solution, givens } = session;
  if (!solution) return [];
  const cells: number[] = [];
  for (let i = 0; i < 81; i++)
    if (givens[i] === 0 && values[i] !== 0 && values[i] !== solution[i]) cells.push(i);
  return cells;
}

/** The mode in force for this game: 'show' and 'limit' need the puzzle's one solution. */
export function modeFor(session: Session, mode: MistakesMode): MistakesMode {
  return session.solution ? mode : 'off';
}

/** True when this mistake count ends a game in `mode`. */
export function endsGame(mode: MistakesMode, mistakes: number): boolean {
  return mode === 'limit' && mistakes >= MISTAKE_LIMIT;
}
