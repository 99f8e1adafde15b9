import { cellName, type Grid, gridToString, type PuzzleStatus, parseGrid } from '@sudoku/core';
import type { BudgetOptions } from './budget.js';
import { enumerateSolutions } from './enumerate.js';
import { generatePuzzle } from './generate.js';
import type { GenerateOptions } from './generate-options.js';
import { type Hint, hint as hintOf } from './hint.js';
import { isRated, type Rating, ratePuzzle } from './rating.js';
import type { Difficulty } from './step.js';

/**
 * `@sudoku/engine/simple`: the common calls on puzzle text, one call each,
 * answers as plain data with the outcome words of docs/outcomes.md. Each is
 * a thin layer on the typed calls of the main entry. A puzzle is 81
 * characters (`1`-`9`, and `.` or `0` for a blank); text that is not one
 * throws `SUDOKU_FORMAT` saying where.
 *
 * @module
 */

/** What {@link solve} says. */
export interface SolveAnswer {
  /** `solved`, `several-solutions`, `unsolvable`, `invalid`, `timeout` or `aborted`. */
  status: PuzzleStatus;
  /** The solution, 81 digits (for `several-solutions`, one of them). */
  solution?: string;
}

/** Solves a puzzle with the engine's own search (a strategy is faster for files: see `@sudoku/solver-dfs`). */
export function solve(puzzle: string, options: BudgetOptions = {}): SolveAnswer {
  let first: string | undefined;
  const { status } = enumerateSolutions(parseGrid(puzzle), {
    ...options,
    maxSolutions: 2,
    onSolution: (solution: Grid) => {
      first ??= gridToString(solution);
    },
    shareGrid: true,
  });
  return first === undefined ? { status } : { status, solution: first };
}

/** What {@link rate} says. */
export interface RateAnswer {
  /**
   * `solved` (rated), `stuck` (the techniques cannot finish: the rating is a
   * lower bound), `timeout` / `aborted` (a lower bound too), or why there is
   * no rating: `several-solutions`, `unsolvable`, `invalid`.
   */
  status: string;
  /** On Sudoku Explainer's scale (1.0 to about 11). */
  rating?: number;
  difficulty?: Difficulty;
  /** The hardest step's technique, by name ("X-Wing"). */
  technique?: string;
  /** Why the puzzle has no rating. */
  reason?: string;
}

/** Rates a puzzle on Sudoku Explainer's scale ({@link ratePuzzle}, summed up). */
export function rate(puzzle: string, options: BudgetOptions = {}): RateAnswer {
  return summary(ratePuzzle(parseGrid(puzzle), options));
}

function summary(rating: Rating): RateAnswer {
  if (!isRated(rating)) return { status: rating.status, reason: rating.reason };
  const hardest = rating.steps.find((step) => step.difficulty === rating.rating);
  const answer: RateAnswer = {
    status: rating.status,
    rating: rating.rating,
    difficulty: rating.difficulty,
  };
  if (hardest) answer.technique = hardest.name;
  return answer;
}

/** What {@link generate} gives. */
export interface GeneratedText {
  puzzle: string;
  solution: string;
  /** Pass it back to get the same puzzle. */
  seed: string;
  rating?: number;
  difficulty?: Difficulty;
  /** A sentence when something asked for was not met. */
  note?: string;
}

/** A new puzzle with one solution ({@link generatePuzzle}'s options; by default the game's 30-60 holes). */
export function generate(options: GenerateOptions = {}): GeneratedText {
  const made = generatePuzzle(options);
  const text: GeneratedText = {
    puzzle: gridToString(made.puzzle),
    solution: gridToString(made.solution),
    seed: made.seed,
  };
  if (made.rating) {
    text.rating = made.rating.rating;
    text.difficulty = made.rating.difficulty;
  }
  if (made.note) text.note = made.note;
  return text;
}

/** What {@link hint} says. */
export interface HintAnswer {
  /** `step` (one technique's step), `fallback` (a digit from the solution), or the position's outcome word. */
  kind: Hint['kind'];
  /** One sentence: the step's reasoning, or what is wrong. */
  text: string;
  /** The technique, by name, for a step. */
  technique?: string;
  /** Where the step places a digit ("r5c8") and which, when it places one. */
  cell?: string;
  digit?: number;
}

/** The next step of the simplest path from a position ({@link hintOf | the main entry's hint}). */
export function hint(position: string, options: BudgetOptions = {}): HintAnswer {
  const found = hintOf(parseGrid(position), options);
  const answer: HintAnswer = { kind: found.kind, text: found.explanation };
  if (found.kind === 'step') answer.technique = found.step.name;
  if ((found.kind === 'step' || found.kind === 'fallback') && found.cell !== undefined) {
    answer.cell = cellName(found.cell);
    if (found.digit !== undefined) answer.digit = found.digit;
  }
  return answer;
}

/** What {@link explain} says. */
export interface Explanation extends RateAnswer {
  /** Every step of the simplest path, one sentence each. */
  steps: string[];
}

/** The simplest path through a puzzle, step by step, with its rating. */
export function explain(puzzle: string, options: BudgetOptions = {}): Explanation {
  const rating = ratePuzzle(parseGrid(puzzle), options);
  return { ...summary(rating), steps: rating.steps.map((step) => step.explanation) };
}
