import type { Grid } from '@sudoku/core';
import { blankGrids, gridRecordBytes, writeGridDigits } from '@sudoku/core/batch';
import { enumerateSolutions } from '@sudoku/engine';
import { PROGRESS_MS } from './protocol.js';

/** Bytes of one solution in the file: a blank separator line, then 9 lines of 9 digits. */
export const SOLUTION_BYTES = gridRecordBytes('grid');
/** Solutions per chunk sent to the page: about 1.3 MB, a millisecond to copy into a Blob. */
const CHUNK_SOLUTIONS = 8192;

export interface SliceOutput {
  count: number;
  /** The unsearched rest of the tree, in canonical order (empty when the grid is done). */
  rest: Grid[];
}

/**
 * One slice of an enumeration: up to `budget` solutions of `grid` in the
 * engine's canonical order, and the rest of its search tree as sub-puzzles
 * (`enumerateSolutions`' `rest`), so the page can hand out slices of one
 * tree to several workers, concatenate their solutions in order, and waste
 * at most a slice per worker when it stops. With `keep`, solutions go to
 * `onProgress` as file text in order, in a buffer valid only during the call.
 */
export function enumerateSlice(
  grid: Grid,
  budget: number,
  onProgress: (count: number, chunk?: Uint8Array) => void,
  keep = false,
): SliceOutput {
  const chunk = keep ? blankGrids(CHUNK_SOLUTIONS, 'grid') : undefined;
  let inChunk = 0;
  let count = 0;
  let last = performance.now();
  const flush = (): void => {
    if (chunk && inChunk > 0) {
      // The receiver copies the bytes (into a Blob): the buffer is written over from its start.
      onProgress(count, chunk.subarray(0, inChunk * SOLUTION_BYTES));
      inChunk = 0;
    } else {
      onProgress(count);
    }
    last = performance.now();
  };
  const { rest = [] } = enumerateSolutions(grid, {
    maxSolutions: budget,
    shareGrid: true,
    rest: true,
    onSolution(solution) {
      if (chunk) {
        writeGridDigits(solution, 'grid', chunk, inChunk * SOLUTION_BYTES);
        if (++inChunk === CHUNK_SOLUTIONS) flush();
      }
      count++;
      if ((count & 1023) === 0 && performance.now() - last > PROGRESS_MS) flush();
    },
  });
  flush();
  return { count, rest };
}
