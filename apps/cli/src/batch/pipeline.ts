import { PuzzleFormatError, SudokuError } from '@sudoku/core';
import { puzzleAt } from '../commands/reporter.js';
import type { Input } from '../io/input.js';
import type { Output } from '../io/output.js';
import { createExecutors, type Executors } from './executors.js';
import { numberJsonLinesWith } from './json-lines.js';
import { lastParsedBoundary, lastQuickBoundary } from './piece-cutter.js';
import {
  PIECE_HEAD,
  type PieceJob,
  type PieceResult,
  type SearchTotals,
  sharedBytes,
} from './piece-job.js';
import type { Progress } from './progress.js';
import { loadTask, type TaskSpec } from './task.js';
import { wakeUpCall } from './wake-up.js';

/** A streamed input that sends nothing for this long has the puzzles it sent solved and written. */
const STREAM_PAUSE_MS = 30;
const PAUSED = -1;

/** `paused` resolves to PAUSED after `ms` unless cancelled first. */
function pause(ms: number): { paused: Promise<number>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const paused = new Promise<number>((resolve) => {
    timer = setTimeout(resolve, ms, PAUSED);
  });
  return { paused, cancel: () => clearTimeout(timer) };
}

/** Everything a batch run needs. */
export interface BatchRunOptions {
  input: Input;
  output: Output;
  /** What is done to each piece, in every thread: `sudoku solve`'s solve-task.ts. */
  task: TaskSpec;
  /** Threads that work; 1 works in the calling thread (until a piece takes long, see executors.ts). */
  threads: number;
  /** Every result's output starts with a separator (the classic layout's blank line): drop the run's first. */
  leadingSeparator: boolean;
  /** Written before the run's first puzzle (a CSV header), by whichever run or shard holds it. */
  header?: Uint8Array | undefined;
  /** Results are JSON lines without their puzzle number: put `"index":N` first in each. */
  numberLines: boolean;
  /**
   * Puzzles and lines of the whole input before `input`: a shard's part
   * (shard/shard-input.ts), or a later input of several; `gridsBefore` the
   * grids written before it (puzzlesBefore, less any left out).
   */
  place?: { puzzlesBefore: number; linesBefore: number; gridsBefore?: number };
  /** Read on past puzzles that cannot be read (`--keep-going`): failures, left out of the grids. */
  keepGoing?: boolean;
  progress: Progress;
  /** Called in input order for each puzzle that failed: its 1-based number, why, and the input line it begins on when known. */
  onFailure(puzzle: number, reason: string, line?: number): void;
  /** Bytes of input per piece, the unit of work handed to a thread (about). */
  pieceBytes?: number;
  /**
   * The longest a piece runs on the calling thread before a worker takes it
   * (see executors.ts). Tests that run the pipeline in their own thread,
   * where no worker can start, make it long.
   */
  sliceBudgetMs?: number;
}

/** What a run did. */
export interface BatchRunSummary {
  puzzles: number;
  /** Threads that solved: 1 when the input fit in one piece, whatever was asked. */
  threads: number;
  unsolvable: number;
  invalid: number;
  /** Puzzles that could not be read (`--keep-going`), left out. */
  unreadable: number;
  elapsedMs: number;
  /** With `--stats`: the searches' cost, summed over the puzzles. */
  stats?: SearchTotals;
}

/** About 1,600 classic grids: small enough to start the threads early and balance them. */
const DEFAULT_PIECE_BYTES = 256 * 1024;
/** The first piece's size; each next one doubles, up to the piece size (see nextSize). */
const RAMP_BYTES = 16 * 1024;

/**
 * The pipeline behind `sudoku solve` and `-s`, for bulk solving at
 * microseconds a puzzle (the per-puzzle commands deal puzzles instead, see
 * deal/run-puzzles.ts):
 *
 * 1. the main thread reads the input straight into shared buffers and cuts
 *    them into pieces where a fresh reader can start (piece-cutter.ts),
 *    without parsing it;
 * 2. pieces go to the worker threads and to the main thread itself (all of
 *    them with --threads 1, while they stay short), which run the task on
 *    each: parse, solve or describe, and format into output bytes;
 * 3. results are written strictly in input order as they become writable;
 *    puzzle and line numbers in messages count from the start of the input.
 *
 * Nothing ever polls: the reader sleeps on a promise while too many pieces
 * are in flight (back-pressure keeps memory flat), and the writer runs only
 * when a result arrives — a spinning output thread would burn
 * as much CPU as the solver.
 */
