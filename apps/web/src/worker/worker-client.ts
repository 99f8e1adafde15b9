import { createWorkerCalls, type WorkerLike } from '@sudoku/engine/worker';
import { type Progress, type ResultOf, TASK_CALL, type Task } from './protocol.js';

export type { WorkerLike };

/** Rejects a task's promise when the player cancels it (or a new game replaces it). */
export class TaskCancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'TaskCancelledError';
  }
}

/** Promise-based access to the solver worker, with cancel = terminate and respawn. */
export interface WorkerClient {
  run<T extends Task>(task: T, onProgress?: (progress: Progress) => void): Promise<ResultOf<T>>;
  /** Stops every running task (their promises reject with {@link TaskCancelledError}). */
  cancel(): void;
  /** Number of tasks not answered yet. */
  readonly pending: number;
}

/**
 * A client over workers made by `spawn`, on the engine's worker transport:
 * an abort ends a synchronous search by terminating the worker, and a fresh
 * one starts on the next task. One controller stops every task of this client.
 */
export function createWorkerClient(spawn: () => WorkerLike): WorkerClient {
  const engine = createWorkerCalls(spawn);
  let stop = new AbortController();
  return {
    run: (task, onProgress) =>
      engine.call(TASK_CALL, [task], {
        signal: stop.signal,
        onProgress: onProgress as ((value: unknown) => void) | undefined,
      }),
    cancel() {
      stop.abort(new TaskCancelledError());
      stop = new AbortController();
    },
    get pending() {
      return engine.pending;
    },
  };
}
