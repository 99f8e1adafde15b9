import type { Grid, Solver, SolveStats, StopReason } from '@sudoku/core';
import {
  type BatchTextSolver,
  batchTextOf,
  solveFirstOf,
  type TextSolveStatus,
} from '@sudoku/core/batch';
import { conflictReason, noSolutionReason } from '../failure-reason.js';

/**
 * A piece of the input, cut where a fresh reader can start (see
 * piece-cutter.ts): the unit of work a thread parses, solves and formats.
 */
export interface PieceJob {
  /** Position of this piece in the input (0-based); results are written in this order. */
  index: number;
  /**
   * The piece. A host that leaves PIECE_HEAD bytes free before it, and room
   * after it, lets a piece in the exact classic layout be solved in place.
   */
  bytes: Uint8Array;
  /** The input ends with this piece: a puzzle left open is an error. */
  last: boolean;
  /**
   * A used buffer for the output, when the host has one to spare: buffers go
   * round between the threads instead of piling up as garbage (see
   * {@link outputBuffer}).
   */
  spare?: Uint8Array | undefined;
}

/** A puzzle of a piece that could not be solved. */
export interface PieceFailure {
  /** 0-based within the piece. */
  puzzle: number;
  kind: 'unsolvable' | 'invalid' | StopReason;
  reason: string;
  /** The line (1-based, in the piece) the puzzle begins on, when known. */
  line?: number;
  /**
   * Set for a puzzle that could not be read (`--keep-going`): the column of
   * its format error on `line`, where the error is. Its kind is 'invalid';
   * it is left out of the grids, and the writer gives `--json` its line.
   */
  column?: number;
}

/** Where a piece's input broke the format, counted from the piece's start (1-based). */
export interface PieceFormatError {
  puzzle: number;
  line: number;
  column: number;
  reason: string;
}

/** What a thread sends back for a piece. */
/** What searches cost, summed over puzzles (`solve --stats`). */
export interface SearchTotals {
  nodes: number;
  guesses: number;
  /** Puzzles solved without a guess. */
  noGuess: number;
  /** The searches' own time, in milliseconds. */
  searchMs: number;
}

export interface PieceResult {
  index: number;
  /** Puzzles the piece held. */
  puzzles: number;
  /** Newlines the piece held, to number the lines of later pieces. */
  lines: number;
  /**
   * The formatted results, in the classic layout each grid preceded by its
   * blank separator line: the writer drops the run's very first byte.
   */
  output: Uint8Array;
  failures: PieceFailure[];
  /** With `--stats`: what the searches of the piece's puzzles cost, summed. */
  stats?: SearchTotals;
  /** Set when the piece is not valid input; nothing else is then filled in. */
  formatError?: PieceFormatError;
  /**
   * Set when the work on puzzle `puzzle` (0-based in the piece) went wrong in
   * a way that must stop the run (a strategy's answer that is not a
   * solution); nothing else is then filled in.
   */
  fault?: { puzzle: number; line: number; reason: string };
  /** The job's input buffer, handed back for the host to reuse (it may hold `output`). */
  input: Uint8Array;
  /** The job's spare buffer when `output` is not in it, handed back too. */
  spare?: Uint8Array | undefined;
}

/**
 * Bytes a host leaves free before each piece in its buffer (see PieceJob.bytes):
 * room for the separator that turns a piece in the classic layout, solved in
 * place, into its output.
 */
export const PIECE_HEAD = 1;

/**
 * `size` bytes for a piece's output, in the job's spare buffer when it is big
 * enough. Every byte is written by the caller. Without recycling, a million
 * puzzles leave 600 MB of 256 KB buffers for the collectors of three threads,
 * which let them reach the peak memory target before collecting.
 */
export function outputBuffer(job: PieceJob, size: number): Uint8Array {
  const spare = job.spare;
  if (spare && spare.buffer.byteLength >= size) return new Uint8Array(spare.buffer, 0, size);
  return sharedBytes(size);
}

