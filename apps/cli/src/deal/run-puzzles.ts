import { debuglog } from 'node:util';
import type { DescribeJob, DescribeResult } from '../batch/describe-task.js';
import type { Progress } from '../batch/progress.js';
import { loadTask, type TaskSpec } from '../batch/task.js';
import { wakeUpCall } from '../batch/wake-up.js';
import type { InputSource } from '../io/input-list.js';
import type { Output } from '../io/output.js';
import { createDealer } from './dealer.js';
import { JobSizer, MAX_JOB_PUZZLES } from './job-size.js';
import { type PuzzleBatch, PuzzleSource, type RunPlace } from './puzzle-source.js';

/** Everything a per-puzzle run needs. */
export interface PuzzleRunOptions {
  /** The run's inputs, read one after another. */
  inputs: readonly InputSource[];
  output: Output;
  /** The describe task (describe-task.ts) with the command's module and options. */
  task: TaskSpec;
  /** Threads that work once the run proves long (see dealer.ts). */
  threads: number;
  /** Puzzles at the input's start that are read but not worked on (`--skip`). */
  skip: number;
  /** Read on past a line that is not a puzzle: it gets an invalid result (`--keep-going`). */
  keepGoing?: boolean;
  /** Puzzles and lines of the whole input before `input`: a shard's part (shard/shard-input.ts). */
  place?: RunPlace;
  /** Counts puzzles against the input's (estimated) total. */
  progress: Progress;
  /**
   * Called in input order for each puzzle with a problem: its 1-based number
   * in the run, why, the line it begins on, and its input's name when the
   * run has several.
   */
  onFailure(puzzle: number, reason: string, line: number, input: string | undefined): void;
  /** Called after each write with the puzzles whose results are out, counted from the input's start (skipped ones included). */
  onWritten?(puzzles: number): void;
  /** About how long a job should take (default JOB_TARGET_MS): jobs are sized by what puzzles cost so far. */
  jobMs?: number | undefined;
  /** The longest a job runs on the calling thread (tests that run here, where no worker starts, make it long). */
  sliceBudgetMs?: number;
  /** A puzzle may take seconds (the logic commands): a worker loads beside the first slice here (dealer.ts). */
  warmWorker?: boolean;
}

/** Puzzles held, read ahead of the work: enough for every thread's next job, and flat memory. */
const READ_AHEAD = 4 * MAX_JOB_PUZZLES;
/** `NODE_DEBUG=sudoku` traces which thread works on which puzzles. */
const debug = debuglog('sudoku');

/**
 * The pipeline behind `count`, `rate`, `explain` and `hint`: the main thread
 * reads and parses the input (puzzle-source.ts) and deals the puzzles to the
 * threads in jobs sized by what puzzles have cost so far (job-size.ts): one
 * hard puzzle, or a thousand easy ones, so every thread is busy to the end.
 * A job goes to a thread only when it is free (dealer.ts), and each result
 * is written as soon as it and every one before it are done, so output
 * streams in input order and a stopped run has a finished prefix. Nothing
 * polls: the reader sleeps while enough puzzles are held, and the dealer
 * runs when a result or a finished write frees a thread.
 */
