import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { SudokuError } from '@sudoku/core';
import {
  exists,
  type Input,
  type InputArguments,
  looksLikePuzzle,
  openInput,
  puzzlesWrittenOut,
} from './input.js';
import { describeErrno } from './io-error.js';

/** One of a command's inputs, checked but not yet opened (a run may name thousands of files). */
export interface InputSource {
  readonly description: string;
  /** Bytes, when known before opening (a regular file's size, puzzles written out). */
  readonly size: number | undefined;
  open(): Promise<Input>;
}

/**
 * A command's inputs, in the order given: each file, `-` (standard input,
 * once), and each run of puzzles written out as arguments (read as one
 * input, "the command line"); nothing is standard input. Every file is
 * checked here, before any output is opened, so a mistyped third name
 * fails at once; files are opened one at a time as the run reaches them.
 * An argument that names an existing file is that file, even one that
 * looks like a puzzle.
 */
export async function inputSources(
  args: InputArguments,
  note?: (line: string) => void,
): Promise<InputSource[]> {
  const list = typeof args === 'string' ? [args] : (args ?? []);
  if (list.length === 0) return [stdinSource(note)];
  const sources: InputSource[] = [];
  let puzzles: string[] = [];
  const flushPuzzles = () => {
    if (puzzles.length === 0) return;
    const input = puzzlesWrittenOut(puzzles);
    sources.push({ description: input.description, size: input.size, open: async () => input });
    puzzles = [];
  };
  let stdin = false;
  for (const argument of list) {
    if (argument !== '-' && looksLikePuzzle(argument) && !(await exists(argument))) {
      puzzles.push(argument);
      continue;
    }
    flushPuzzles();
    if (argument === '-') {
      if (stdin) throw new SudokuError('SUDOKU_USAGE', 'standard input (-) is named twice');
      stdin = true;
      sources.push(stdinSource(note));
    } else sources.push(await fileSource(argument, note));
  }
  flushPuzzles();
  return sources;
}

function stdinSource(note?: (line: string) => void): InputSource {
  return { description: 'standard input', size: undefined, open: () => openInput('-', note) };
}

/** A file named on the command line: checked now with the messages openInput gives, opened later. */
async function fileSource(path: string, note?: (line: string) => void): Promise<InputSource> {
  let size: number | undefined;
  try {
    const info = await stat(path);
    if (info.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
    if (info.isSocket()) throw new Error('it is a socket');
    await access(path, constants.R_OK);
    size = info.isFile() ? info.size : undefined;
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : describeErrno(cause);
    throw new SudokuError('SUDOKU_IO', `cannot read ${path}: ${why}`, { cause });
  }
  return { description: path, size, open: () => openInput(path, note) };
}

/** The sources' total size, when every one's is known (for progress). */
export function totalSize(sources: readonly InputSource[]): number | undefined {
  let total = 0;
  for (const source of sources) {
    if (source.size === undefined) return undefined;
    total += source.size;
  }
  return total;
}