/**
 * `size` bytes in a SharedArrayBuffer of `capacity` bytes (at least `size`).
 * Every buffer of the pipeline is shared memory, so passing it to another
 * thread shares it instead of transferring it. A transfer detaches the
 * sender's ArrayBuffer, and the first detach in a thread makes V8 drop its
 * "no buffer was ever detached" assumption there for good: optimised
 * typed-array code then rechecks every access, and the solver ran 25-50%
 * slower in the workers than in the calling thread.
 */
export function sharedBytes(size: number, capacity = size): Uint8Array {
  return new Uint8Array(new SharedArrayBuffer(Math.max(size, capacity)), 0, size);
}

/** The job's spare, unless `output` lives in it. */
function unusedSpare(job: PieceJob, output: Uint8Array): Uint8Array | undefined {
  return job.spare && job.spare.buffer !== output.buffer ? job.spare : undefined;
}

/** A piece read as whole fixed-size records (see {@link exactRecords}). */
export interface ExactRecords {
  count: number;
  /** Bytes the input's end left off the last record (its final newlines). */
  missing: number;
  /**
   * Where the answers go, `count` records preceded by `head` bytes: the
   * piece's own buffer when the host left room around it (solved in place,
   * nothing copied), else a buffer holding a copy of the piece after `head`.
   * The caller writes the head and the missing bytes.
   */
  output: Uint8Array;
}

/**
 * The piece as `record`-byte records, the last one short by at most
 * `maxMissing` bytes when the piece ends the input, with the buffer the fast
 * paths write their answers into; undefined when the piece is not whole
 * records. Whether each record really is a puzzle is the caller's to check.
 */
export function exactRecords(
  job: PieceJob,
  record: number,
  maxMissing: number,
  head: number,
): ExactRecords | undefined {
  const { bytes, last } = job;
  const n = bytes.length;
  const count = Math.ceil(n / record);
  const missing = count * record - n;
  if (count === 0 || missing > (last ? maxMissing : 0)) return undefined;
  // The head takes the place of the last record's last byte.
  const size = count * record;
  const inPlace = bytes.byteOffset >= head && bytes.byteOffset + size <= bytes.buffer.byteLength;
  if (inPlace) {
    return { count, missing, output: new Uint8Array(bytes.buffer, bytes.byteOffset - head, size) };
  }
  const output = outputBuffer(job, size);
  // With a head, the piece's last byte is the next record's separator, not ours.
  output.set(bytes.subarray(0, Math.min(n, size - head)), head);
  return { count, missing, output };
}

/** How the puzzles of one exact layout are solved where they lie (see {@link solveRecords}). */
export interface ExactLayout {
  /** Lines a record spans: record k begins on line `k * linesPerRecord + 1` of the piece. */
  linesPerRecord: number;
  /** The strategy's batch text method for the layout. */
  solveText(
    batch: BatchTextSolver,
    text: Uint8Array,
    at: number,
    out: Uint8Array,
    outAt: number,
  ): TextSolveStatus;
  /** The grid at `bytes[at…]` into `cells`; false when it is not one in this layout. */
  decode(bytes: Uint8Array, at: number, cells: Uint8Array, offset: number): boolean;
  /** Writes `grid` over its place at `out[at…]`. */
  write(grid: Grid, out: Uint8Array, at: number): void;
}

/**
 * Solves the `count` records of an exact piece: record k at `bytes[k *
 * record…]`, its answer written at `head` bytes further on in `output`.
 * Through the strategy's batch text method when it has one; else, and for a
 * puzzle that method did not solve, the grid is decoded, solved by
 * {@link solveOne} (which records why it failed) and written back, as
 * given when unsolved. Returns the failures, or undefined when a record
 * turns out not to be a grid of the layout.
 */
