import './styles.css';
import { startApp } from './app.js';
import type { WorkerLike } from './worker/worker-client.js';

// Vite bundles the worker from this URL pattern; the game never blocks the page on a search.
const spawnWorker = (): WorkerLike =>
  new Worker(new URL('./worker/solver-worker.ts', import.meta.url), {
    type: 'module',
    name: 'sudoku-solver',
  }) as unknown as WorkerLike;

startApp(spawnWorker);
