import { parentPort, workerData } from 'node:worker_threads';
import type { GridFormat, Solver } from '@sudoku/core';
import { loadStrategy } from '../strategies.js';
import type { PieceJob } from './piece-job.js';
import { solvePiece } from './solve-piece.js';

/** What the pool tells each worker when it starts it. */
export interface SolveWorkerData {
  strategy: string;
  strategyOptions: Record<string, unknown>;
  format: GridFormat;
}

// A worker parses, solves and formats pieces as they come; between pieces it sleeps in the
// event loop (no polling), so an idle worker costs no CPU.
const { strategy, strategyOptions, format } = workerData as SolveWorkerData;
const port = parentPort!;
let solver: Solver | undefined;
const ready = loadStrategy(strategy)
  .then((plugin) => {
    solver = plugin.create(strategyOptions);
  })
  .catch((error: Error) => port.postMessage({ error: error.message }));

port.on('message', async (job: PieceJob) => {
  if (!solver) await ready;
  if (!solver) return;
  const result = solvePiece(solver, job, format);
  port.postMessage(result); // shared buffers: see sharedBytes in piece-job.ts
});