export function solveRecords(
  solver: Solver,
  layout: ExactLayout,
  bytes: Uint8Array,
  output: Uint8Array,
  { count, record, head }: { count: number; record: number; head: number },
): PieceFailure[] | undefined {
  const failures: PieceFailure[] = [];
  const cells = new Uint8Array(81);
  const solution = new Uint8Array(81);
  const batch = batchTextOf(solver);
  for (let k = 0; k < count; k++) {
    const at = k * record;
    const status = batch && layout.solveText(batch, bytes, at, output, at + head);
    if (status === 'solved') continue;
    if (status === 'malformed' || !layout.decode(bytes, at, cells, 0)) return undefined;
    const line = k * layout.linesPerRecord + 1;
    const solved = solveOne(solver, cells, 0, k, line, solution, failures);
    layout.write(solved ? solution : cells, output, at + head);
  }
  return failures;
}

/**
 * The result of a solved piece: `puzzles` grids formatted into `output`, the
 * piece's input holding `lines` newlines. Every path builds it here, out of
 * its hot loop: when a field of the object first meets a value of another
 * type (an output array of another map), V8 throws away the optimised code
 * that built it, and a path's loop has the whole solver inlined (a
 * recompile of the exact-lines loop measured 10-16 ms of compiler time).
 */
export function pieceResult(
  job: PieceJob,
  puzzles: number,
  lines: number,
  output: Uint8Array,
  failures: PieceFailure[],
): PieceResult {
  return {
    index: job.index,
    puzzles,
    lines,
    output,
    failures,
    input: job.bytes,
    spare: unusedSpare(job, output),
  };
}

/**
 * Solves the puzzle at `cells[at…at+81)` into `solution`; on failure records
 * why as puzzle `k` of the piece, beginning on its line `line`, and returns
 * false (the puzzle is then written back as given). Plain numbers, not an
 * object: this runs once per puzzle of the batch.
 */
export function solveOne(
  solver: Solver,
  cells: Uint8Array,
  at: number,
  k: number,
  line: number,
  solution: Uint8Array,
  failures: PieceFailure[],
): boolean {
  const first = solveFirstOf(solver);
  const status = first
    ? first.solveFirst(cells, at, solution, 0)
    : solveThroughContract(solver, cells.subarray(at, at + 81), solution);
  return outcome(status, cells.subarray(at, at + 81), k, line, failures);
}

/** True for a solved puzzle; else its failure is added to `failures`, with why. */
function outcome(
  status: string,
  puzzle: Uint8Array,
  k: number,
  line: number,
  failures: PieceFailure[],
): boolean {
  if (status === 'solved') return true;
  if (status === 'unsolvable') {
    failures.push({ puzzle: k, line, kind: 'unsolvable', reason: noSolutionReason(puzzle) });
  } else if (status === 'invalid') {
    const reason = conflictReason(puzzle) ?? 'conflicting givens';
    failures.push({ puzzle: k, line, kind: 'invalid', reason });
  } else {
    const kind = status === 'timeout' ? 'timeout' : 'aborted';
    failures.push({ puzzle: k, line, kind, reason: 'search stopped before an answer' });
  }
  return false;
}

/**
 * {@link solveOne} through the strategy's `solve`, which measures the
 * search (`--stats`): whether it solved, and its stats.
 */
export function solveMeasured(
  solver: Solver,
  puzzle: Uint8Array,
  k: number,
  line: number,
  solution: Uint8Array,
  failures: PieceFailure[],
): { solved: boolean; stats: SolveStats } {
  const result = solver.solve(puzzle);
  if (result.status === 'solved') solution.set(result.solution);
  return { solved: outcome(result.status, puzzle, k, line, failures), stats: result.stats };
}

function solveThroughContract(solver: Solver, puzzle: Uint8Array, solution: Uint8Array) {
  const result = solver.solve(puzzle);
  if (result.status === 'solved') solution.set(result.solution);
  return result.status;
}
