import { accessSync, constants, mkdirSync, type Stats, statSync } from 'node:fs';
import { join } from 'node:path';
import { SudokuError } from '@sudoku/core';
import { AtomicFile } from '../io/atomic-file.js';
import { describeErrno, writeError } from '../io/io-error.js';

/** Writes one file of the folder: replaced whole or left as it was (see AtomicFile). */
export type FolderWriter = (name: string, text: string) => void;

const encoder = new TextEncoder();

/**
 * The folder `--svg` writes pictures into, checked (and created, with its
 * parents, when missing) before any work starts, so a bad path fails at once
 * in one line. Each picture goes through a temporary file, so a failed or
 * stopped run leaves no half-written picture.
 */
export function openSvgFolder(folder: string): FolderWriter {
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
  } catch (cause) {
    throw fail(describeErrno(cause), cause);
  }
  return (name, text) => {
    const path = join(folder, name);
    const file = new AtomicFile({ path, shown: path });
    try {
      file.write(encoder.encode(text));
      file.commit();
    } catch (error) {
      file.discard();
      throw error instanceof SudokuError ? error : writeError(path, error);
    }
  };
}
