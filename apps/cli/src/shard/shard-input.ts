import { PuzzleFormatError, PuzzleReader, SudokuError } from '@sudoku/core';
import { type Input, inputOfChunks } from '../io/input.js';
import {
  describeShard,
  resolveShard,
  type Shard,
  type ShardArgument,
  shardRange,
} from './shard-spec.js';

/** A shard's part of an input, and where it sits in the whole. */
export interface ShardedInput {
  /** The part's bytes: whole lines, from the first puzzle of the shard to the first of the next. */
  input: Input;
  /** Puzzles of the whole input before the part: numbers in messages and --json count from the input's start. */
  puzzlesBefore: number;
  /** Lines of the whole input before the part. */
  linesBefore: number;
  /** "shard 3/7 (puzzles 15-21 of 50)". */
  description: string;
}

const READ_BYTES = 1 << 20;
const LF = 10;
const CR = 13;

/**
 * Cuts shard K of N out of an input: the input is read once with core's
 * reader to count its puzzles (a format error anywhere fails every shard,
 * before any output, as the whole run would), the shard's puzzles are the
 * K-th of N contiguous runs of them (shardRange), and its part is the bytes
 * from the line its first puzzle begins on to the line the next shard's
 * begins on. A file is read again for the part; standard input and puzzles
 * written out are held in memory, since a stream cannot be read twice.
 */
export async function shardInput(input: Input, shard: Shard): Promise<ShardedInput> {
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

  const { first, end } = shardRange(shard, total);
  const description = describeShard(shard, first, end, total);
  // The first shard starts at the input's start: a byte-order mark or a CSV header stays with it.
  const startLine = first === 0 || first === end ? 1 : starts[first];
  const endLine = end < total ? starts[end] : undefined;
  const scan = held ? chunksOf(held) : (await input.slice!(0, size)).chunks;
  const [startByte, endByte] = await lineOffsets(scan, startLine, endLine);
  const stop = first === end ? startByte : (endByte ?? size);
  const part = held
    ? inputOfChunks(input.description, stop - startByte, sliceOf(held, startByte, stop))
    : await input.slice!(startByte, stop);
  return {
    input: part,
    puzzlesBefore: first,
    linesBefore: first === end ? 0 : startLine - 1,
    description,
  };
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
 * A command's input, cut to its shard when `--shard` was given; otherwise
 * the whole of it, placed at the start.
 */
export async function inputForShard(
  input: Input,
  argument: ShardArgument | undefined,
): Promise<ShardedInput | (Omit<ShardedInput, 'description'> & { description?: undefined })> {
  if (argument === undefined) return { input, puzzlesBefore: 0, linesBefore: 0 };
  return shardInput(input, resolveShard(argument));
}
