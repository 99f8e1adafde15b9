import { Worker } from 'node:worker_threads';
import type { GridFormat, Solver } from '@sudoku/core';
import { SudokuError } from '@sudoku/core';
import type { PieceJob, PieceResult } from './piece-job.js';
import { solvePiece } from './solve-piece.js';
import type { SolveWorkerData } from './solve-worker.js';

/** Runs pieces somewhere and hands back results, in any order. */
export interface Executor {
  submit(job: PieceJob): void;
  close(): Promise<void>;
}

/** Solves in the calling thread, synchronously: `--threads 1`, and this thread's share with more. */
export function createLocalExecutor(
  solver: Solver,
  format: GridFormat,
  onResult: (result: PieceResult) => void,
): Executor {
  return {
    submit: (job) => onResult(solvePiece(solver, job, format)),
    close: async () => {},
  };
}

/** Pieces a worker may have waiting before the calling thread solves one itself. */
const WORKER_QUEUE = 2;

/**
 * A fixed pool of worker threads; each piece goes to the worker with the
 * fewest pieces pending. With `local`, the calling thread is one of the
 * solvers: it takes a piece itself whenever every worker has WORKER_QUEUE
 * waiting (it also reads and writes, so it takes fewer). That spares a
 * thread, its start-up and its compiler work, and the calling thread solves
 * while the workers start. Pieces and results travel in shared memory (see
 * sharedBytes): nothing is copied and nothing is transferred.
 */
export function createWorkerPool(
  threads: number,
  data: SolveWorkerData,
  onResult: (result: PieceResult) => void,
  onError: (error: Error) => void,
  local?: Executor,
): Executor {
  const url = new URL('./solve-worker.js', import.meta.url);
  const workers = Array.from({ length: threads }, () => {
    const worker = new Worker(url, { workerData: data });
    const entry = { worker, pending: 0 };
    worker.on('message', (message: PieceResult | { error: string }) => {
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
      if (local && target.pending >= WORKER_QUEUE) {
        local.submit(job);
        return;
      }
      target.pending++;
      target.worker.postMessage(job);
    },
    async close() {
      await Promise.all(workers.map((w) => w.worker.terminate()));
    },
  };
}
