import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { SudokuError } from '@sudoku/core';

/** A stream of input bytes and, when known, its size (for progress). */
export interface Input {
  readonly description: string;
  readonly size: number | undefined;
  readonly chunks: AsyncIterable<Uint8Array>;
}

/** Reads chunks of this size: large enough to amortise calls, small enough to keep memory flat. */
const CHUNK_BYTES = 1 << 20;

/**
 * Opens a puzzle file, or standard input for `-`/undefined. A missing or
 * unreadable file fails here, before any output is opened.
 */
export async function openInput(path: string | undefined): Promise<Input> {
  if (path === undefined || path === '-') {
    return { description: 'standard input', size: undefined, chunks: process.stdin };
  }
  let size: number;
  try {
    const info = await stat(path);
    if (info.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
    size = info.size;
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a directory'
          : (cause as Error).message;
    throw new SudokuError('SUDOKU_IO', `cannot read ${path}: ${why}`, { cause });
  }
  return {
    description: path,
    size,
    chunks: createReadStream(path, { highWaterMark: CHUNK_BYTES }),
  };
}
