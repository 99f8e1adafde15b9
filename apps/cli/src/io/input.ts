import { fstatSync } from 'node:fs';
import { type FileHandle, open, stat } from 'node:fs/promises';
import { isatty } from 'node:tty';
import { SudokuError } from '@sudoku/core';
import { describeErrno } from './io-error.js';
import { openNonBlockingReader } from './nonblocking.js';

/**
 * Input bytes, and their size when known (for progress). Read them one way
 * only: as `chunks`, or with `read` into buffers of the caller's.
 */
export interface Input {
  readonly description: string;
  readonly size: number | undefined;
  readonly chunks: AsyncIterable<Uint8Array>;
  /**
   * Reads up to `length` bytes into `into[offset…]`; 0 at the end. A file is
   * read straight into `into`: the batch pipeline reads into the shared
   * buffers it hands to its threads, saving two copies of every byte.
   */
  read(into: Uint8Array, offset: number, length: number): Promise<number>;
  /** Stops reading early (a format error, a second puzzle): frees the file or standard input. */
  close(): Promise<void>;
  /** A file's bytes from `start` to `end` (excluded), read anew: a shard's part (shard/shard-input.ts). Streams have none. */
  slice?(start: number, end: number): Promise<Input>;
}

/** Reads chunks of this size: large enough to amortise calls, small enough to keep memory flat. */
const CHUNK_BYTES = 1 << 20;

/** What a command's `[input...]` arguments may be: nothing, `-`, a file, or puzzles written out. */
export type InputArguments = string | readonly string[] | undefined;

/**
 * An argument written like a puzzle rather than a file name: digits and
 * dots, at least 17 of them (a name that short is a file's), or any 81 cell
 * characters (`_`, `*` and `-` blanks too: a name like `2024-01-02` is a file's).
 */
export function looksLikePuzzle(argument: string): boolean {
  if (argument.length === 81 && /^[0-9._*-]+$/.test(argument)) return true;
  return argument.length >= 17 && /^[0-9.]+$/.test(argument);
}

/**
 * Opens a command's input: standard input for nothing or `-`, a file, or
 * the puzzles written out as arguments (`sudoku rate 4.....8.5.3…`), read as
 * one line each from "the command line" (a format error names the
 * argument's number as its line). An argument that names an existing file
 * is that file.
 */
export async function openInputArguments(
  args: InputArguments,
  note?: (line: string) => void,
  what = 'puzzles',
): Promise<Input> {
  const list = typeof args === 'string' ? [args] : (args ?? []);
  const [first] = list;
  if (
    list.length <= 1 &&
    !(first !== undefined && looksLikePuzzle(first) && !(await exists(first)))
  )
    return openInput(first, note, what);
  const stray = list.find((argument) => !looksLikePuzzle(argument));
  if (stray !== undefined) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `"${stray}" is not a puzzle: give one puzzle file, or the puzzle written out (81 characters)`,
    );
  }
  return puzzlesWrittenOut(list);
}

/** Puzzles written out as arguments, as an input of one line each: "the command line". */
export function puzzlesWrittenOut(puzzles: readonly string[]): Input {
  const bytes = new TextEncoder().encode(`${puzzles.join('\n')}\n`);
  return inputOfChunks(
    'the command line',
    bytes.length,
    (async function* () {
      yield bytes;
    })(),
  );
}

export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Opens a puzzle file, or standard input for `-`/undefined. A missing or
 * unreadable file fails here, before any output is opened. Standard input
 * that is a terminal waits for puzzles typed there: `note` (the command's
 * notes, silenced by -q) says so, or the command would look hung.
 */
export async function openInput(
  path: string | undefined,
  note?: (line: string) => void,
  what = 'puzzles',
): Promise<Input> {
  if (path === undefined || path === '-') {
    refuseFolderStdin();
    if (isatty(0))
      note?.(`sudoku: reading ${what} from the terminal; end with Ctrl-D, or name a file`);
    return inputOfChunks('standard input', undefined, process.stdin);
  }
  let size: number;
  let handle: FileHandle;
  try {
    const info = await stat(path);
    if (info.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
    // Opening one fails with ENXIO, "no such device or address": say what it is instead.
    if (info.isSocket()) throw new Error('it is a socket');
    // A FIFO, `<(command)` or a terminal is read through the event loop (see nonblocking.ts).
    const stream = info.isFile() ? undefined : openNonBlockingReader(path);
    if (stream) return inputOfChunks(path, undefined, stream);
    size = info.size;
    handle = await open(path, 'r');
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : describeErrno(cause);
    throw new SudokuError('SUDOKU_IO', `cannot read ${path}: ${why}`, { cause });
  }
  return fileInput(path, handle, 0, Number.POSITIVE_INFINITY, size);
}

/**
 * The bytes of an open file from `start` to `end`, read in order; the whole
 * file is read to its end (`end` infinite), even past the size it had when
 * opened (a file still being written).
 */
function fileInput(
  path: string,
  handle: FileHandle,
  start: number,
  end: number,
  size = end - start,
): Input {
  let closed = false;
  let position = start;
  return {
    description: path,
    size,
    get chunks() {
      closed = true; // the stream closes the handle at its end
      if (start === end) {
        void handle.close();
        return (async function* () {})();
      }
      const last = Number.isFinite(end) ? end - 1 : undefined;
      return handle.createReadStream({ highWaterMark: CHUNK_BYTES, start, end: last });
    },
    async read(into, offset, length) {
      if (closed) return 0;
      const want = Math.min(length, end - position);
      const { bytesRead } =
        want > 0
          ? await handle.read(into, offset, want, position).catch(readError(path))
          : { bytesRead: 0 };
      position += bytesRead;
      if (bytesRead === 0) {
        closed = true;
        await handle.close();
      }
      return bytesRead;
    },
    async slice(from, to) {
      return fileInput(path, await open(path, 'r').catch(readError(path)), from, to);
    },
    async close() {
      if (closed) return;
      closed = true;
      await handle.close();
    },
  };
}

/** Node reads a folder on standard input (`sudoku solve < DIR`) as an empty stream: say what it is instead. */
function refuseFolderStdin(): void {
  let folder = false;
  try {
    folder = fstatSync(0).isDirectory();
  } catch {
    return; // no standard input to look at: reading it will say so
  }
  if (folder) throw new SudokuError('SUDOKU_IO', 'cannot read standard input: it is a directory');
}

/** An input made of a stream of chunks (standard input, or a test's). */
export function inputOfChunks(
  description: string,
  size: number | undefined,
  chunks: AsyncIterable<Uint8Array>,
): Input {
  let iterator: AsyncIterator<Uint8Array> | undefined;
  let rest: Uint8Array = new Uint8Array(0);
  return {
    description,
    size,
    chunks,
    async read(into, offset, length) {
      iterator ??= chunks[Symbol.asyncIterator]();
      while (rest.length === 0) {
        const next = await iterator.next().catch(readError(description));
        if (next.done) return 0;
        rest = next.value;
      }
      const n = Math.min(length, rest.length);
      into.set(rest.subarray(0, n), offset);
      rest = rest.subarray(n);
      return n;
    },
    async close() {
      await iterator?.return?.();
    },
  };
}

/** A read that failed midway (EIO, standard input that is a folder): one line, exit 2. */
function readError(description: string) {
  return (cause: unknown): never => {
    throw new SudokuError('SUDOKU_IO', `cannot read ${description}: ${describeErrno(cause)}`, {
      cause,
    });
  };
}
