import { parentPort, workerData } from 'node:worker_threads';
import { loadTask, type Task, type TaskSpec, taskErrorMessage } from './task.js';

// A worker runs one task's jobs as they come and posts each result back;
// between jobs it sleeps in the event loop (no polling), so an idle worker
// costs no CPU. The main thread may terminate it at any moment, mid-search.
// A worker started early (early-worker.ts) loads `preload` at once and gets
// its task's spec as its first message.
const port = parentPort!;
let task: Task<unknown, unknown> | undefined;
const load = (spec: TaskSpec) =>
  loadTask(spec).then(
    (created) => {
      task = created;
    },
    (error) => port.postMessage(taskErrorMessage(error)),
  );
const start = workerData as TaskSpec | { preload: string };
let ready: Promise<void> | undefined;
if ('preload' in start) {
  // Only to have it loaded when the spec comes: a failure is the task's to report.
  import(start.preload).catch(() => {});
} else ready = load(start);

port.on('message', async (job: unknown) => {
  if (!ready) {
    ready = load(job as TaskSpec);
    return;
  }
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
