import { Worker } from 'node:worker_threads';
import type { Grid, GridFormat } from '@sudoku/core';
import { gridRecordBytes } from '@sudoku/core/batch';
import { splitSearch } from '@sudoku/engine';
import type { EnumerateJob, EnumerateMessage, EnumerateWorkerData } from './protocol.js';

export interface EnumerationOptions {
  puzzle: Grid;
  /** Write at most this many solutions (the first ones in the engine's canonical order). */
  keep: number;
  /** Stop counting at this many; must be ≥ keep. */
  countLimit: number;
  threads: number;
  format: GridFormat;
  /** Receives the output bytes, in order; may return a promise to slow the run down. */
  write(bytes: Uint8Array): Promise<void> | undefined;
  /** Called often with the solutions found and written so far (for a progress bar). */
  onProgress?(found: number, written: number): void;
}

export interface EnumerationResult {
  /** Solutions counted: the exact total when `exact`, else `countLimit` (the total is at least that). */
  count: number;
  exact: boolean;
  /** Solutions written to the output. */
  written: number;
  /** Sub-puzzles the search was split into, and worker threads used. */
  parts: number;
  threads: number;
}

/** Parts per thread: enough that one deep part rarely leaves the other threads idle. */
const PARTS_PER_THREAD = 16;
/** How often the progress callback runs while workers search. */
const PROGRESS_MS = 200;

/**
 * Every solution of one puzzle, counted on worker threads and the first
 * `keep` written in order. The Qt game cuts the search tree a few levels down
 * and hands the nodes to threads; here the engine's `splitSearch` gives the
 * nodes of its canonical tree in order and each worker runs the engine's
 * `enumerateSolutions` on whole parts, so the output is the sequential
 * enumeration byte for byte, whatever the number of threads or the timing.
 *
 * Parts are handed out in order to whichever worker is free. Chunks of the
 * part being written go straight to the output; chunks of later parts wait
 * in memory until their turn (bounded by `keep`, since a part stops writing
 * once the parts before it are known to hold `keep` solutions).
 *
 * Determinism of the count: the total is reported as "at least countLimit"
 * exactly when it is ≥ countLimit, which does not depend on which part
 * reached the limit first.
 */
export async function enumerateInParallel(options: EnumerationOptions): Promise<EnumerationResult> {
  const { keep, countLimit, format } = options;
  const parts = splitSearch(options.puzzle, {
    minParts: options.threads === 1 ? 1 : options.threads * PARTS_PER_THREAD,
  });
  const threads = Math.max(1, Math.min(options.threads, parts.length));
  const totalSlot = parts.length;
  const countsBuffer = new SharedArrayBuffer(8 * (parts.length + 1));
  const cutoffBuffer = new SharedArrayBuffer(4);
  const counts = new BigInt64Array(countsBuffer);
  const cutoff = new Int32Array(cutoffBuffer);
  cutoff[0] = keep === 0 ? 0 : parts.length;
  if (parts.length === 0) {
    return { count: 0, exact: true, written: 0, parts: 0, threads: 0 };
  }

  const size = gridRecordBytes(format);
  const waiting: Uint8Array[][] = parts.map(() => []);
  const finalCounts: (number | undefined)[] = parts.map(() => undefined);
  let cursor = 0; // the part being written
  let written = 0;
  let nextPart = 0;
  let running = 0;
  let writes: Promise<void> = Promise.resolve();

  const data: EnumerateWorkerData = {
    counts: countsBuffer,
    cutoff: cutoffBuffer,
    totalSlot,
    keep,
    countLimit,
    format,
  };
  const url = new URL('./enumerate-worker.js', import.meta.url);
  const workers = Array.from({ length: threads }, () => new Worker(url, { workerData: data }));

  let writeFailure: unknown;
  /** Ends the run with an error (set once the promise below exists). */
  let stop: (error: unknown) => void = () => {};
  const writeChunk = (bytes: Uint8Array, solutions: number) => {
    const room = keep - written;
    if (room <= 0) return;
    const n = Math.min(room, solutions);
    // The classic layout puts a blank line before every grid but the first.
    const start = written === 0 && format === 'grid' ? 1 : 0;
    written += n;
    const slice = bytes.subarray(start, n * size);
    // A failed write (a full disk) ends the run at once, with that error.
    writes = writes
      .then(() => (writeFailure ? undefined : options.write(slice)))
      .catch((error: unknown) => {
        writeFailure ??= error;
        stop(error);
      });
  };

  /** First part whose solutions the file no longer needs (counts only grow, so it only moves down). */
  const updateCutoff = () => {
    let before = 0n;
    const limit = Math.min(Atomics.load(cutoff, 0), parts.length);
    for (let p = 0; p < limit; p++) {
      before += Atomics.load(counts, p);
      if (before >= BigInt(keep)) {
        Atomics.store(cutoff, 0, p + 1);
        return;
      }
    }
  };

  return new Promise<EnumerationResult>((resolve, reject) => {
    let settled = false;
    const progress = setInterval(() => {
      options.onProgress?.(Number(Atomics.load(counts, totalSlot)), written);
    }, PROGRESS_MS);
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      clearInterval(progress);
      Promise.all(workers.map((w) => w.terminate()))
        .then(() => writes)
        .then(() => {
          if (error) throw error;
          if (writeFailure) throw writeFailure;
          let total = 0;
          for (const c of finalCounts) total += c ?? 0;
          const exact = total < countLimit;
          resolve({
            count: exact ? total : countLimit,
            exact,
            written,
            parts: parts.length,
            threads,
          });
        })
        .catch(reject);
    };
    stop = finish;
    const dispatch = (worker: Worker): boolean => {
      // Parts past the cutoff are only counted; once the limit is reached they are not needed.
      // (every later part is past the cutoff too).
      if (
        nextPart >= Atomics.load(cutoff, 0) &&
        Atomics.load(counts, totalSlot) >= BigInt(countLimit)
      ) {
        nextPart = parts.length;
      }
      if (nextPart >= parts.length) return false;
      const part = nextPart++;
      const job: EnumerateJob = { part, grid: parts[part] };
      running++;
      worker.postMessage(job);
      return true;
    };
    const advance = () => {
      // Write the chunks of finished parts in order, and the current part's as they come.
      while (cursor < parts.length) {
        for (const bytes of waiting[cursor]) writeChunk(bytes, bytes.length / size);
        waiting[cursor] = [];
        if (finalCounts[cursor] === undefined) return;
        cursor++;
      }
    };
    for (const worker of workers) {
      worker.on('message', (message: EnumerateMessage) => {
        if (settled) return;
        if (message.type === 'chunk') {
          waiting[message.part].push(message.bytes);
        } else {
          finalCounts[message.part] = message.count;
          running--;
        }
        updateCutoff();
        advance();
        if (message.type === 'done' && !dispatch(worker) && running === 0) {
          for (let p = cursor; p < parts.length; p++) finalCounts[p] ??= 0;
          advance();
          finish();
        }
      });
      worker.on('error', finish);
      worker.on('exit', (code) => {
        if (code !== 0) finish(new Error(`an enumeration worker stopped (exit ${code})`));
      });
    }
    for (const worker of workers) dispatch(worker);
  });
}
