/**
 * How a call that looks at one puzzle ended: the one vocabulary of the
 * library, the `sudoku` command's text and JSON, and the game
 * (docs/outcomes.md gives the rules).
 *
 * - `solved`: the puzzle has a solution and the call did its work.
 * - `unsolvable`: the givens do not clash, but no grid completes them.
 * - `several-solutions`: more than one grid completes them (only calls that
 *   count solutions say this; `solve` reports how many it found instead).
 * - `invalid`: two givens clash in a row, column or box; nothing was searched.
 * - `timeout`: the call's time limit ran out first.
 * - `aborted`: the call's signal was aborted first.
 */
export type PuzzleStatus =
  | 'solved'
  | 'unsolvable'
  | 'several-solutions'
  | 'invalid'
  | 'timeout'
  | 'aborted';

/** Every {@link PuzzleStatus}, in the order above. */
export const PUZZLE_STATUSES: readonly PuzzleStatus[] = [
  'solved',
  'unsolvable',
  'several-solutions',
  'invalid',
  'timeout',
  'aborted',
];

/** Why a call stopped before its answer: its time limit ran out, or its signal was aborted. */
export type StopReason = 'timeout' | 'aborted';
