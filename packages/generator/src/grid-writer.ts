import { SudokuError } from '@sudoku/core';
import { assertByteRange } from '@sudoku/core/batch';
import { readOptions, shownValue } from '@sudoku/core/kernel';
import {
  BLOCK_BYTES,
  BLOCK_GRIDS,
  createBlockRenderer,
  GRID_RECORD_BYTES,
} from './block-renderer.js';
import { assertCornerDigit, DEFAULT_CORNER_DIGIT } from './corner-digit.js';
import { assertGridRange } from './grid-range.js';

/** Bytes that `count` grids take in the classic layout: 163·count − 1 (0 for none). */
export function gridBytes(count: number): number {
  return count === 0 ? 0 : count * GRID_RECORD_BYTES - 1;
}

export interface GridWriterOptions {
  /** Number of grids to write. */
  count: number;
  /** Index of the first grid (default 0). */
  start?: number;
  /** Top-left digit of every grid, 1-9 (default 8). */
  cornerDigit?: number;
  /**
   * Size of the reused buffer, rounded down to whole blocks of 5,868 bytes
   * (at least one, at most what `count` needs; default 1 MiB).
   */
  chunkBytes?: number;
  /** Use the WebAssembly inner loop when the runtime has it (default true); false forces plain JS. */
  wasm?: boolean;
}

/** The keys of {@link GridWriterOptions}. */
const WRITER_OPTIONS = ['count', 'start', 'cornerDigit', 'chunkBytes', 'wasm'] as const;

/** Streams grids `start` … `start + count − 1` as one classic-format byte stream. */
export interface GridWriter {
  /** Bytes of the whole stream: 163·count − 1. */
  readonly totalBytes: number;
  /**
   * The next bytes of the stream, or null when it is done. The array is a view
   * of one reused buffer: write it out (or copy it) before the next call.
   */
  nextChunk(): Uint8Array | null;
}

/**
 * A writer that fills one reused buffer per call, so a million grids (163 MB)
 * stream to a file with flat memory. Throws `SUDOKU_USAGE` for a bad corner
 * digit, a range past {@link MAX_GRIDS} or an option it does not know.
 */
export function createGridWriter(options: GridWriterOptions): GridWriter {
  // Unknown keys throw, as everywhere in the toolkit: `cornrDigit: 3` must not quietly write corner 8.
  const {
    count,
    start = 0,
    cornerDigit = DEFAULT_CORNER_DIGIT,
    chunkBytes = 1 << 20,
    wasm = true,
  } = readOptions('createGridWriter', options, WRITER_OPTIONS);
  assertCornerDigit(cornerDigit);
  assertGridRange(start, count);
  if (!(chunkBytes > 0)) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `chunkBytes must be a positive number, got ${shownValue(chunkBytes)}`,
    );
  }
  const end = start + count;
  const endBlock = Math.ceil(end / BLOCK_GRIDS);
  // No bigger than the stream needs: one grid costs one block, not a megabyte.
  const needed = Math.max(1, endBlock - Math.floor(start / BLOCK_GRIDS));
  const blocksPerChunk = Math.min(needed, Math.max(1, Math.floor(chunkBytes / BLOCK_BYTES)));
  const renderer = createBlockRenderer(cornerDigit, blocksPerChunk, wasm);
  const bytes = renderer.bytes;
  let next = start;

  return {
    totalBytes: gridBytes(count),
    nextChunk() {
      if (next >= end) return null;
      const first = Math.floor(next / BLOCK_GRIDS);
      const last = Math.min(first + blocksPerChunk, endBlock);
      for (let b = first; b < last; b++) {
        renderer.render(b - first, b);
      }
      const stop = Math.min(end, last * BLOCK_GRIDS);
      const from = (next - first * BLOCK_GRIDS) * GRID_RECORD_BYTES;
      // The stream's last grid ends with its last row's newline: no separator.
      const to = (stop - first * BLOCK_GRIDS) * GRID_RECORD_BYTES - (stop === end ? 1 : 0);
      next = stop;
      return bytes.subarray(from, to);
    },
  };
}

/**
 * Writes grids `start` … `start + count − 1` in the classic layout at
 * `offset` of `out` (163·count − 1 bytes, no separator after the last grid)
 * and returns the offset after them. To continue a stream in the same buffer,
 * write one `\n` and call again with the next `start`.
 */
export function writeGrids(
  out: Uint8Array,
  offset: number,
  start: number,
  count: number,
  cornerDigit: number = DEFAULT_CORNER_DIGIT,
): number {
  assertGridRange(start, count);
  assertByteRange('writeGrids', 'out', out, 'offset', offset, gridBytes(count));
  const writer = createGridWriter({ count, start, cornerDigit, chunkBytes: 1 << 16 });
  let o = offset;
  for (let chunk = writer.nextChunk(); chunk !== null; chunk = writer.nextChunk()) {
    out.set(chunk, o);
    o += chunk.length;
  }
  return o;
}

/** Grids `start` … `start + count − 1` as a new buffer holding exactly what a file should. */
export function encodeGrids(
  start: number,
  count: number,
  cornerDigit: number = DEFAULT_CORNER_DIGIT,
): Uint8Array {
  assertGridRange(start, count);
  const out = new Uint8Array(gridBytes(count));
  writeGrids(out, 0, start, count, cornerDigit);
  return out;
}
