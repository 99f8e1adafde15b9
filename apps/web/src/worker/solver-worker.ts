import { answer } from './answer.js';
import type { Request } from './protocol.js';

/**
 * The worker entry: runs one task per message. Searches are synchronous, so
 * while one runs the worker reads no further messages; the page cancels by
 * terminating this worker (worker-client.ts).
 */
// The app compiles against the DOM library; the two worker members used here
// are typed by hand rather than mixing in the conflicting WebWorker library.
interface WorkerScope {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent<Request>) => void) | null;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = (event: MessageEvent<Request>) => {
  void answer(event.data, (response) => scope.postMessage(response));
};
