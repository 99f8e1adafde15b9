/**
 * `@sudoku/engine`: puzzles as a person solves them. Rating on Sudoku
 * Explainer's scale, logical steps and hints, seeded generation, solution
 * counting and enumeration, the game state and its save file. Every call
 * that looks at a puzzle answers in one vocabulary (docs/outcomes.md).
 *
 * @module
 */

export type { BudgetOptions, StopReason } from './budget.js';
export {
  applyStep,
  type CandidateState,
  cloneCandidateState,
  createCandidateState,
} from './candidate-state.js';
export {
  type CountOptions,
  countSolutions,
  findSolution,
  hasUniqueSolution,
  type SolutionCount,
  type SolverOption,
} from './count.js';
export { dailySeed, dayOf, isDay } from './daily.js';
export { DEFAULT_ATTEMPTS } from './default-attempts.js';
export { type EnumerateOptions, type EnumerateResult, enumerateSolutions } from './enumerate.js';
export { formatGameFile, type GameFile, parseGameFile } from './game-file.js';
export { GameState, type GameStatus } from './game-state.js';
export { generatePuzzle } from './generate.js';
export type { GeneratedPuzzle, GenerateOptions } from './generate-options.js';
export { type Hint, type HintOptions, hint } from './hint.js';
export { BASIC_LADDER, BEYOND_LADDER_RATING, LADDER } from './ladder.js';
export { checkMove, type MoveResult } from './move-rules.js';
export { createRandom, freshSeed, type Random, type Seed } from './random.js';
export { randomCompletedGrid } from './random-grid.js';
export {
  expectRated,
  isRated,
  type RatedPuzzle,
  type RateOptions,
  type Rating,
  ratePuzzle,
  type UnratedPuzzle,
} from './rating.js';
export { SearchTree } from './search-tree.js';
export { type SplitOptions, splitSearch } from './split-search.js';
export {
  type CellDigit,
  type Chain,
  type ChainNode,
  DIFFICULTIES,
  DIFFICULTY_RANGES,
  type Difficulty,
  difficultyOf,
  makeStep,
  type Step,
  type StepInput,
  TECHNIQUE_IDS,
  type TechniqueId,
} from './step.js';
export {
  type LogicalSolve,
  type LogicalSolveOptions,
  type LogicalStatus,
  nextStep,
  solveLogically,
} from './step-solver.js';
export { hasSymmetry, SYMMETRIES, type Symmetry } from './symmetry.js';
export { type StepContext, stepsOf, type Technique } from './technique.js';
export { listUnits } from './unit-words.js';
export { listWords } from './words.js';
