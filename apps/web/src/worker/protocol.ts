import type { SolveStats } from '@sudoku/core';
import type { Difficulty, Hint } from '@sudoku/engine';

/**
 * The messages between the page and the solver worker. Every request carries
 * an `id`; the worker answers with exactly one `result` or `error` of that id,
 * possibly after `progress` messages. Cancelling is not a message: a
 * synchronous search cannot read one, so the page terminates the worker and
 * starts a new one (see worker-client.ts).
 */

/** The search strategies the game offers (seed 003 had dfs, iterative deepening and A*). */
export const STRATEGIES = ['dfs', 'dlx', 'iddfs', 'astar'] as const;
export type StrategyName = (typeof STRATEGIES)[number];

/** Seed 003 kept at most a million solutions in the all-solutions file, counting the rest. */
export const KEEP_SOLUTIONS = 1_000_000;

export interface GenerateTask {
  type: 'generate';
  /** Givens to aim for; omitted: the engine's rule for the difficulty. */
  givens?: number;
  difficulty?: Difficulty;
  /** false: seed 003's "guaranteed solvable" mode (a solution exists, maybe several). */
  unique: boolean;
}

export interface SolveTask {
  type: 'solve';
  grid: Uint8Array;
  strategy: StrategyName;
  /** 1 to solve; 2 to ask "is it solvable, and is the solution unique?". */
  maxSolutions: 1 | 2;
}

export interface EnumerateTask {
  type: 'enumerate';
  grid: Uint8Array;
  /** Solutions to send back as file text (0 = only count). */
  keep: number;
}

export interface HintTask {
  type: 'hint';
  grid: Uint8Array;
}

export type Task = GenerateTask | SolveTask | EnumerateTask | HintTask;

export interface GenerateResult {
  type: 'generate';
  puzzle: Uint8Array;
  solution: Uint8Array;
  givens: number;
  difficulty?: Difficulty;
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

export interface EnumerateResult {
  type: 'enumerate';
  count: number;
  /** Solutions written into the chunks (≤ keep). */
  kept: number;
  status: 'solved' | 'unsolvable' | 'invalid';
  message?: string;
  elapsedMs: number;
}

export interface HintResult {
  type: 'hint';
  hint: Hint;
}

export type TaskResult = GenerateResult | SolveTaskResult | EnumerateResult | HintResult;

/** The result type of a task type. */
export type ResultOf<T extends Task> = Extract<TaskResult, { type: T['type'] }>;

/** Sent during a long enumeration: the count so far and, when keeping, the next piece of the file. */
export interface Progress {
  count: number;
  /** Classic-format text of the next solutions, in order (bytes, transferred). */
  chunk?: Uint8Array;
}

export type Request = Task & { id: number };

export type Response =
  | { id: number; kind: 'result'; result: TaskResult }
  | { id: number; kind: 'progress'; progress: Progress }
  | { id: number; kind: 'error'; message: string };
