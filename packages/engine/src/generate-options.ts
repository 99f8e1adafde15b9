import { type Grid, type Solver, SudokuError } from '@sudoku/core';
import { assertFlag, readOptions, shownValue } from '@sudoku/core/kernel';
import { assertBudget, BUDGET_KEYS, type BudgetOptions, type StopReason } from './budget.js';
import { LADDER } from './ladder.js';
import { assertSeed, type Seed } from './random.js';
import type { RatedPuzzle } from './rating.js';
import { assertSolver } from './solver-option.js';
import { DIFFICULTIES, type Difficulty, type TechniqueId } from './step.js';
import { SYMMETRIES, type Symmetry } from './symmetry.js';
import { stepsOf } from './technique.js';

/**
 * What {@link generatePuzzle} can be asked for. A budget (`timeLimitMs`,
 * `signal`) ends the search for a rating or technique early: the closest
 * puzzle so far is returned, with `stopped` set.
 */
export interface GenerateOptions extends BudgetOptions {
  /**
   * Number of givens to aim for: 17-81 with `unique` (the default), 0-81
   * without. When it cannot be reached (a symmetric orbit too big, or every
   * remaining clue needed for uniqueness) the closest reached is returned
   * with `targetReached: false`. Without it: the game's rule, 30-60
   * holes (a random count) with at least 2 holes in every box.
   */
  givens?: number | undefined;
  /** Clue layout (default `none`): whole orbits are removed together. */
  symmetry?: Symmetry | undefined;
  /**
   * Generate until the rating is in this word's range (`DIFFICULTY_RANGES`),
   * up to `maxAttempts` puzzles.
   */
  difficulty?: Difficulty | undefined;
  /**
   * Generate until the rating (Sudoku Explainer's scale) is in [min, max],
   * up to `maxAttempts` puzzles. Cannot be combined with `difficulty`.
   */
  rating?: readonly [number, number] | undefined;
  /**
   * Generate until the puzzle's hardest step is of this kind (one of
   * `TECHNIQUE_IDS`, as a rating's `hardestTechnique` names it): a puzzle to
   * practise it, needing nothing harder. Up to `maxAttempts` puzzles; cannot
   * be combined with `difficulty` or `rating`.
   */
  technique?: TechniqueId | undefined;
  /**
   * Remove clues until none can go without losing uniqueness (with a
   * symmetry: no orbit can go). Cannot be combined with `givens`.
   */
  minimal?: boolean | undefined;
  /**
   * `true` (default): exactly one solution. `false`: a "guaranteed
   * solvable" puzzle: keep `givens` cells of a random completed grid, so a
   * solution exists but need not be unique.
   */
  unique?: boolean | undefined;
  /** Same seed, same options → same puzzle, on every machine. Default: a fresh random seed (reported). */
  seed?: Seed | undefined;
  /**
   * How many puzzles to try for a rating, a technique or an unreached
   * `givens`; default `DEFAULT_ATTEMPTS` (more for the rare targets:
   * an extreme range or a technique).
   */
  maxAttempts?: number | undefined;
  /** Counts solutions for the uniqueness checks (default: the engine's own search). */
  solver?: Solver | undefined;
  /**
   * Called after each puzzle tried, with the number tried so far: a hard
   * rating can take thousands of tries (seconds), and the search is
   * synchronous, so this is the way to show progress from a worker.
   */
  onAttempt?: ((attempts: number) => void) | undefined;
}

/** A generated puzzle and how it relates to what was asked. */
export interface GeneratedPuzzle {
  puzzle: Grid;
  /** The completed grid the puzzle was cut from (its unique solution when `unique`). */
  solution: Grid;
  /** Number of givens of `puzzle`. */
  givens: number;
  /** The seed used (pass it back to get the same puzzle). */
  seed: string;
  symmetry: Symmetry;
  unique: boolean;
  /** The givens count aimed at (random in 21-51 under the GUI rule). */
  targetGivens?: number | undefined;
  /** False when the givens target (or the rating range) was not met; `note` says why. */
  targetReached: boolean;
  /** The rating (unique puzzles only). */
  rating?: RatedPuzzle | undefined;
  /** Puzzles generated to get this one. */
  attempts: number;
  /** A sentence when something asked for was not met. */
  note?: string | undefined;
  /**
   * Set when the budget ended the search (`timeout` or `aborted`): the
   * puzzle is the closest found so far, and its rating, if cut short too,
   * says so in its own `status`.
   */
  stopped?: StopReason | undefined;
}

