import type { Progress, Request, Response, ResultOf, Task } from './protocol.js';

/** What the client needs of a Worker (a fake in tests). */
export interface WorkerLike {
  postMessage(message: Request): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<Response>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** Rejects a task's promise when the player cancels it (or a new game replaces it). */
export class TaskCancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'TaskCancelledError';
  }
}

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
  onProgress?: ((progress: Progress) => void) | undefined;
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
 * A client over workers made by `spawn`. A synchronous search cannot read a
 * "stop" message, so cancelling terminates the worker, rejects what was
 * pending and spawns a fresh one lazily, on the next task.
 */
export function createWorkerClient(spawn: () => WorkerLike): WorkerClient {
  let worker: WorkerLike | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error): void => {
    const waiting = [...pending.values()];
    pending.clear();
    for (const p of waiting) p.reject(error);
  };

  const ensureWorker = (): WorkerLike => {
    if (worker) return worker;
    const w = spawn();
    w.onmessage = (event) => {
      const message = event.data;
      const p = pending.get(message.id);
      if (!p) return;
      if (message.kind === 'progress') {
        p.onProgress?.(message.progress);
        return;
      }
      pending.delete(message.id);
      if (message.kind === 'result') p.resolve(message.result);
      else p.reject(new Error(message.message));
    };
    w.onerror = (event) => {
      // A worker that fails to load or crashes answers nothing more: drop it.
      w.terminate();
      if (worker === w) worker = undefined;
      failAll(new Error(event.message || 'the solver worker stopped unexpectedly'));
    };
    worker = w;
    return w;
  };

  return {
    run<T extends Task>(task: T, onProgress?: (progress: Progress) => void): Promise<ResultOf<T>> {
      const id = nextId++;
      return new Promise<ResultOf<T>>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (r: unknown) => void, reject, onProgress });
        ensureWorker().postMessage({ ...task, id });
      });
    },
    cancel(): void {
      if (worker) {
        worker.terminate();
        worker = undefined;
      }
      failAll(new TaskCancelledError());
    },
    get pending() {
      return pending.size;
    },
  };
}