export async function runBatch(options: BatchRunOptions): Promise<BatchRunSummary> {
  const started = performance.now();
  const pieceBytes = options.pieceBytes ?? DEFAULT_PIECE_BYTES;
  const maxInFlight = Math.max(2, options.threads * 4);
  const { output, progress } = options;
  const local = await loadTask<PieceJob, PieceResult>(options.task);
  const summary: BatchRunSummary = {
    puzzles: 0,
    threads: 1,
    unsolvable: 0,
    invalid: 0,
    unreadable: 0,
    elapsedMs: 0,
  };
  const gridsBefore = options.place?.gridsBefore ?? options.place?.puzzlesBefore ?? 0;
  const finished = new Map<number, PieceResult>();
  let nextToWrite = 0;
  let inFlight = 0;
  /** Input bytes of the pieces written: what the progress bar measures, so it follows the work done, not the reading ahead. */
  let bytesDone = 0;
  /** Newlines before the next piece to write, in the whole input: its line numbering. */
  let linesBefore = options.place?.linesBefore ?? 0;
  /** Puzzles of the whole input before this run's: a shard's numbers count from the input's start. */
  const puzzlesBefore = options.place?.puzzlesBefore ?? 0;
  let failure: Error | undefined;
  let pendingWrite: Promise<void> | undefined;
  const { sleep, wake: wakeReader } = wakeUpCall();

  const writeInOrder = (result: PieceResult) => {
    finished.set(result.index, result);
    for (let r = finished.get(nextToWrite); r !== undefined; r = finished.get(nextToWrite)) {
      finished.delete(nextToWrite++);
      inFlight--;
      if (failure) continue; // the run has failed: nothing after it is written
      if (r.formatError) {
        const { puzzle, line, column, reason } = r.formatError;
        const error = new PuzzleFormatError(
          { puzzle: puzzlesBefore + summary.puzzles + puzzle, line: linesBefore + line, column },
          reason,
        );
        failure = new SudokuError(
          'SUDOKU_FORMAT',
          `${options.input.description}: ${error.message}`,
          { cause: error },
        );
        continue;
      }
      if (r.fault) {
        const { puzzle, line, reason } = r.fault;
        const where = puzzleAt(puzzlesBefore + summary.puzzles + puzzle + 1, linesBefore + line);
        failure = new SudokuError('SUDOKU_BAD_PLUGIN', `${where}: ${reason}`);
        continue;
      }
      const unreadable = new Map<number, Record<string, unknown>>();
      for (const f of r.failures) {
        const line = f.line === undefined ? undefined : linesBefore + f.line;
        let reason = f.reason;
        if (f.column !== undefined) {
          // Could not be read: the reason says where, as --keep-going's lines do for the other commands.
          reason = `line ${line}, column ${f.column}: ${reason}`;
          summary.unreadable++;
          const head = { input: null, givens: null };
          unreadable.set(f.puzzle, { ...head, status: 'invalid', reason, solution: null });
        } else if (f.kind === 'invalid') summary.invalid++;
        else summary.unsolvable++;
        options.onFailure(puzzlesBefore + summary.puzzles + f.puzzle + 1, reason, line);
      }
      // Every classic grid comes with its separator line; the input's first has none.
      const first = gridsBefore + summary.puzzles - summary.unreadable + unreadable.size === 0;
      const skip = first && options.leadingSeparator && r.output.length > 0 ? 1 : 0;
      let bytes = skip === 0 ? r.output : r.output.subarray(skip);
      if (options.header && puzzlesBefore + summary.puzzles === 0 && r.puzzles > 0) {
        bytes = concatenate(options.header, bytes);
      }
      if (options.numberLines)
        bytes = numberJsonLinesWith(bytes, puzzlesBefore + summary.puzzles + 1, unreadable);
      let p: Promise<void> | undefined;
      try {
        p = output.write(bytes);
      } catch (error) {
        failure ??= error as Error; // e.g. the disk is full: stop reading, report once
      }
      if (p) {
        pendingWrite = p.catch((error: Error) => {
          failure ??= error;
        });
      } else {
        recycle(r.output); // written: the output may reuse it at once
      }
      // The input buffer may hold the output (solved in place): recycled above, or not yet.
      if (r.input.buffer !== r.output.buffer) recycle(r.input);
      if (r.spare) recycle(r.spare);
      summary.puzzles += r.puzzles;
      bytesDone += r.input.length;
      linesBefore += r.lines;
      if (r.stats)
        addTotals((summary.stats ??= { nodes: 0, guesses: 0, noGuess: 0, searchMs: 0 }), r.stats);
    }
    progress.update(summary.puzzles, bytesDone);
    wakeReader();
  };

  const onError = (error: Error) => {
    failure ??= error;
    wakeReader();
  };

  // Workers start with the first full piece: an input that fits in one piece
  // is worked on right here, sparing the thread start-up.
  let executor: Executors<PieceJob> | undefined;
  let inputEnded = false;
  const executorFor = (): Executors<PieceJob> => {
    executor ??= createExecutors({
      spec: options.task,
      threads: inputEnded ? 1 : Math.max(1, options.threads),
      local,
      onResult: writeInOrder,
      onError,
      budgetMs: options.sliceBudgetMs,
    });
    return executor;
  };

  // Used buffers go round (input pieces, then outputs) instead of becoming
  // garbage: see outputBuffer in piece-job.ts. Only shared ones: a task's
  // text output is an ordinary buffer, which a worker would get a copy of.
  const spares: ArrayBufferLike[] = [];
  const recycle = (bytes: Uint8Array) => {
    if (spares.length < 2 * maxInFlight && bytes.buffer instanceof SharedArrayBuffer) {
      spares.push(bytes.buffer);
    }
  };
  const capacity = PIECE_HEAD + pieceBytes + (pieceBytes >> 2);
  /** A buffer to read a piece into: at least `capacity`, and `atLeast`. */
  const freshBuffer = (atLeast: number): Uint8Array => {
    const size = Math.max(atLeast, capacity);
    for (let buffer = spares.pop(); buffer !== undefined; buffer = spares.pop()) {
      if (buffer.byteLength >= size) return new Uint8Array(buffer);
    }
    return sharedBytes(size);
  };

  // The input is read straight into the piece being filled, which is handed
  // out in place: only the bytes after its cut (part of one puzzle) move to
  // the next. A piece starts PIECE_HEAD bytes into its buffer (room for a
  // worker to solve it in place, see exact-classic.ts), where a fresh reader
  // can start.
  let piece = freshBuffer(capacity);
  let filled = PIECE_HEAD;
  let pieceIndex = 0;
  const submit = (end: number, last: boolean) => {
    const spare = spares.pop();
    inFlight++;
    executorFor().submit({
      index: pieceIndex++,
      bytes: piece.subarray(PIECE_HEAD, end),
      last,
      spare: spare && new Uint8Array(spare),
    });
  };
  /**
   * The size of the next piece: the first ones smaller, from RAMP_BYTES up,
   * since whichever thread takes them runs the task's code cold (a 256 KB
   * piece of -s took 43-50 ms on the main thread cold, then 1-4 ms, and a
   * slice there may last MAIN_THREAD_BUDGET_MS at most).
   */
  const nextSize = () => Math.min(pieceBytes, RAMP_BYTES * 2 ** pieceIndex);
  /**
   * Hands out pieces once the buffer holds a whole piece's worth (so an
   * input that fits in one piece is never cut), each up to a boundary.
   */
  const cutPieces = () => {
    while (filled - PIECE_HEAD >= (pieceIndex === 0 ? pieceBytes : nextSize())) {
      // A puzzle longer than a piece: read on.
      if (!handOutUpTo(PIECE_HEAD + nextSize())) return;
    }
  };

  /**
   * Hands out the piece up to the last boundary before `end` (found at a
   * glance, else by parsing what was read), moving the rest to a fresh
   * buffer. False when there is no boundary to cut at.
   */
  const handOutUpTo = (end: number): boolean => {
    let cut = lastQuickBoundary(piece, PIECE_HEAD, end);
    if (cut < 0) cut = lastParsedBoundary(piece, PIECE_HEAD, filled, options.keepGoing);
    if (cut <= PIECE_HEAD) return false;
    const next = freshBuffer(PIECE_HEAD + filled - cut);
    next.set(piece.subarray(cut, filled), PIECE_HEAD);
    submit(cut, false);
    piece = next;
    filled = PIECE_HEAD + filled - cut;
    return true;
  };

  // A pipe or a terminal: what it holds is solved when it pauses (sudoku solve - as a filter).
  const streamed = options.input.size === undefined;

  try {
    for (;;) {
      if (filled === piece.length) {
        const bigger = sharedBytes(2 * piece.length);
        bigger.set(piece);
        piece = bigger;
      }
      // Up to a piece's worth, so the cut leaves at most part of a puzzle to move.
      const end = PIECE_HEAD + pieceBytes;
      const want = filled < end ? end - filled : piece.length - filled;
      const into = piece;
      const at = filled;
      const reading = options.input.read(into, at, want);
      let n: number;
      if (streamed && filled > PIECE_HEAD) {
        const timer = pause(STREAM_PAUSE_MS);
        const first = await Promise.race([reading, timer.paused]);
        timer.cancel();
        if (first === PAUSED && handOutUpTo(filled)) {
          // The read lands where it was aimed, in the buffer just handed out, past
          // its cut (where the piece's thread neither reads nor writes): move it over.
          n = await reading;
          if (filled + n > piece.length) {
            const bigger = sharedBytes(2 * (filled + n));
            bigger.set(piece.subarray(0, filled));
            piece = bigger;
          }
          piece.set(into.subarray(at, at + n), filled);
        } else n = first === PAUSED ? await reading : first;
      } else n = await reading;
      if (n === 0) break;
      filled += n;
      cutPieces();
      while (inFlight >= maxInFlight && !failure) await sleep();
      if (pendingWrite) await pendingWrite;
      if (failure) throw failure;
    }
    inputEnded = true;
    if (filled > PIECE_HEAD) submit(filled, true);
    while (inFlight > 0 && !failure) await sleep();
    if (pendingWrite) await pendingWrite;
    if (failure) throw failure;
  } finally {
    progress.stop();
    summary.threads = executor?.threadsUsed() ?? 1;
    await executor?.close();
    await options.input.close().catch(() => {});
  }
  summary.elapsedMs = performance.now() - started;
  return summary;
}

function concatenate(a: Uint8Array, b: Uint8Array): Uint8Array {
  const both = new Uint8Array(a.length + b.length);
  both.set(a);
  both.set(b, a.length);
  return both;
}

/** Two runs' summaries as one: a run over several inputs, one after another. */
export function addSummaries(a: BatchRunSummary, b: BatchRunSummary): BatchRunSummary {
  const sum: BatchRunSummary = {
    puzzles: a.puzzles + b.puzzles,
    threads: Math.max(a.threads, b.threads),
    unsolvable: a.unsolvable + b.unsolvable,
    invalid: a.invalid + b.invalid,
    unreadable: a.unreadable + b.unreadable,
    elapsedMs: a.elapsedMs + b.elapsedMs,
  };
  if (a.stats || b.stats) {
    sum.stats = { nodes: 0, guesses: 0, noGuess: 0, searchMs: 0 };
    if (a.stats) addTotals(sum.stats, a.stats);
    if (b.stats) addTotals(sum.stats, b.stats);
  }
  return sum;
}

function addTotals(into: SearchTotals, more: SearchTotals): void {
  into.nodes += more.nodes;
  into.guesses += more.guesses;
  into.noGuess += more.noGuess;
  into.searchMs += more.searchMs;
}
