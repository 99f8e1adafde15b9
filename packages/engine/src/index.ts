/**
 * `@sudoku/engine`: puzzles as a person solves them. Rating on Sudoku
 * Explainer's scale, logical steps and hints, seeded generation, solution
 * counting and enumeration, the game state and its save file. Every call
 * that looks at a puzzle answers in one vocabulary (docs/outcomes.md).
 *
 * @module
 */

export type { BudgetOptions } from './budget.js';
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
export { type EnumerateOptions, type EnumerateResult, enumerateSolutions } from './enumerate.js';
// All of the game entry, whole, so that the two entries cannot drift apart.
export * from './game.js';
export { generatePuzzle } from './generate.js';
export type { GeneratedPuzzle, GenerateOptions } from './generate-options.js';
export { type HintOptions, hint } from './hint.js';
export { BASIC_LADDER, BEYOND_LADDER_RATING, LADDER } from './ladder.js';
export { createRandom, freshSeed, type Random, type Seed } from './random.js';
export { randomCompletedGrid } from './random-grid.js';
export { expectRated, isRated, type RateOptions, ratePuzzle } from './rating.js';
export { SearchTree } from './search-tree.js';
export { type SplitOptions, splitSearch } from './split-search.js';
export { makeStep, type StepInput } from './step.js';
export {
  type LogicalSolve,
  type LogicalSolveOptions,
  nextStep,
  solveLogically,
} from './step-solver.js';
export { hasSymmetry, SYMMETRIES, type Symmetry } from './symmetry.js';
export { type StepContext, stepsOf, type Technique } from './technique.js';
export { listUnits } from './unit-words.js';
