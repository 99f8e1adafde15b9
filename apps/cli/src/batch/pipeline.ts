import {
  describeConflict,
  findConflicts,
  type GridFormat,
  PuzzleReader,
  type SolverPlugin,
  SudokuError,
} from '@sudoku/core';
import type { Input } from '../io/input.js';
import type { Output } from '../io/output.js';
import {
  type BatchJob,
  type BatchResult,
  PUZZLE_ABORTED,
  PUZZLE_INVALID,
  PUZZLE_SOLVED,
  PUZZLE_UNSOLVABLE,
} from './batch-job.js';
import { createLocalExecutor, createWorkerPool, type Executor } from './executors.js';
import type { Progress } from './progress.js';

/** Everything a batch run needs. */
export interface BatchRunOptions {
  input: Input;
  output: Output;
  plugin: SolverPlugin;
  /** A specifier worker threads can import on their own (see portableSpecifier). */
  strategySpecifier: string;
  strategyOptions: Record<string, unknown>;
  /** 1 solves in the calling thread; more starts that many worker threads. */
  threads: number;
  format: GridFormat;
  progress: Progress;
  /** Called, in input order, for every puzzle that could not be solved (1-based number). */
  onFailure(puzzle: number, reason: string): void;
  /** Puzzles per batch; the unit of work handed to a thread. */
  batchSize?: number;
}

/** What a run did. */
export interface BatchRunSummary {
  puzzles: number;
  /** Threads that solved: 1 when the input fit in one batch, whatever was asked. */
  threads: number;
  unsolvable: number;
  invalid: number;
  elapsedMs: number;
}

const DEFAULT_BATCH = 2048;

/**
 * The pipeline behind `sudoku solve` and `sudoku -s`:
 *
 * 1. the main thread streams the input through core's PuzzleReader into
 *    batches of packed cells;
 * 2. batches go to worker threads (or the main thread with --threads 1), which
 *    solve and format them straight into output bytes;
 * 3. results are written strictly in input order as they become writable.
 *
 * Nothing ever polls: the reader sleeps on a promise while too many batches
 * are in flight (back-pressure keeps memory flat), and the writer runs only
 * when a result arrives — seed 001's lesson that a spinning output thread burns
 * as much CPU as the solver.
 */
export async function runBatch(options: BatchRunOptions): Promise<BatchRunSummary> {
  const started = performance.now();
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const maxInFlight = Math.max(2, options.threads * 4);
  const { output, progress } = options;
  const summary: BatchRunSummary = {
    puzzles: 0,
    threads: 1,
    unsolvable: 0,
    invalid: 0,
    elapsedMs: 0,
  };
  const finished = new Map<number, BatchResult>();
  const spare: Uint8Array[] = [];
  let nextToWrite = 0;
  let inFlight = 0;
  let written = 0;
  let bytesRead = 0;
  let failure: Error | undefined;
  let pendingWrite: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const wakeReader = () => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  const sleep = () => new Promise<void>((resolve) => (wake = resolve));

  const writeInOrder = (result: BatchResult) => {
    finished.set(result.index, result);
    for (let r = finished.get(nextToWrite); r !== undefined; r = finished.get(nextToWrite)) {
      finished.delete(nextToWrite++);
      inFlight--;
      reportFailures(r);
      let p: Promise<void> | undefined;
      try {
        p = output.write(r.output);
      } catch (error) {
        failure ??= error as Error; // e.g. the disk is full: stop reading, report once
      }
      if (p) {
        pendingWrite = p.catch((error: Error) => {
          failure ??= error;
        });
      }
      written += r.count;
      spare.push(r.cells);
    }
    progress.update(written, bytesRead);
    wakeReader();
  };

  const reportFailures = (r: BatchResult) => {
    for (let k = 0; k < r.count; k++) {
      const status = r.statuses[k];
      if (status === PUZZLE_SOLVED) continue;
      const number = r.first + k + 1;
      if (status === PUZZLE_UNSOLVABLE) {
        summary.unsolvable++;
        options.onFailure(number, 'no solution');
      } else if (status === PUZZLE_INVALID) {
        summary.invalid++;
        const cells = r.cells.subarray(k * 81, k * 81 + 81);
        const details = findConflicts(cells).map(describeConflict).join('; ');
        options.onFailure(number, `conflicting givens: ${details}`);
      } else if (status === PUZZLE_ABORTED) {
        summary.unsolvable++;
        options.onFailure(number, 'search stopped before an answer');
      }
    }
  };

  const onError = (error: Error) => {
    failure ??= error;
    wakeReader();
  };

  // Workers start with the first full batch: an input that fits in one batch
  // is solved right here, sparing the thread start-up.
  let executor: Executor | undefined;
  let inputEnded = false;
  const executorFor = (): Executor => {
    if (executor) return executor;
    summary.threads = options.threads <= 1 || inputEnded ? 1 : options.threads;
    executor =
      summary.threads === 1
        ? createLocalExecutor(
            options.plugin.create(options.strategyOptions),
            options.format,
            writeInOrder,
          )
        : createWorkerPool(
            options.threads,
            {
              strategy: options.strategySpecifier,
              strategyOptions: options.strategyOptions,
              format: options.format,
            },
            writeInOrder,
            onError,
          );
    return executor;
  };

  let batchIndex = 0;
  let job = newJob(0);
  function newJob(first: number): BatchJob {
    const cells = spare.pop() ?? new Uint8Array(batchSize * 81);
    return { index: batchIndex++, first, count: 0, cells };
  }
  const submit = () => {
    inFlight++;
    const full = job;
    job = newJob(full.first + full.count);
    executorFor().submit(full);
  };
  const reader = new PuzzleReader((cells) => {
    job.cells.set(cells, job.count * 81);
    if (++job.count === batchSize) submit();
  });

  try {
    for await (const chunk of options.input.chunks) {
      reader.push(chunk);
      bytesRead += chunk.length;
      while (inFlight >= maxInFlight && !failure) await sleep();
      if (pendingWrite) await pendingWrite;
      if (failure) throw failure;
    }
    reader.end();
    inputEnded = true;
    summary.puzzles = reader.puzzlesRead;
    if (summary.puzzles === 0) {
      throw new SudokuError('SUDOKU_FORMAT', `${options.input.description} holds no puzzle`);
    }
    if (job.count > 0) submit();
    while (inFlight > 0 && !failure) await sleep();
    if (pendingWrite) await pendingWrite;
    if (failure) throw failure;
  } finally {
    progress.stop();
    await executor?.close();
  }
  summary.elapsedMs = performance.now() - started;
  return summary;
}
