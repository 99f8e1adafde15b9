/**
 * `@sudoku/engine/worker`: the engine's long calls on a worker thread, as
 * promises a signal can cancel at once (docs/engine-worker.md).
 */
export {
  type CallControl,
  createEngineWorker,
  type EngineWorker,
  type WorkerLike,
} from './client.js';
export type { EngineCall, EngineCalls } from './protocol.js';
export { type ServeOptions, serveEngine, type WorkerPort } from './serve.js';
