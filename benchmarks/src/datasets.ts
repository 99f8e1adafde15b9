import type { Grid } from '@sudoku/core';
import { generateGrid, SEED_GRIDS } from '@sudoku/generator';
import dfs from '@sudoku/solver-dfs';
import { punchHolesAll } from './holed-puzzles.js';
import { createRandom, randomInt, sampleIndices } from './random.js';

/** A named list of puzzles, possibly a fixed sample of a bigger file. */
export interface Dataset {
  id: string;
  label: string;
  puzzles: Grid[];
  /** Puzzles in the whole source (the sample is `puzzles.length` of them). */
  total: number;
}

/** Seed of every sample and of the assignment-style puzzles: same run, same puzzles. */
export const SAMPLE_SEED = 20181;

const FILES = {
  '17-clue': { file: 'puzzles/17-clue.txt', label: '17-clue (Royle)' },
  top1465: { file: 'puzzles/magictour-top1465.txt', label: 'magictour top1465' },
  top95: { file: 'puzzles/top95.txt', label: 'top95' },
  'forum-hardest-20': { file: 'puzzles/forum-hardest-20.txt', label: 'forum-hardest-20' },
} as const;

export type DataFileId = keyof typeof FILES;

/**
 * Every puzzle of a data file from ../shared/data beside the repository (or
 * $SUDOKU_DATA_DIR). A missing file fails with a message that says where the
 * data was looked for, never with an empty table.
 */
async function readDataSet(id: DataFileId): Promise<Grid[]> {
  const { file } = FILES[id];
  let all: Grid[];
  try {
    const { readDataPuzzles } = await import('@sudoku/testing/data');
    all = readDataPuzzles(file);
  } catch (cause) {
    throw new Error(
      `cannot read the data set ${file}: ${(cause as Error).message} (the benchmarks read ../shared/data beside the repository, or SUDOKU_DATA_DIR)`,
      { cause },
    );
  }
  if (all.length === 0) throw new Error(`the data set ${file} holds no puzzles`);
  return all;
}

/** A data file sampled to at most `limit` puzzles (a fixed sample, in file order). */
export async function loadDataFile(
  id: DataFileId,
  limit = Number.POSITIVE_INFINITY,
): Promise<Dataset> {
  const all = await readDataSet(id);
  const picked = sampleIndices(all.length, Math.min(limit, all.length), SAMPLE_SEED);
  const puzzles = picked.map((i) => all[i]);
  const { label } = FILES[id];
  const sampled = puzzles.length < all.length;
  return {
    id,
    label: sampled ? `${label} (${puzzles.length} of ${all.length})` : label,
    puzzles,
    total: all.length,
  };
}

/** The first `count` puzzles of a data file (all of them when it holds fewer). */
export async function loadDataHead(id: DataFileId, count: number): Promise<Dataset> {
  const all = await readDataSet(id);
  const puzzles = all.slice(0, count);
  const { label } = FILES[id];
  return {
    id,
    label: puzzles.length < all.length ? `${label} (first ${puzzles.length})` : label,
    puzzles,
    total: all.length,
  };
}

/**
 * Completed grids from the classic generator at scattered indices (its
 * neighbours differ only in a band order, which would make a dull sample).
 */
export function scatteredGrids(count: number, seed = SAMPLE_SEED): Grid[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => generateGrid(randomInt(random, SEED_GRIDS)));
}

/** The assignment's workload: generator grids with 4 random blanks per box (36 holes). */
export function assignmentPuzzles(count: number, seed = SAMPLE_SEED): Dataset {
  return {
    id: 'assignment',
    label: `assignment-style, 36 holes (${count})`,
    puzzles: punchHolesAll(scatteredGrids(count, seed), seed),
    total: count,
  };
}

/**
 * Assignment-style puzzles with exactly one solution (about three in four
 * have one): the only puzzles `sudoku rate` and `hint` accept. Drawn in
 * seeded batches until there are `count`, so the same seed gives the same list.
 */
export function uniqueAssignmentPuzzles(count: number, seed = SAMPLE_SEED): Dataset {
  const solver = dfs.create();
  const puzzles: Grid[] = [];
  for (let batch = 0; puzzles.length < count; batch++) {
    const wanted = count - puzzles.length;
    const drawn = assignmentPuzzles(Math.ceil(wanted * 1.4) + 10, seed + batch).puzzles;
    for (const puzzle of drawn) {
      if (puzzles.length === count) break;
      const result = solver.solve(puzzle, { maxSolutions: 2 });
      if (result.status === 'solved' && result.solutionCount === 1) puzzles.push(puzzle);
    }
  }
  return {
    id: 'assignment-unique',
    label: `assignment-style, 36 holes, one solution each (${count})`,
    puzzles,
    total: count,
  };
}
