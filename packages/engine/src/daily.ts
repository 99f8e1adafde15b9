import { SudokuError } from '@sudoku/core';
import { shownValue } from '@sudoku/core/kernel';
import { DIFFICULTIES, type Difficulty } from './step.js';

/**
 * The daily puzzle: one per calendar day and difficulty, the same for every
 * player with no server, because it is the generator's puzzle for a seed
 * made of the day and the difficulty (`generatePuzzle({ seed, difficulty })`
 * gives the same puzzle from the same seed on every machine).
 *
 * @module
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day of `date` in local time, as "YYYY-MM-DD": the day a player calls today. */
export function dayOf(date: Date): string {
  if (!(date instanceof Date) || Number.isNaN(date.getTime()))
    throw new SudokuError('SUDOKU_USAGE', `dayOf needs a valid Date, got ${shownValue(date)}`);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether `day` is a real calendar day written "YYYY-MM-DD". */
export function isDay(day: unknown): day is string {
  const m = typeof day === 'string' ? DAY.exec(day) : null;
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().startsWith(day as string);
}

/**
 * The seed of the daily puzzle of `day` ("YYYY-MM-DD") at `difficulty`:
 * pass both to `generatePuzzle` as `{ seed, difficulty }`.
 */
export function dailySeed(day: string, difficulty: Difficulty): string {
  if (!isDay(day))
    throw new SudokuError('SUDOKU_USAGE', `a day is written YYYY-MM-DD, got ${shownValue(day)}`);
  if (!(DIFFICULTIES as readonly unknown[]).includes(difficulty))
    throw new SudokuError(
      'SUDOKU_USAGE',
      `difficulty must be one of ${DIFFICULTIES.join(', ')}, got ${shownValue(difficulty)}`,
    );
  return `daily ${day} ${difficulty}`;
}
