import type { Worker } from 'node:worker_threads';
import { startTaskWorker, takeEarlyWorker } from './early-worker.js';
import { fromTaskError, isTaskError, type TaskSpec } from './task.js';

/** A worker thread running one task's jobs (task-worker.ts), and the jobs it holds. */
export interface TaskThread<J> {
  worker: Worker;
  /** Jobs posted to it whose results have not come back. */
  pending: number;
  /** Whether it is the worker bin.js started early (early-worker.ts). */
  early: boolean;
  post(job: J): void;
}

export interface TaskThreadEvents<R> {
  onResult(result: R): void;
  onError(error: Error): void;
  /** True once the caller is closing: a worker's exit is then expected, not an error. */
  closing(): boolean;
}

/**
 * Starts a worker for `spec`'s task, or with `early`, gives the task to the
 * worker bin.js started (early-worker.ts), when it did.
 */
export function startTaskThread<J, R>(
  spec: TaskSpec,
  events: TaskThreadEvents<R>,
  early = false,
): TaskThread<J> {
  const started = early ? takeEarlyWorker() : undefined;
  // An early worker waits for its task's spec, its first message.
  started?.postMessage(spec);
  const worker: Worker = started ?? startTaskWorker(spec);
  const thread: TaskThread<J> = {
    worker,
    pending: 0,
    early: started !== undefined,
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
