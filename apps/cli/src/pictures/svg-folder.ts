import {
  accessSync,
  constants,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  type Stats,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { SudokuError } from '@sudoku/core';
import { describeErrno, writeError } from '../io/io-error.js';

/** Writes one file of the folder, whole. */
export type FolderWriter = (name: string, text: string) => void;

/** The name a picture is written under before it is renamed into place. */
const partial = (name: string) => `.${name}.partial`;

/**
 * Checks the folder `--svg` writes pictures into, before any work starts, so
 * a bad path fails at once in one line; creates it (with its parents) when
 * missing, and removes the partial pictures a stopped run left in it.
 */
export function prepareSvgFolder(folder: string): void {
  if (folder === '') throw new SudokuError('SUDOKU_USAGE', '--svg needs a folder name, got ""');
  const fail = (why: string, cause?: unknown) =>
    new SudokuError('SUDOKU_IO', `cannot write pictures into ${folder}: ${why}`, { cause });
  let info: Stats | undefined;
  try {
    info = statSync(folder);
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code !== 'ENOENT') throw fail(describeErrno(cause), cause);
  }
  if (info && !info.isDirectory()) throw fail('it is not a directory');
  try {
    if (!info) mkdirSync(folder, { recursive: true });
    accessSync(folder, constants.W_OK | constants.X_OK);
    for (const name of readdirSync(folder))
      if (name.startsWith('.') && name.endsWith('.svg.partial')) rmSync(join(folder, name));
  } catch (cause) {
    throw fail(describeErrno(cause), cause);
  }
}

/**
 * Writes pictures into a prepared folder: each to `.NAME.partial`, then
 * renamed over NAME, so a picture is never seen half-written. The partial
 * name is the same every time: a puzzle's drawing cut short on the main
 * thread (see main-thread-slice.ts) is done again in a worker, whose write
 * of the same picture replaces what the first one left.
 */
export function svgWriter(folder: string): FolderWriter {
  return (name, text) => {
    const path = join(folder, name);
    try {
      writeFileSync(join(folder, partial(name)), text);
      renameSync(join(folder, partial(name)), path);
    } catch (cause) {
      throw writeError(path, cause);
    }
  };
}
