import type { Request, Response } from './protocol.js';
import { runTask } from './tasks.js';

/**
 * The worker entry: runs one task per message. Searches are synchronous, so
 * while one runs the worker reads no further messages; the page cancels by
 * terminating this worker (worker-client.ts).
 */
// The app compiles against the DOM library; the two worker members used here
// are typed by hand rather than mixing in the conflicting WebWorker library.
interface WorkerScope {
  postMessage(message: unknown, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<Request>) => void) | null;
}
const scope = self as unknown as WorkerScope;

function send(message: Response, transfer: Transferable[] = []): void {
  scope.postMessage(message, transfer);
}

scope.onmessage = (event: MessageEvent<Request>) => {
  const { id, ...task } = event.data;
  try {
    const result = runTask(task, (progress) => send({ id, kind: 'progress', progress }));
    send({ id, kind: 'result', result });
  } catch (error) {
    send({ id, kind: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
