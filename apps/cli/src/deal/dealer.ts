import { debuglog } from 'node:util';
import { runSlice } from '../batch/main-thread-slice.js';
import type { Task, TaskSpec } from '../batch/task.js';
import { startTaskThread, type TaskThread } from '../batch/task-thread.js';

/**
 * Runs jobs one at a time per thread, each dealt only when a thread is free,
 * so a long job never waits behind another while a core idles, and results
 * come back as soon as each job is done.
 */
export interface Dealer<J> {
  /** Jobs that can start now: 1 while this thread works alone, else the free workers. */
  free(): number;
  /**
   * Starts `job` (only when free() > 0): on this thread, as a slice whose
   * result is handed over before this returns, or on a free worker. Returns
   * where it went: 0 for this thread, n for worker n.
   */
  deal(job: J): number;
  /** From now on every job runs on a worker (one is started; `grow` adds more); none here. */
  spread(): void;
  /** Whether the work has moved to the workers. */
  isSpread(): boolean;
  /** Whether another worker may start (the work has spread, and fewer than `threads` run). */
  canGrow(): boolean;
  /** Starts one more worker. */
  grow(): void;
  close(): Promise<void>;
}

export interface DealerOptions<J, R> {
  spec: TaskSpec;
  /** Threads that work once the work is spread (1: one worker, for jobs too long for a slice here). */
  threads: number;
  /** The task created in this thread (loadTask(spec)). */
  local: Task<J, R>;
  /** A result, and where it was worked out (0: this thread, n: worker n). */
  onResult(result: R, thread: number): void;
  onError(error: Error): void;
  /** The longest a job runs on this thread (default MAIN_THREAD_BUDGET_MS). */
  budgetMs?: number | undefined;
  /**
   * Whether work is waiting besides the job being dealt (default: yes). A
   * job that outlasts its slice here starts every worker at once only then:
   * a lone hard puzzle gets one worker, not a second one loading the engine
   * beside it for nothing.
   */
  moreWork?: (() => boolean) | undefined;
  /**
   * Start one worker beside the first job run here (default false): when a
   * job may outlast its slice (a hard puzzle), the worker that takes it over
   * has loaded meanwhile, on another core, instead of after the slice.
   */
  warmWorker?: boolean | undefined;
}

/** `NODE_DEBUG=sudoku` traces where jobs run (the fault tests wait for it). */
const debug = debuglog('sudoku');

/**
 * The dealer of the per-puzzle commands and `generate`. It starts alone: this
 * thread runs each job itself, as a slice of at most MAIN_THREAD_BUDGET_MS
 * (main-thread-slice.ts), which spares a short run the workers' start-up.
 * When the caller sees the run will be long, or a slice runs out of time
 * (a hard puzzle), the work is spread: workers take every job from then on,
 * a stopped one first, and this thread only deals, writes and handles
 * signals. One worker starts; the caller adds the others (up to `threads`)
 * when the work left is worth another worker's start-up. Unlike the solve pipeline's executors, which keep two
 * pieces queued at every worker so cheap pieces flow, a worker here holds
 * one job at a time: the caller sizes jobs to take milliseconds, so the
 * round trip costs little, and a hard puzzle never sits behind another.
 */
export function createDealer<J, R>(options: DealerOptions<J, R>): Dealer<J> {
  const workers: TaskThread<J>[] = [];
  let spread = false;
  let closing = false;

  const start = () => {
    const id = workers.length + 1;
    // The first one may have started loading with the process (early-worker.ts).
    const thread = startTaskThread<J, R>(
      options.spec,
      {
        onResult: (result) => options.onResult(result, id),
        onError: options.onError,
        closing: () => closing,
      },
      id === 1,
    );
    if (thread.early) debug('the worker started with the process takes the task');
    workers.push(thread);
  };
  const spreadWork = () => {
    if (spread) return;
    spread = true;
    debug('the work spreads to a worker thread');
    if (workers.length === 0) start();
  };
  const canGrow = () => spread && workers.length < options.threads;
  const freeWorker = () => workers.findIndex((w) => w.pending === 0);

  return {
    free() {
      if (!spread) return 1;
      let n = 0;
      for (const w of workers) if (w.pending === 0) n++;
      return n;
    },
    deal(job) {
      if (spread) {
        const i = freeWorker();
        if (i < 0) throw new Error('a job was dealt with no thread free');
        workers[i].post(job);
        return i + 1;
      }
      debug('a job starts on the main thread');
      if (options.warmWorker && workers.length === 0 && options.threads > 0) {
        debug('a worker loads beside it');
        start();
      }
      const slice = runSlice(() => options.local(job), options.budgetMs);
      if (slice.finished) {
        options.onResult(slice.value, 0);
        return 0;
      }
      // Too long for a slice here: it starts again on a worker, ahead of the
      // rest, and a run with more hard puzzles gets all its workers at once.
      debug('a job outlasted its slice on the main thread: a worker takes it');
      spreadWork();
      if (options.moreWork?.() ?? true) {
        while (canGrow()) {
          debug('worker %d starts', workers.length + 1);
          start();
        }
      }
      workers[0].post(job);
      return 1;
    },
    spread: spreadWork,
    isSpread: () => spread,
    canGrow,
    grow() {
      if (!canGrow()) return;
      debug('worker %d starts', workers.length + 1);
      start();
    },
    async close() {
      closing = true;
      await Promise.all(workers.map((w) => w.worker.terminate()));
    },
  };
}
