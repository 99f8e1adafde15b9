import { blankGrids, type Grid, gridRecordBytes, writeGridDigits } from '@sudoku/core';
import { SearchTree } from '@sudoku/engine';
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
 * Enumerates up to `budget` solutions of `grid` in the engine's canonical
 * order (the order of `enumerateSolutions`, which depends on the position
 * only), then stops and returns the rest of the search tree as sub-puzzles:
 * for each open branch, deepest first, the branch node's closed position with
 * each untried digit placed. Enumerating those one after another continues
 * the sequence exactly, as the parts of `splitSearch` do. So a host can hand
 * out slices of one tree to several workers and still concatenate their
 * solutions in order, and a capped run wastes at most a slice per worker.
 * With `keep`, solutions go to `onProgress` as file text in order, in a
 * buffer that is valid only during the call.
 */
export function enumerateSlice(
  grid: Grid,
  budget: number,
  onProgress: (count: number, chunk?: Uint8Array) => void,
  keep = false,
): SliceOutput {
  const tree = new SearchTree(grid);
  if (tree.conflicting) return { count: 0, rest: [] };
  // One frame per open branch: its cell, the digits not yet tried, its undo mark.
  const cells: number[] = [];
  const untried: number[] = [];
  const marks: number[] = [];
  let count = 0;
  const chunk = keep ? blankGrids(CHUNK_SOLUTIONS, 'grid') : undefined;
  let inChunk = 0;
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

  let cell = tree.close();
  for (;;) {
    if (cell === -1) {
      if (chunk) {
        writeGridDigits(tree.cells, 'grid', chunk, inChunk * SOLUTION_BYTES);
        if (++inChunk === CHUNK_SOLUTIONS) flush();
      }
      count++;
      if ((count & 1023) === 0 && performance.now() - last > PROGRESS_MS) flush();
      if (count >= budget) break;
    } else if (cell >= 0) {
      cells.push(cell);
      untried.push(tree.candidates(cell));
      marks.push(tree.mark);
    }
    // Next branch: the deepest frame with an untried digit.
    let depth = cells.length - 1;
    while (depth >= 0 && untried[depth] === 0) depth--;
    cells.length = untried.length = marks.length = depth + 1;
    if (depth < 0) break;
    tree.undo(marks[depth]);
    const bit = untried[depth] & -untried[depth];
    untried[depth] ^= bit;
    tree.place(cells[depth], 32 - Math.clz32(bit));
    cell = tree.close();
  }
  flush();
  const rest: Grid[] = [];
  for (let depth = cells.length - 1; depth >= 0; depth--) {
    tree.undo(marks[depth]);
    for (let m = untried[depth]; m !== 0; m &= m - 1) {
      const part = Uint8Array.from(tree.cells);
      part[cells[depth]] = 32 - Math.clz32(m & -m);
      rest.push(part);
    }
  }
  return { count, rest };
}
