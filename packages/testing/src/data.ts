import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type Grid, parsePuzzles } from '@sudoku/core';

/**
 * The folder holding the full data sets: `$SUDOKU_DATA_DIR`, or
 * `../shared/data` beside the repository (found by walking up to the folder
 * with pnpm-workspace.yaml). Throws a clear error when neither exists: the
 * data tests are meant to fail, not skip, without their data.
 */
export function sharedDataDir(): string {
  const fromEnv = process.env.SUDOKU_DATA_DIR;
  if (fromEnv) return resolve(fromEnv);
  let dir = process.cwd();
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the repository root (pnpm-workspace.yaml)');
    dir = parent;
  }
  const data = join(dir, '..', 'shared', 'data');
  if (!existsSync(data)) {
    throw new Error(
      `the full data sets are not at ${data}; set SUDOKU_DATA_DIR or run only \`pnpm test\``,
    );
  }
  return data;
}

/** Absolute path of a file under the data folder, e.g. `puzzles/top95.txt`. */
export function dataFile(relative: string): string {
  return join(sharedDataDir(), relative);
}

/** Every puzzle of a data file, read with the tolerant reader. */
export function readDataPuzzles(relative: string): Grid[] {
  return parsePuzzles(readFileSync(dataFile(relative)));
}
