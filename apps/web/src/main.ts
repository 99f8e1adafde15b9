import './styles/index.css';
import { startApp } from './start.js';
import type { WorkerLike } from './worker/worker-client.js';

// Vite bundles the worker from this URL pattern; searches never block the page.
const spawnWorker = (slot: number): WorkerLike =>
  new Worker(new URL('./worker/solver-worker.ts', import.meta.url), {
    type: 'module',
    name: `sudoku-solver-${slot + 1}`,
  }) as unknown as WorkerLike;

startApp(spawnWorker);
