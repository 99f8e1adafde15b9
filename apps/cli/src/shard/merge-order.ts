import { SudokuError } from '@sudoku/core';

/** What the merge knows of one shard's output before copying it. */
export interface ShardFile {
  path: string;
  /** The number (`index`) of its first and last JSON line; undefined for text or an empty file. */
  first?: number;
  last?: number;
  json: boolean;
  empty: boolean;
}

/**
 * The order the shards' outputs are joined in. JSON Lines carry their
 * puzzles' numbers, so they are ordered by them, and two that overlap (a
 * shard given twice, or parts of two runs) are refused. Text carries no
 * numbers: files go in their names' natural order (`part-2` before
 * `part-10`, as `ls -v` sorts), whatever order a shell glob gave them.
 * Empty files (a shard with no puzzles) go anywhere.
 */
export function mergeOrder(files: readonly ShardFile[]): ShardFile[] {
  const full = files.filter((f) => !f.empty);
  const json = full.filter((f) => f.json);
  if (json.length > 0 && json.length < full.length) {
    const text = full.find((f) => !f.json)!;
    throw new SudokuError(
      'SUDOKU_USAGE',
      `${json[0].path} holds JSON Lines but ${text.path} holds text: merge the outputs of one command and format`,
    );
  }
  if (json.length === 0) return [...files].sort((a, b) => naturalCompare(a.path, b.path));
  const ordered = [...json].sort((a, b) => a.first! - b.first!);
  for (let i = 1; i < ordered.length; i++) {
    const before = ordered[i - 1];
    const after = ordered[i];
    if (after.first! <= before.last!) {
      throw new SudokuError(
        'SUDOKU_USAGE',
        `${before.path} (puzzles ${before.first}-${before.last}) and ${after.path} (puzzles ${after.first}-${after.last}) overlap: are they shards of one run, each given once?`,
      );
    }
  }
  return ordered;
}

/** Compares names with their runs of digits taken as numbers: "part-2" < "part-10". */
export function naturalCompare(a: string, b: string): number {
  const split = (s: string) => s.split(/(\d+)/);
  const x = split(a);
  const y = split(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    if (i % 2 === 1) {
      const d = Number(x[i]) - Number(y[i]);
      if (d !== 0) return d;
    }
    return x[i] < y[i] ? -1 : 1;
  }
  return x.length - y.length;
}
