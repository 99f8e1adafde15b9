import { PuzzleFormatError, PuzzleReader, SudokuError } from '@sudoku/core';
import { type Input, inputOfChunks } from '../io/input.js';
import type { InputSource } from '../io/input-list.js';
import {
  describeShard,
  resolveShard,
  type Shard,
  type ShardArgument,
  shardRange,
} from './shard-spec.js';

/** A shard's parts of a run's inputs, and where they sit in the whole. */
export interface ShardedInputs {
  /**
   * The parts, one an input the shard reaches, in order: whole lines, from
   * the shard's first puzzle there to the next shard's first (the input's
   * end). At least one, empty for a shard with no puzzles.
   */
  parts: readonly InputSource[];
  /** Puzzles of the whole run before the shard: numbers in messages and --json count from the run's start. */
  puzzlesBefore: number;
  /** Lines of the first part's input before it (the other parts start at their input's start). */
  linesBefore: number;
  /** "shard 3/7 (puzzles 15-21 of 50)". */
  description: string;
}

const READ_BYTES = 1 << 20;
const LF = 10;
const CR = 13;

/** An input read once to count its puzzles, and where each begins. */
interface CountedInput {
  input: Input;
  total: number;
  /** The line (1-based) puzzle i begins on. */
  starts: Int32Array;
  /** Its bytes, for a stream (standard input, puzzles written out), which cannot be read twice. */
  held: Uint8Array[] | undefined;
  size: number;
}

/**
 * Cuts shard K of N out of a run's inputs, taken one after another as one
 * sequence of puzzles: each input is read once with core's reader to count
 * its puzzles (a format error anywhere fails every shard, before any
 * output, as the whole run would), the shard's puzzles are the K-th of N
 * contiguous runs of the sequence (shardRange), and its parts are, in each
 * input the run reaches, the bytes from the line its first puzzle there
 * begins on to the line the next shard's begins on. Every part but the
 * first starts at its input's start. A file is read again for its part;
 * standard input and puzzles written out are held in memory.
 */
export async function shardInputs(
  sources: readonly InputSource[],
  shard: Shard,
): Promise<ShardedInputs> {
  const counted: CountedInput[] = [];
  for (const source of sources) counted.push(await countPuzzles(await source.open()));
  const total = counted.reduce((sum, c) => sum + c.total, 0);
  const { first, end } = shardRange(shard, total);
  const parts: InputSource[] = [];
  let linesBefore = 0;
  let before = 0;
  for (const input of counted) {
    const from = Math.max(first - before, 0);
    const to = Math.min(end - before, input.total);
    before += input.total;
    if (from >= to && !(first === end && input === counted[0])) continue;
    const part = await partOf(input, from, to);
    if (parts.length === 0) linesBefore = part.linesBefore;
    parts.push({
      description: part.input.description,
      size: part.input.size,
      open: async () => part.input,
    });
  }
  return {
    parts,
    puzzlesBefore: first,
    linesBefore,
    description: describeShard(shard, first, end, total),
  };
}

async function countPuzzles(input: Input): Promise<CountedInput> {
  const held: Uint8Array[] | undefined = input.slice ? undefined : [];
  let starts = new Int32Array(1024);
  let total = 0;
  const reader = new PuzzleReader(() => {
    if (total === starts.length) {
      const bigger = new Int32Array(starts.length * 2);
      bigger.set(starts);
      starts = bigger;
    }
    starts[total++] = reader.puzzleLine;
  });
  const buffer = new Uint8Array(READ_BYTES);
  let size = 0;
  try {
    for (;;) {
      const n = await input.read(buffer, 0, buffer.length);
      if (n === 0) break;
      size += n;
      held?.push(buffer.slice(0, n));
      reader.push(buffer.subarray(0, n));
    }
    reader.end();
  } catch (error) {
    await input.close().catch(() => {});
    if (!(error instanceof PuzzleFormatError)) throw error;
    throw new SudokuError('SUDOKU_FORMAT', `${input.description}: ${error.message}`, {
      cause: error,
    });
  }
  await input.close();
  return { input, total, starts, held, size };
}

/** Puzzles `first` to `end` (excluded) of a counted input: whole lines, and the lines before them. */
async function partOf(
  { input, total, starts, held, size }: CountedInput,
  first: number,
  end: number,
): Promise<{ input: Input; linesBefore: number }> {
  // The first part of an input starts at its start: a byte-order mark or a CSV header stays with it.
  const startLine = first === 0 || first === end ? 1 : starts[first]!;
  const endLine = end < total ? starts[end] : undefined;
  const scan = held ? chunksOf(held) : (await input.slice!(0, size)).chunks;
  const [startByte, endByte] = await lineOffsets(scan, startLine, endLine);
  const stop = first === end ? startByte : (endByte ?? size);
  const part = held
    ? inputOfChunks(input.description, stop - startByte, sliceOf(held, startByte, stop))
    : await input.slice!(startByte, stop);
  return { input: part, linesBefore: first === end ? 0 : startLine - 1 };
}

async function* chunksOf(held: Uint8Array[]): AsyncIterable<Uint8Array> {
  yield* held;
}

async function* sliceOf(held: Uint8Array[], start: number, end: number): AsyncIterable<Uint8Array> {
  let at = 0;
  for (const chunk of held) {
    const from = Math.max(start, at);
    const to = Math.min(end, at + chunk.length);
    if (from < to) yield chunk.subarray(from - at, to - at);
    at += chunk.length;
    if (at >= end) return;
  }
}

/**
 * The byte offsets where lines `from` and `to` (1-based) begin, counting
 * line ends as core's reader does: LF, CRLF or a CR alone. `to` undefined
 * (the input's end) gives undefined.
 */
async function lineOffsets(
  chunks: AsyncIterable<Uint8Array>,
  from: number,
  to: number | undefined,
): Promise<[number, number | undefined]> {
  let line = 1;
  let offset = 0;
  let start = from === 1 ? 0 : -1;
  let stop: number | undefined;
  let pendingCR = false;
  const lineBegins = (at: number) => {
    line++;
    if (line === from) start = at;
    if (line === to) stop = at;
  };
  for await (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i];
      if (pendingCR) {
        pendingCR = false;
        if (c !== LF) lineBegins(offset + i);
      }
      if (c === LF) lineBegins(offset + i + 1);
      else if (c === CR) pendingCR = true;
      if (to !== undefined ? stop !== undefined : start >= 0) return [start, stop];
    }
    offset += chunk.length;
  }
  if (pendingCR) lineBegins(offset);
  return [Math.max(start, 0), stop];
}

/**
 * A command's inputs, cut to its shard when `--shard` was given; otherwise
 * the whole of them, placed at the start.
 */
export async function inputsForShard(
  sources: readonly InputSource[],
  argument: ShardArgument | undefined,
): Promise<ShardedInputs | (Omit<ShardedInputs, 'description'> & { description?: undefined })> {
  if (argument === undefined) return { parts: sources, puzzlesBefore: 0, linesBefore: 0 };
  return shardInputs(sources, resolveShard(argument));
}
