import { parentPort, workerData } from 'node:worker_threads';
import { loadTask, type Task, type TaskSpec, taskErrorMessage } from './task.js';

// A worker runs one task's jobs as they come and posts each result back;
// between jobs it sleeps in the event loop (no polling), so an idle worker
// costs no CPU. The main thread may terminate it at any moment, mid-search.
const port = parentPort!;
let task: Task<unknown, unknown> | undefined;
const ready = loadTask(workerData as TaskSpec).then(
  (created) => {
    task = created;
  },
  (error) => port.postMessage(taskErrorMessage(error)),
);

port.on('message', async (job: unknown) => {
  if (!task) await ready;
  if (!task) return;
  let result: unknown;
  try {
    result = task(job);
  } catch (error) {
    port.postMessage(taskErrorMessage(error));
    return;
  }
  port.postMessage(result); // shared buffers are shared, not copied (see sharedBytes)
});
