import type { SolveStats } from '@sudoku/core';
import type { Hint } from '@sudoku/engine/game';
import type { PuzzleRating } from '../game/session.js';

/**
 * The game's tasks for a solver worker and their results. They travel as
 * the one call the game adds to the engine's worker (serve-game.ts), with
 * `progress` on the way; cancelling terminates the worker (worker-client.ts).
 */

/** The one call the game adds to the engine's worker protocol: run a task. */
export const TASK_CALL = 'task';

/** The search strategies the game offers: depth-first, iterative deepening and best-first A*. */
export const STRATEGIES = ['dfs', 'dlx', 'iddfs', 'astar'] as const;
export type StrategyName = (typeof STRATEGIES)[number];

export interface GenerateTask {
  type: 'generate';
  /** Givens to aim for (with `unique`: 17-81). */
  givens?: number;
  /** One of the engine's DIFFICULTIES: a unique puzzle of that rating. */
  difficulty?: string;
  /** One of the engine's TECHNIQUE_IDS: a unique puzzle whose hardest step is of that kind. */
  technique?: string;
  /** false: a "guaranteed solvable" puzzle (a solution exists, maybe several). */
  unique: boolean;
  /** The generator's seed: the same seed and options make the same puzzle (the daily puzzle's). */
  seed?: string;
}

export interface SolveTask {
  type: 'solve';
  grid: Uint8Array;
  strategy: StrategyName;
  /** 1 to solve; 2 to ask "is it solvable, and is the solution unique?". */
  maxSolutions: 1 | 2;
}

/** What a puzzle is before it is played: solutions (up to 2) and, when unique, its rating. */
export interface AnalyseTask {
  type: 'analyse';
  grid: Uint8Array;
}

export interface HintTask {
  type: 'hint';
  grid: Uint8Array;
  /** The puzzle's givens: when the position has no solution, the hint names its wrong digits. */
  givens?: Uint8Array;
  /** The position's notes (81 nine-bit sets, 0 for a cell without): hint after hint walks the path. */
  notes?: Uint16Array;
}

/**
 * One slice of an enumeration: up to `budget` solutions of `grid` in the
 * engine's canonical order, then the rest of its search tree as sub-puzzles
 * (see enumerate-slice.ts).
 */
export interface SliceTask {
  type: 'slice';
  grid: Uint8Array;
  budget: number;
  /** Send the solutions as classic-format file text (else only count them). */
  keep: boolean;
}

export type Task = GenerateTask | SolveTask | AnalyseTask | HintTask | SliceTask;

export interface GenerateResult {
  type: 'generate';
  puzzle: Uint8Array;
  solution: Uint8Array;
  givens: number;
  rating?: PuzzleRating;
  note?: string;
}

export interface SolveTaskResult {
  type: 'solve';
  strategy: StrategyName;
  status: 'solved' | 'unsolvable' | 'invalid';
  solution?: Uint8Array;
  /** Solutions found, at most the task's maxSolutions. */
  solutionCount: number;
  /** True when solutionCount is the exact total. */
  exhaustive: boolean;
  stats: SolveStats;
  /** For `invalid`: the clash, in words. */
  message?: string;
}

export interface AnalyseResult {
  type: 'analyse';
  status: 'unique' | 'multiple' | 'none' | 'invalid';
  /** For `invalid`: the clash, in words. */
  message?: string;
  rating?: PuzzleRating;
  /** For `unique`: the solution, which mistakes are checked against. */
  solution?: Uint8Array;
}

export interface HintResult {
  type: 'hint';
  hint: Hint;
}

export interface SliceResult {
  type: 'slice';
  /** Solutions found in this slice (≤ budget). */
  count: number;
  /** The rest of the tree, in order, as 81-byte sub-puzzles back to back (empty when the slice finished its grid). */
  rest: Uint8Array;
}

export type TaskResult =
  | GenerateResult
  | SolveTaskResult
  | AnalyseResult
  | HintResult
  | SliceResult;

/** The result type of a task type. */
export type ResultOf<T extends Task> = Extract<TaskResult, { type: T['type'] }>;

/** The least time between two progress messages of a task, and between two redraws of them. */
export const PROGRESS_MS = 200;

/**
 * Sent during a slice (the count so far and, when keeping, the next piece of
 * the file) or a generation (the puzzles tried so far).
 */
export interface Progress {
  count: number;
  /**
   * Classic-format text of the next solutions, each 163 bytes led by its
   * blank separator line. A Blob made in the worker: building it copies the
   * bytes, which would cost the page tens of milliseconds per megabyte.
   */
  chunk?: Blob;
}
