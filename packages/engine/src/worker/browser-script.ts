// A Web Worker's script that answers an EngineWorker: `new Worker(new URL('@sudoku/engine/worker-script', import.meta.url), { type: 'module' })`.
import type { ReplyMessage } from './protocol.js';
import { serveEngine } from './serve.js';

const scope = globalThis as unknown as {
  postMessage(message: ReplyMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};
const answer = serveEngine(scope);
scope.addEventListener('message', (event) => answer(event.data));