export async function runPuzzles(options: PuzzleRunOptions): Promise<{ puzzles: number }> {
  const { output, progress, threads } = options;
  const source = new PuzzleSource(options.inputs, options.skip, options.place, options.keepGoing);
  const start = Math.max(options.skip, options.place?.puzzlesBefore ?? 0);
  const sizer = new JobSizer(options.jobMs);
  const jobs = new Map<number, PuzzleBatch>();
  const finished = new Map<number, DescribeResult>();
  let nextJob = 0;
  let nextToWrite = 0;
  let written = 0;
  let failure: Error | undefined;
  let pendingWrite: Promise<void> | undefined;
  const { sleep, wake: wakeUp } = wakeUpCall();
  const fail = (error: Error) => {
    failure ??= error;
    wakeUp();
  };

  const showTotal = () => {
    const total = source.total();
    if (total) progress.setTotal(total.puzzles, !total.exact);
  };

  const writeReady = () => {
    for (let r = finished.get(nextToWrite); r !== undefined; r = finished.get(nextToWrite)) {
      const batch = jobs.get(nextToWrite)!;
      finished.delete(nextToWrite);
      jobs.delete(nextToWrite++);
      if (failure) continue; // the run has failed: nothing after it is written
      for (const p of r.problems) {
        const input = source.inputName(batch.inputs[p.puzzle]!);
        options.onFailure(batch.first + p.puzzle + 1, p.reason, batch.lines[p.puzzle]!, input);
      }
      const bytes = r.output;
      try {
        const p = output.write(bytes);
        if (p) {
          pendingWrite = p.then(
            () => {
              pendingWrite = undefined;
              deal();
              wakeUp();
            },
            (error: Error) => fail(error),
          );
        }
      } catch (error) {
        fail(error as Error); // e.g. the disk is full: stop, report once
        continue;
      }
      written += batch.lines.length;
      options.onWritten?.(start + written);
    }
    showTotal();
    progress.update(written);
  };

  const dealer = createDealer<DescribeJob, DescribeResult>({
    spec: options.task,
    threads,
    local: await loadTask(options.task),
    budgetMs: options.sliceBudgetMs,
    moreWork: () => source.held > 0 || source.rest === 'more',
    warmWorker: options.warmWorker === true && options.sliceBudgetMs === undefined,
    onError: fail,
    onResult(result, thread) {
      const batch = jobs.get(result.index)!;
      sizer.measured(batch.lines.length, result.ms);
      debug('%s done on thread %d in %d ms', puzzlesOf(batch), thread, Math.round(result.ms));
      finished.set(result.index, result);
      writeReady();
      deal();
      wakeUp();
    },
  });

  let dealing = false;
  let again = false;
  /** Deals held puzzles to the free threads; on this thread one job a turn of the event loop, so signals are handled between. */
  const deal = () => {
    if (dealing) {
      again = true;
      return;
    }
    dealing = true;
    try {
      do {
        again = false;
        while (
          !failure &&
          source.held > 0 &&
          dealer.canGrow() &&
          sizer.worthAnotherWorker(source.held, source.rest === 'more')
        )
          dealer.grow();
        while (!failure && !pendingWrite && source.held > 0 && dealer.free() > 0) {
          // A long run moves to the workers at once, even to one: its code
          // warms up there only, rather than here and again there when a
          // hard puzzle outlasts a slice.
          if (!dealer.isSpread() && sizer.worthSpreading(source.held, source.rest === 'more')) {
            dealer.spread();
            continue;
          }

          const last = source.rest === 'none';
          const batch = source.take(sizer.next(source.held, threads, last));
          const index = nextJob++;
          jobs.set(index, batch);
          const thread = dealer.deal({
            index,
            first: batch.first,
            cells: batch.cells,
            invalid: batch.invalid,
          });
          if (thread > 0) debug('%s go to worker %d', puzzlesOf(batch), thread);
          if (thread === 0 && source.held > 0) {
            again = false;
            setImmediate(deal);
            break;
          }
        }
      } while (again);
    } catch (error) {
      fail(error as Error); // a task that threw here: a bug, reported once
    } finally {
      dealing = false;
    }
    wakeUp();
  };

  try {
    for (;;) {
      while (!failure && !source.done && source.held < READ_AHEAD) {
        // A format error fails the run as any failure does: nothing more is dealt,
        // and no worker starts after it (one would keep the process alive).
        await source.readMore().catch(fail);
        if (failure) break;
        showTotal();
        deal();
      }
      if (failure) throw failure;
      if (source.done && source.held === 0 && jobs.size === 0 && !pendingWrite) break;
      await sleep();
    }
  } finally {
    progress.stop();
    await dealer.close();
    await source.close().catch(() => {});
  }
  return { puzzles: written };
}

/** "puzzles 3-7", "puzzle 3" (1-based), for traces. */
function puzzlesOf(batch: PuzzleBatch): string {
  const n = batch.lines.length;
  return n === 1 ? `puzzle ${batch.first + 1}` : `puzzles ${batch.first + 1}-${batch.first + n}`;
}
