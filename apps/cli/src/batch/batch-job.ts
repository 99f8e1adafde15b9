import { formattedSize, type Grid, type GridFormat, type Solver, writeGridAt } from '@sudoku/core';

/** Per-puzzle outcome codes carried in a batch's `statuses`. */
export const PUZZLE_SOLVED = 0;
export const PUZZLE_UNSOLVABLE = 1;
export const PUZZLE_INVALID = 2;
export const PUZZLE_ABORTED = 3;

/** A run of consecutive puzzles, packed 81 cells each. */
export interface BatchJob {
  /** Position of this batch in the input (0-based); results are written in this order. */
  index: number;
  /** Input position (0-based) of the batch's first puzzle. */
  first: number;
  count: number;
  cells: Uint8Array;
}

/** A solved batch: the formatted bytes to write, and one status per puzzle. */
export interface BatchResult extends BatchJob {
  statuses: Uint8Array;
  output: Uint8Array;
}

/**
 * Solves every puzzle of a batch and formats the results straight into one
 * buffer: a solution, or the puzzle exactly as given when it has none (so
 * puzzle i stays grid i of the output). Runs in worker threads and, with
 * `--threads 1`, in the main thread.
 */
export function solveBatch(solver: Solver, job: BatchJob, format: GridFormat): BatchResult {
  const { first, count, cells } = job;
  // Every grid but the very first of the run carries its separator line.
  const size = formattedSize(first + count, format) - formattedSize(first, format);
  const output = new Uint8Array(size);
  const statuses = new Uint8Array(count);
  const solution = new Uint8Array(81);
  let offset = 0;
  for (let k = 0; k < count; k++) {
    const status = solveOne(solver, cells, k * 81, solution);
    const grid = status === PUZZLE_SOLVED ? solution : cells.subarray(k * 81, k * 81 + 81);
    if (status !== PUZZLE_SOLVED) statuses[k] = status;
    offset = writeGridAt(grid, first + k, format, output, offset);
  }
  return { ...job, statuses, output };
}

/** The puzzle at `cells[at…]` into `out`, through the strategy's allocation-free path when it has one. */
function solveOne(solver: Solver, cells: Uint8Array, at: number, out: Grid): number {
  if (solver.solveFirst) return STATUS_CODE[solver.solveFirst(cells, at, out, 0)];
  const result = solver.solve(cells.subarray(at, at + 81));
  if (result.status === 'solved') out.set(result.solution);
  return STATUS_CODE[result.status];
}

const STATUS_CODE = {
  solved: PUZZLE_SOLVED,
  unsolvable: PUZZLE_UNSOLVABLE,
  invalid: PUZZLE_INVALID,
  aborted: PUZZLE_ABORTED,
} as const;
