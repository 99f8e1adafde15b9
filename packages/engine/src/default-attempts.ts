/**
 * Puzzles `generatePuzzle` tries without `maxAttempts`, by target (generate.ts
 * says why): a module of its own, so `@sudoku/engine/game` names it without
 * loading the generator.
 */
export const DEFAULT_ATTEMPTS = {
  /** A givens count that cannot be reached (an orbit too big, every clue needed). */
  givens: 10,
  /** A rating range below the extreme one. */
  range: 300,
  /** A technique, or a range from 9.0 (extreme) up. */
  rare: 3000,
} as const;
