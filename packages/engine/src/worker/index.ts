/**
 * `@sudoku/engine/worker`: the engine's long calls on a worker thread, as
 * promises a signal can cancel at once (docs/engine-worker.md).
 */
export { createEngineWorker, type EngineWorker } from './client.js';
export type { EngineCall, EngineCalls } from './protocol.js';
export {
  type AddedCall,
  type ServeOptions,
  serveCalls,
  serveEngine,
  type WorkerPort,
} from './serve.js';
export {
  type CallControl,
  type CallProgress,
  createWorkerCalls,
  type WorkerCalls,
  type WorkerLike,
} from './worker-calls.js';
