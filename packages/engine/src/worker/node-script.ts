// A worker_threads script that answers an EngineWorker: `new Worker(new URL(import.meta.resolve('@sudoku/engine/node-worker-script')))`.
import { parentPort } from 'node:worker_threads';
import { serveEngine } from './serve.js';

if (!parentPort) throw new Error('@sudoku/engine/node-worker-script runs in a worker thread');
const port = parentPort;
const answer = serveEngine(port);
port.on('message', answer);
