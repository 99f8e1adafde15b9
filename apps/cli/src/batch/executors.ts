import { Worker } from 'node:worker_threads';
import type { GridFormat, Solver } from '@sudoku/core';
import { SudokuError } from '@sudoku/core';
import { type BatchJob, type BatchResult, solveBatch } from './batch-job.js';
import type { SolveWorkerData } from './solve-worker.js';

/** Runs batches somewhere and hands back results, in any order. */
export interface Executor {
  submit(job: BatchJob): void;
  close(): Promise<void>;
}

/** `--threads 1`: solves in the calling thread, synchronously. */
export function createLocalExecutor(
  solver: Solver,
  format: GridFormat,
  onResult: (result: BatchResult) => void,
): Executor {
  return {
    submit: (job) => onResult(solveBatch(solver, job, format)),
    close: async () => {},
  };
}

/**
 * A fixed pool of worker threads; each batch goes to the worker with the
 * fewest batches pending. Results come back as transferred buffers (no copy).
 */
export function createWorkerPool(
  threads: number,
  data: SolveWorkerData,
  onResult: (result: BatchResult) => void,
  onError: (error: Error) => void,
): Executor {
  const url = new URL('./solve-worker.js', import.meta.url);
  const workers = Array.from({ length: threads }, () => {
    const worker = new Worker(url, { workerData: data });
    const entry = { worker, pending: 0 };
    worker.on('message', (message: BatchResult | { error: string }) => {
      if ('error' in message) {
        onError(new SudokuError('SUDOKU_BAD_PLUGIN', message.error));
        return;
      }
      entry.pending--;
      onResult(message);
    });
    worker.on('error', onError);
    return entry;
  });
  return {
    submit(job) {
      let target = workers[0];
      for (const w of workers) if (w.pending < target.pending) target = w;
      target.pending++;
      target.worker.postMessage(job, [job.cells.buffer as ArrayBuffer]);
    },
    async close() {
      await Promise.all(workers.map((w) => w.worker.terminate()));
    },
  };
}
