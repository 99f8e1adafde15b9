import { Worker } from 'node:worker_threads';
import { fromTaskError, isTaskError, type TaskSpec } from './task.js';

/** A worker thread running one task's jobs (task-worker.ts), and the jobs it holds. */
export interface TaskThread<J> {
  worker: Worker;
  /** Jobs posted to it whose results have not come back. */
  pending: number;
  post(job: J): void;
}

export interface TaskThreadEvents<R> {
  onResult(result: R): void;
  onError(error: Error): void;
  /** True once the caller is closing: a worker's exit is then expected, not an error. */
  closing(): boolean;
}

/**
 * Starts a worker for `spec`'s task. Workers get a young generation of at
 * most 8 MB: the per-puzzle commands allocate a string per puzzle, and V8
 * otherwise grew each worker's young generation (see docs/cli-internals.md).
 */
export function startTaskThread<J, R>(spec: TaskSpec, events: TaskThreadEvents<R>): TaskThread<J> {
  const worker = new Worker(new URL('./task-worker.js', import.meta.url), {
    workerData: spec,
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
  });
  const thread: TaskThread<J> = {
    worker,
    pending: 0,
    post(job) {
      thread.pending++;
      worker.postMessage(job);
    },
  };
  worker.on('message', (message: R) => {
    if (isTaskError(message)) {
      events.onError(fromTaskError(message));
      return;
    }
    thread.pending--;
    events.onResult(message);
  });
  worker.on('error', events.onError);
  worker.on('exit', (code) => {
    if (!events.closing()) events.onError(new Error(`a worker thread stopped (exit code ${code})`));
  });
  return thread;
}
