import { assertGrid, type Conflict, type Grid, type StopReason } from '@sudoku/core';
import { readOptions } from '@sudoku/core/kernel';
import { assertBudget, BUDGET_KEYS, type BudgetOptions, budgetFrom, withBudget } from './budget.js';
import { type SolverOption, searchSolutions } from './count.js';
import { assertLogicOptions } from './logic-options.js';
import { summarizeSteps } from './rating-summary.js';
import { assertSolver } from './solver-option.js';
import { type Difficulty, difficultyOf, type Step, type TechniqueId } from './step.js';
import { givensClash, solveChecked } from './step-solver.js';

/** How hard a puzzle is for a person, on Sudoku Explainer's scale: the rating of a puzzle with one solution. */
export interface RatedPuzzle {
  /**
   * How the logical solve behind the rating ended: `solved` (the techniques
   * finished the grid), `stuck` (they could not: the rating is a lower
   * bound), `ceiling` (it stopped at the ceiling asked for), or `timeout` /
   * `aborted` when the budget stopped it (the rating is that of the steps
   * taken so far, a lower bound). docs/outcomes.md gives the words.
   */
  status: 'solved' | 'stuck' | 'ceiling' | StopReason;
  /**
   * The difficulty of the hardest step on the simplest path (Sudoku
   * Explainer's ER): 1.0-1.5 singles … 4.2 XY-Wing … 6.5-7.5 chains … 8.5+
   * dynamic forcing chains. 0 for a full grid. When the techniques cannot
   * finish (`solvedLogically` false), a lower bound: at least
   * `BEYOND_LADDER_RATING` (11.0), since the next step would need forcing
   * chains nested two deep.
   */
  rating: number;
  /** The word for the rating (see `DIFFICULTY_RANGES`). */
  difficulty: Difficulty;
  /**
   * The technique of the hardest step taken, or undefined when none was (a
   * full grid, or a puzzle the techniques cannot start).
   */
  hardestTechnique?: TechniqueId | undefined;
  /**
   * The hardest step needed before the first placement (Sudoku Explainer's
   * EP, "pearl"); a lower bound, like `rating`, when the techniques got stuck
   * before placing a digit.
   */
  pearl: number;
  /** The difficulty of the first step (Sudoku Explainer's ED, "diamond"); a lower bound when none was found. */
  diamond: number;
  /** Every step of the logical solve, in order. */
  steps: Step[];
  /** How many steps of each technique were applied. */
  techniqueCounts: Partial<Record<TechniqueId, number>>;
  /** True when the techniques solved the whole grid (no step guessed). */
  solvedLogically: boolean;
  /**
   * True when the solutions were counted and there is exactly one; undefined
   * when the caller passed `assumeUnique` (not checked).
   */
  unique: true | undefined;
}

/**
 * A puzzle that cannot be rated: `invalid` (clashing givens), `unsolvable`
 * (no solution: counted, or a contradiction the techniques found), or
 * `several-solutions` (counted; Sudoku Explainer rates only puzzles with one).
 */
export interface UnratedPuzzle {
  status: 'invalid' | 'unsolvable' | 'several-solutions';
  /** What is wrong, in a sentence naming cells or units. */
  reason: string;
  /** For `invalid`: every pair of clashing givens. */
  conflicts?: Conflict[];
  /** The steps taken before a contradiction showed (empty when the solutions were counted first). */
  steps: Step[];
}

/** A puzzle's rating, or why it has none: narrow on `status` (or use {@link isRated}). */
export type Rating = RatedPuzzle | UnratedPuzzle;

/**
 * The rating of a puzzle known to have one solution (a generator's, just
 * checked), which cannot be unrated: a contradiction there is a bug.
 */
export function expectRated(rating: Rating): RatedPuzzle {
  if (isRated(rating)) return rating;
  throw new Error(`internal error: a puzzle with one solution was rated ${rating.status}`);
}

/** True for a rating of a puzzle with one solution (`rating`, `difficulty`, … are there). */
export function isRated(rating: Rating): rating is RatedPuzzle {
  return (
    rating.status !== 'invalid' &&
    rating.status !== 'unsolvable' &&
    rating.status !== 'several-solutions'
  );
}

/** Options of {@link ratePuzzle}. */
export interface RateOptions extends SolverOption, BudgetOptions {
  /**
   * The caller knows the puzzle has exactly one solution, so it is not
   * counted (a generator that just checked). Not checked: on a puzzle with
   * several solutions the uniqueness techniques may give a wrong rating, and
   * the result's `unique` stays undefined.
   */
  assumeUnique?: boolean | undefined;
  /**
   * Stop at the first step harder than this: the rating is then that step's
   * difficulty (a lower bound), `status` is `ceiling` and `solvedLogically`
   * is false. Generators use it to skip rating puzzles that are already too hard.
   */
  ceiling?: number | undefined;
}

const RATE_OPTIONS = ['assumeUnique', 'ceiling', 'solver', ...BUDGET_KEYS];

/**
 * Rates a puzzle the way Sudoku Explainer does: the step solver takes the
 * simplest step again and again, and the rating is the difficulty of the
 * hardest step. The solutions are counted first (with `solver`, or the
 * engine's own search) unless `assumeUnique` says there is one; a puzzle
 * with none, several or clashing givens gets an {@link UnratedPuzzle}. The
 * budget covers the count and the solve. Throws `SUDOKU_BAD_GRID` only for
 * anything but a grid, and `SUDOKU_USAGE` for options out of range.
 */
export function ratePuzzle(grid: Grid, options: RateOptions = {}): Rating {
  assertGrid(grid);
  const { assumeUnique, ceiling, solver, timeLimitMs, signal } = readOptions(
    'ratePuzzle',
    options,
    RATE_OPTIONS,
  );
  assertSolver('ratePuzzle', solver);
  assertLogicOptions('ratePuzzle', assumeUnique, ceiling);
  assertBudget('ratePuzzle', { timeLimitMs, signal });
  const clash = givensClash(grid);
  if (clash) return { status: 'invalid', ...clash, steps: [] };
  const left = budgetFrom({ timeLimitMs, signal });
  if (assumeUnique !== true) {
    const count = withBudget<number | StopReason>(
      left(),
      () => searchSolutions(grid, 2, solver).count,
      (reason): StopReason => reason,
    );
    if (typeof count === 'string') return ratingOf(count, [], undefined);
    if (count === 0)
      return { status: 'unsolvable', reason: 'the puzzle has no solution', steps: [] };
    if (count > 1) {
      return {
        status: 'several-solutions',
        reason: 'the puzzle has more than one solution',
        steps: [],
      };
    }
  }
  const solve = solveChecked(grid, { assumeUnique: true, ceiling, ...left() });
  const { status, steps } = solve;
  if (status === 'unsolvable' || status === 'invalid') {
    return { status: 'unsolvable', reason: solve.reason ?? 'the puzzle has no solution', steps };
  }
  return ratingOf(status, steps, assumeUnique === true ? undefined : true);
}

/** The rating of the steps a logical solve took, ending with `status`. */
function ratingOf(
  status: RatedPuzzle['status'],
  steps: Step[],
  unique: true | undefined,
): RatedPuzzle {
  const { rating, hardest, pearl, diamond, techniqueCounts } = summarizeSteps(
    steps,
    status === 'stuck',
  );
  return {
    status,
    rating,
    difficulty: difficultyOf(rating),
    hardestTechnique: hardest,
    pearl,
    diamond,
    steps,
    techniqueCounts,
    solvedLogically: status === 'solved',
    unique,
  };
}
