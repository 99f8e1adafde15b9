import { debuglog } from 'node:util';
import { runSlice } from './main-thread-slice.js';
import { loadTask, type Task, type TaskSpec } from './task.js';
import { startTaskThread, type TaskThread } from './task-thread.js';

/** Runs jobs on this thread and on worker threads, and hands back results in any order. */
export interface Executors<J> {
  submit(job: J): void;
  /** Threads that have run jobs so far (at least 1). */
  threadsUsed(): number;
  close(): Promise<void>;
}

export interface ExecutorOptions<J, R> {
  spec: TaskSpec;
  /** Threads that run jobs: this one, while its jobs stay short, and the workers. */
  threads: number;
  /** The task created in this thread (loadTask(spec)). */
  local: Task<J, R>;
  onResult(result: R): void;
  onError(error: Error): void;
  /** The longest a job runs on this thread (default MAIN_THREAD_BUDGET_MS). */
  budgetMs?: number | undefined;
}

/** Jobs a worker may have waiting before this thread runs one itself. */
const WORKER_QUEUE = 2;
/**
 * This thread stops taking jobs once this many slices ran out of time, and
 * at least one in RETIRE_SHARE of all (see timedOut).
 */
const RETIRE_AFTER = 3;
const RETIRE_SHARE = 4;
/** `NODE_DEBUG=sudoku` traces where jobs run (the fault tests wait for it). */
const debug = debuglog('sudoku');

/**
 * A fixed pool of `threads - 1` workers plus this thread. Each job goes to
 * the worker with the fewest pending; when every worker has WORKER_QUEUE
 * waiting (or there is none: `threads` 1), this thread runs it itself,
 * synchronously: that spares a thread, its start-up and its compiler work,
 * and this thread works while the workers start.
 *
 * This thread handles signals too, so it runs a job only as a slice of at
 * most MAIN_THREAD_BUDGET_MS (main-thread-slice.ts). A job that takes longer
 * is stopped and handed to the workers (one is started if there is none);
 * when that happens often this thread runs no more, and one more worker
 * takes its place. So a long search (a hard puzzle, a strategy that never
 * returns) always runs where the main thread can end it, and short ones
 * never pay for a worker.
 *
 * Workers are started with the first job that goes to one. Jobs and results
 * travel by structured clone: shared buffers are shared, never transferred
 * (a transfer detaches a buffer, and after the first detach in a thread V8's
 * optimised typed-array code rechecks every access there).
 */
export function createExecutors<J, R>(options: ExecutorOptions<J, R>): Executors<J> {
  const workers: TaskThread<J>[] = [];
  /** This thread's task while it takes jobs; undefined while a fresh one loads, or for good. */
  let local: Task<J, R> | undefined = options.local;
  let timeouts = 0;
  let slices = 0;
  let retired = false;
  let localRan = false;
  let closing = false;

  const startWorker = () => {
    workers.push(
      startTaskThread<J, R>(options.spec, {
        onResult: options.onResult,
        onError: options.onError,
        closing: () => closing,
      }),
    );
  };
  /** Workers wanted: all the threads once this one has retired, and at least one while it is away. */
  const fill = () => {
    const wanted = retired ? options.threads : Math.max(options.threads - 1, local ? 0 : 1);
    while (workers.length < wanted) startWorker();
  };
  const fewestPending = () => {
    let target = workers[0];
    for (const w of workers) if (w.pending < target.pending) target = w;
    return target;
  };
  const send = (job: J) => {
    fill();
    if (workers.length === 0) startWorker(); // a job this thread gave up on
    fewestPending().post(job);
  };
  /**
   * A slice ran out of time. Its task may be torn mid-update, so it is
   * dropped; a fresh one takes its place, unless slices run out of time
   * often (RETIRE_AFTER times, and one in RETIRE_SHARE): the jobs are long,
   * and this thread takes no more. The odd one is forgiven: a busy machine
   * can stretch any slice past the budget, and a run's first slices also
   * compile the task's code.
   */
  const timedOut = () => {
    local = undefined;
    timeouts++;
    retired = timeouts >= RETIRE_AFTER && timeouts * RETIRE_SHARE >= slices;
    if (retired) return;
    loadTask<J, R>(options.spec).then((fresh) => {
      if (!retired) local = fresh;
    }, options.onError);
  };

  return {
    submit(job) {
      if (!local) {
        send(job);
        return;
      }
      fill();
      const target = workers.length > 0 ? fewestPending() : undefined;
      if (target && target.pending < WORKER_QUEUE) {
        target.post(job);
        return;
      }
      const task = local;
      debug('a job starts on the main thread');
      const started = performance.now();
      slices++;
      const slice = runSlice(() => task(job), options.budgetMs);
      if (slice.finished) {
        debug('it took %d ms', Math.round(performance.now() - started));
        localRan = true;
        options.onResult(slice.value);
        return;
      }
      debug('a job outlasted its slice on the main thread: a worker takes it');
      timedOut();
      // After a turn of the event loop: a signal that came during the slice
      // is handled first, before a worker is started for nothing.
      setImmediate(() => {
        if (!closing) send(job);
      });
    },
    threadsUsed: () => Math.max(1, workers.length + (localRan ? 1 : 0)),
    async close() {
      closing = true;
      await Promise.all(workers.map((w) => w.worker.terminate()));
    },
  };
}
