import { type FileHandle, open } from 'node:fs/promises';
import { SudokuError } from '@sudoku/core';
import { describeErrno } from '../io/io-error.js';
import type { ShardFile } from './merge-order.js';

const WINDOW = 64 * 1024;
const LF = 10;
/** The number every JSON line of a per-puzzle command starts with. */
const NUMBERED = /^\{"index":(\d+)/;

/**
 * Looks at a shard's output without reading it all: whether it is JSON
 * Lines, and then the numbers of its first and last lines (read from its
 * head and its tail).
 */
export async function inspectShardFile(path: string): Promise<ShardFile> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(path, 'r');
    const { size } = await handle.stat();
    if (size === 0) return { path, json: false, empty: true };
    const head = Buffer.alloc(Math.min(WINDOW, size));
    await handle.read(head, 0, head.length, 0);
    if (head[0] !== 0x7b) return { path, json: false, empty: false };
    const first = numberOf(path, head.toString('latin1'));
    const last = numberOf(path, await lastLine(handle, size));
    return { path, json: true, empty: false, first, last };
  } catch (cause) {
    if (cause instanceof SudokuError) throw cause;
    throw new SudokuError('SUDOKU_IO', `cannot read ${path}: ${describeErrno(cause)}`, { cause });
  } finally {
    await handle?.close();
  }
}

function numberOf(path: string, line: string): number {
  const match = NUMBERED.exec(line);
  if (!match) {
    throw new SudokuError(
      'SUDOKU_FORMAT',
      `${path}: a JSON line without its "index" first: is it the --json output of a sudoku command?`,
    );
  }
  return Number(match[1]);
}

/** The file's last line (without its newline), read backwards from its end a window at a time. */
async function lastLine(handle: FileHandle, size: number): Promise<string> {
  let end = size;
  const probe = Buffer.alloc(1);
  await handle.read(probe, 0, 1, size - 1);
  if (probe[0] === LF) end--;
  const parts: Buffer[] = [];
  for (let at = end; at > 0; ) {
    const from = Math.max(0, at - WINDOW);
    const block = Buffer.alloc(at - from);
    await handle.read(block, 0, block.length, from);
    const newline = block.lastIndexOf(LF);
    if (newline >= 0) {
      parts.unshift(block.subarray(newline + 1));
      break;
    }
    parts.unshift(block);
    at = from;
  }
  return Buffer.concat(parts).toString('latin1');
}
