import { assertGrid, type Grid, readOptions } from '@sudoku/core';
import { assertBudget, BUDGET_KEYS, type BudgetOptions } from './budget.js';
import { hasUniqueSolution, type SolverOption } from './count.js';
import { assertLogicOptions } from './logic-options.js';
import { summarizeSteps } from './rating-summary.js';
import { assertSolver } from './solver-option.js';
import { type Difficulty, difficultyOf, type Step, type TechniqueId } from './step.js';
import { type LogicalStatus, solveLogically } from './step-solver.js';

/** How hard a puzzle is for a person, on Sudoku Explainer's scale. */
export interface Rating {
  /**
   * The difficulty of the hardest step on the simplest path (Sudoku
   * Explainer's ER): 1.0-1.5 singles … 4.2 XY-Wing … 6.5-7.5 chains … 8.5+
   * dynamic forcing chains. 0 for a full grid. For a puzzle with one
   * solution that the techniques cannot finish (`solvedLogically` false), a
   * lower bound: at least `BEYOND_LADDER_RATING` (11.0), since the next
   * step would need forcing chains nested two deep; for one with several
   * solutions, the hardest step taken before they got stuck.
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
  /** True when the puzzle has exactly one solution (uniqueness techniques were allowed). */
  unique: boolean;
  /**
   * How the logical solve behind the rating ended: `solved`, `stuck` (the
   * rating is a lower bound), `ceiling`, or `timeout` / `aborted` when the
   * budget stopped it (the rating is then that of the steps taken so far,
   * a lower bound).
   */
  status: LogicalStatus;
}

/** Options of {@link ratePuzzle}. */
export interface RateOptions extends SolverOption, BudgetOptions {
  /**
   * Whether the puzzle has exactly one solution, when the caller knows;
   * otherwise it is counted (with `solver`, or the engine's own search).
   */
  unique?: boolean | undefined;
  /**
   * Stop at the first step harder than this: the rating is then that step's
   * difficulty (a lower bound) and `solvedLogically` is false. Generators use
   * it to skip rating puzzles that are already too hard.
   */
  ceiling?: number | undefined;
}

const RATE_OPTIONS = ['unique', 'ceiling', 'solver', ...BUDGET_KEYS];

/**
 * Rates a puzzle the way Sudoku Explainer does: the step solver takes the
 * simplest step again and again, and the rating is the difficulty of the
 * hardest step. Uniqueness techniques are used only when the puzzle has one
 * solution. Throws `SUDOKU_BAD_GRID` for anything but a grid, or when the
 * givens repeat a digit.
 */
export function ratePuzzle(grid: Grid, options: RateOptions = {}): Rating {
  assertGrid(grid);
  const {
    unique: known,
    ceiling,
    solver,
    timeLimitMs,
    signal,
  } = readOptions('ratePuzzle', options, RATE_OPTIONS);
  assertSolver('ratePuzzle', solver);
  assertLogicOptions('ratePuzzle', known, ceiling);
  assertBudget('ratePuzzle', { timeLimitMs, signal });
  const unique = known ?? hasUniqueSolution(grid, { solver });
  const { status, steps } = solveLogically(grid, { unique, ceiling, timeLimitMs, signal });
  const { rating, hardest, pearl, diamond, techniqueCounts } = summarizeSteps(
    steps,
    status === 'stuck' && unique,
  );
  return {
    rating,
    difficulty: difficultyOf(rating),
    hardestTechnique: hardest,
    pearl,
    diamond,
    steps,
    techniqueCounts,
    solvedLogically: status === 'solved',
    unique,
    status,
  };
}
