/**
 * `@sudoku/engine/game`: what a page needs on its main thread to keep and
 * show a game, without the technique ladder. The game state with its move
 * rules (`checkMove` is the rule alone, for a page that keeps its own board
 * and need not load the save file's reader), the save file, the daily
 * puzzle's day and seed, the generator's default attempts, the difficulty
 * words and the kinds of step, `listWords` for messages that name steps, and
 * the types of the steps, hints and ratings that a worker running the main
 * entry sends back. A page bundle with `GameState` alone is about 5 kB
 * gzipped (`pnpm test:pack` holds it under 6 kB).
 *
 * @module
 */

export type { StopReason } from './budget.js';
export { dailySeed, dayOf, isDay } from './daily.js';
export { DEFAULT_ATTEMPTS } from './default-attempts.js';
export { formatGameFile, type GameFile, parseGameFile } from './game-file.js';
export { GameState, type GameStatus } from './game-state.js';
export type { Hint } from './hint.js';
export { checkMove, type MoveResult } from './move-rules.js';
export type { RatedPuzzle, Rating, UnratedPuzzle } from './rating.js';
export {
  type CellDigit,
  type Chain,
  type ChainNode,
  DIFFICULTIES,
  DIFFICULTY_RANGES,
  type Difficulty,
  difficultyOf,
  type Step,
  TECHNIQUE_IDS,
  type TechniqueId,
} from './step.js';
export type { LogicalStatus } from './step-solver.js';
export { listWords } from './words.js';
