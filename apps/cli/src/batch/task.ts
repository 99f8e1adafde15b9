import { SudokuError } from '@sudoku/core';

/**
 * Work the CLI spreads over threads: a module every thread imports by URL
 * (a bundle entry beside main.js: dist/solve-task.js, dist/count.js …) and
 * a configuration it is created with. The module exports
 * `createTask(config)`, which returns the synchronous function that turns
 * one job (a piece of input, a range of puzzles to generate) into its
 * result. Jobs and results cross threads by structured clone, so they hold
 * plain data and typed arrays (shared ones are shared, not copied).
 */
export interface TaskSpec {
  /** Absolute URL of the task module. */
  module: string;
  config: unknown;
}

export type Task<J, R> = (job: J) => R;

export interface TaskModule<J, R> {
  createTask(config: unknown): Task<J, R> | Promise<Task<J, R>>;
}

/** Creates the task of `spec` in this thread. */
export async function loadTask<J, R>(spec: TaskSpec): Promise<Task<J, R>> {
  const module = (await import(spec.module)) as TaskModule<J, R>;
  return module.createTask(spec.config);
}

/** How a worker reports a task that threw: plain data, since errors lose their class on the way. */
export interface TaskErrorMessage {
  taskError: { message: string; code?: string | undefined; stack?: string | undefined };
}

export function taskErrorMessage(error: unknown): TaskErrorMessage {
  const e = error as NodeJS.ErrnoException;
  return { taskError: { message: e?.message ?? String(error), code: e?.code, stack: e?.stack } };
}

export function isTaskError(message: unknown): message is TaskErrorMessage {
  return typeof message === 'object' && message !== null && 'taskError' in message;
}

/** The error again, on this side: a SudokuError keeps its code; anything else is a bug (exit 3) with its stack. */
export function fromTaskError({ taskError }: TaskErrorMessage): Error {
  if (taskError.code?.startsWith('SUDOKU_')) {
    return new SudokuError(taskError.code as SudokuError['code'], taskError.message);
  }
  const error = new Error(taskError.message);
  if (taskError.stack) error.stack = taskError.stack;
  return error;
}