const GENERATE_OPTIONS = [
  'givens',
  'symmetry',
  'difficulty',
  'rating',
  'technique',
  'minimal',
  'unique',
  'seed',
  'maxAttempts',
  'solver',
  'onAttempt',
  ...BUDGET_KEYS,
];

/**
 * The options of {@link generatePuzzle} (`{}` for none), checked: throws
 * `SUDOKU_USAGE` for an unknown key, and for values out of range or that do
 * not go together.
 */
export function checkOptions(given: GenerateOptions | undefined): GenerateOptions {
  const options = readOptions('generatePuzzle', given, GENERATE_OPTIONS);
  assertFlag(options.unique, 'unique');
  assertFlag(options.minimal, 'minimal');
  assertBudget('generatePuzzle', options);
  const unique = options.unique ?? true;
  const { givens, symmetry, difficulty, maxAttempts, rating } = options;
  if (givens !== undefined) {
    const low = unique ? 17 : 0;
    if (!Number.isInteger(givens) || givens < low || givens > 81) {
      throw new SudokuError(
        'SUDOKU_USAGE',
        `givens must be a whole number from ${low} to 81${unique ? ' (17 is the fewest a unique puzzle can have)' : ''}, got ${shownValue(givens)}`,
      );
    }
  }
  if (symmetry !== undefined && !SYMMETRIES.includes(symmetry)) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `unknown symmetry '${String(symmetry)}'; expected one of ${SYMMETRIES.join(', ')}`,
    );
  }
  if (difficulty !== undefined && !DIFFICULTIES.includes(difficulty)) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `unknown difficulty '${String(difficulty)}'; expected one of ${DIFFICULTIES.join(', ')}`,
    );
  }
  if (rating !== undefined) {
    if (!Array.isArray(rating) || rating.length !== 2) {
      throw new SudokuError(
        'SUDOKU_USAGE',
        `a rating range is [min, max], got ${Array.isArray(rating) ? `[${rating.join(', ')}]` : shownValue(rating)}`,
      );
    }
    const [min, max] = rating;
    if (!(Number.isFinite(min) && Number.isFinite(max) && min >= 0 && min <= max)) {
      throw new SudokuError(
        'SUDOKU_USAGE',
        `a rating range needs two numbers with min ≤ max, got ${String(min)}-${String(max)}`,
      );
    }
    if (difficulty !== undefined) {
      throw new SudokuError(
        'SUDOKU_USAGE',
        'choose either a difficulty or a rating range, not both',
      );
    }
  }
  if (options.technique !== undefined) {
    // The ladder's own list (TECHNIQUE_IDS holds the same kinds; a test keeps them equal), so a page's worker carries it once.
    const kinds = [...new Set(LADDER.flatMap(stepsOf))];
    if (!kinds.includes(options.technique)) {
      throw new SudokuError(
        'SUDOKU_USAGE',
        `unknown technique ${shownValue(options.technique)}; expected one of ${kinds.join(', ')}`,
      );
    }
    if (difficulty !== undefined || rating !== undefined) {
      throw new SudokuError(
        'SUDOKU_USAGE',
        'choose one of a technique, a difficulty or a rating range',
      );
    }
  }
  if (options.minimal && givens !== undefined) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      'choose either a number of givens or a minimal puzzle, not both',
    );
  }
  if (
    !unique &&
    (options.minimal ||
      difficulty !== undefined ||
      rating !== undefined ||
      options.technique !== undefined)
  ) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      'minimal, difficulty, rating and technique need unique puzzles (unique: true)',
    );
  }
  if (maxAttempts !== undefined && !(Number.isInteger(maxAttempts) && maxAttempts >= 1)) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `maxAttempts must be a whole number ≥ 1, got ${shownValue(maxAttempts)}`,
    );
  }
  if (options.seed !== undefined) assertSeed(options.seed);
  assertSolver('generatePuzzle', options.solver);
  if (options.onAttempt !== undefined && typeof options.onAttempt !== 'function') {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `onAttempt must be a function, got ${shownValue(options.onAttempt)}`,
    );
  }
  return options;
}
