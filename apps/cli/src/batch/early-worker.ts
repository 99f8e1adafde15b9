import { Worker } from 'node:worker_threads';

// A bundle entry of its own (dist/early-worker.js) that bin.js loads before
// the rest of the command: it imports nothing of the command, so the worker
// starts loading while the command's own code is still being read.

/**
 * The per-puzzle commands that work each puzzle to its end by logic, a hard
 * one past any slice of the main thread: a worker loads beside the first
 * slice, ready to take such a puzzle over, and bin.js starts it with the
 * process (about 100 ms sooner than after the first slice, for 10 ms more
 * CPU on a run that never needs it).
 */
export const WARM_WORKER_COMMANDS: ReadonlySet<string> = new Set(['rate', 'explain']);
/** Where bin.js leaves the worker for the dealer: a global, so no module is shared with the rest. */
const SLOT = Symbol.for('sudoku.earlyWorker');
type Slot = { [SLOT]?: Worker | undefined };

/**
 * Starts a worker thread for the task workers' script (task-worker.ts).
 * Workers get a young generation of at most 8 MB: the per-puzzle commands
 * allocate a string per puzzle, and V8 otherwise grew each worker's young
 * generation (see docs/cli-internals.md).
 */
export function startTaskWorker(workerData: unknown): Worker {
  return new Worker(new URL('./task-worker.js', import.meta.url), {
    workerData,
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
  });
}

/**
 * For `sudoku rate …` and `sudoku explain …`, starts the worker their run
 * will take and has it load the describe task (dist/describe-task.js) now,
 * beside the command's own start-up, rather than after it: the worker takes
 * tens of milliseconds to load. It does not keep the process alive until
 * taken, and it exits unused if the run ends (or fails) first.
 */
export function startEarlyWorker(argv: readonly string[]): void {
  if (!WARM_WORKER_COMMANDS.has(argv[0] ?? '') || argv.includes('--help') || argv.includes('-h'))
    return;
  const worker = startTaskWorker({ preload: new URL('./describe-task.js', import.meta.url).href });
  worker.unref();
  // An early worker that failed to start is not handed out (see takeEarlyWorker).
  worker.on('error', () => {});
  worker.on('exit', () => {
    (globalThis as Slot)[SLOT] = undefined;
  });
  (globalThis as Slot)[SLOT] = worker;
}

/** The worker bin.js started, once (undefined when it started none, or it has stopped). */
export function takeEarlyWorker(): Worker | undefined {
  const slot = globalThis as Slot;
  const worker = slot[SLOT];
  slot[SLOT] = undefined;
  worker?.ref();
  return worker;
}
