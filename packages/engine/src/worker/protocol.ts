import type { Grid } from '@sudoku/core';
import type { CountOptions, SolutionCount } from '../count.js';
import type { GeneratedPuzzle, GenerateOptions } from '../generate-options.js';
import type { Hint, HintOptions } from '../hint.js';
import type { RateOptions, Rating } from '../rating.js';
import type { LogicalSolve, LogicalSolveOptions } from '../step-solver.js';

/*
 * The messages between an {@link EngineWorker} and the engine it runs in a
 * worker: plain data only (structured clone), so no signal, solver or
 * callback crosses; the client keeps those and the worker reports progress.
 */

/** The options a call takes across the thread boundary: its own, minus what cannot be cloned. */
type Cloneable<T> = Omit<T, 'signal' | 'solver' | 'onStep' | 'onAttempt'>;

/** Each call the worker answers: its arguments and its answer. */
export interface EngineCalls {
  ratePuzzle: { args: [grid: Grid, options?: Cloneable<RateOptions>]; result: Rating };
  solveLogically: {
    args: [grid: Grid, options?: Cloneable<LogicalSolveOptions>];
    result: LogicalSolve;
  };
  hint: { args: [grid: Grid, options?: Cloneable<HintOptions>]; result: Hint };
  countSolutions: {
    args: [grid: Grid, cap: number, options?: Cloneable<CountOptions>];
    result: SolutionCount;
  };
  generatePuzzle: { args: [options?: Cloneable<GenerateOptions>]; result: GeneratedPuzzle };
}

/** The name of a call the worker answers. */
export type EngineCall = keyof EngineCalls;

/** Client → worker: one of the engine's calls, or one the worker's script added (`ServeOptions.calls`). */
export interface CallMessage {
  id: number;
  call: string;
  args: unknown[];
}

/**
 * Worker → client: an answer, a failure (a `SudokuError`'s code and
 * message), or progress (generation's attempts, or what an added call reports).
 */
export type ReplyMessage =
  | { id: number; type: 'result'; result: unknown }
  | { id: number; type: 'error'; code: string | undefined; message: string }
  | { id: number; type: 'progress'; progress: unknown };
