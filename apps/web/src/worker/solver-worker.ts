import { serveGame } from './serve-game.js';

/**
 * The worker entry: runs one task per message. Searches are synchronous, so
 * while one runs the worker reads no further messages; the page cancels by
 * terminating this worker (the engine's worker client does that).
 */
// The app compiles against the DOM library; the two worker members used here
// are typed by hand rather than mixing in the conflicting WebWorker library.
interface WorkerScope {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
}
const scope = self as unknown as WorkerScope;
const answer = serveGame(scope);
scope.onmessage = (event) => answer(event.data);
