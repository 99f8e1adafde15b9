import { SudokuError, shownValue } from './errors.js';
import type { Grid } from './grid.js';

/** Bytes of one grid in the classic layout: 9 rows of 17 characters and a newline each. */
export const CLASSIC_GRID_BYTES = 162;
/** Bytes of one grid in the line layout: 81 characters and a newline. */
export const LINE_GRID_BYTES = 82;

/** The output layouts. */
export type GridFormat = 'grid' | 'line';

/**
 * Throws `SUDOKU_USAGE` unless `format` is a {@link GridFormat}: anything else
 * (such as "classic") would quietly be written as lines.
 */
export function assertGridFormat(format: unknown): asserts format is GridFormat {
  if (format !== 'grid' && format !== 'line') {
    throw new SudokuError('SUDOKU_USAGE', `format must be grid or line, got ${shownValue(format)}`);
  }
}

/**
 * Writes `grid` in the classic layout at `offset` of `out` and returns the
 * offset after it: "d d d d d d d d d\n" nine times, 0 for an empty cell.
 * Grids after the first are separated by one blank line: the caller writes
 * that `\n` (see {@link formatGrids}), so N grids take 163·N − 1 bytes.
 */
export function writeClassicGrid(grid: Grid, out: Uint8Array, offset: number): number {
  let o = offset;
  for (let r = 0; r < 81; r += 9) {
    for (let c = 0; c < 8; c++) {
      out[o++] = 48 + grid[r + c];
      out[o++] = 32;
    }
    out[o++] = 48 + grid[r + 8];
    out[o++] = 10;
  }
  return o;
}

/**
 * Overwrites just the 81 digits of a grid already laid out in the classic
 * layout at `offset` (spaces and newlines in place): the batch pipeline
 * copies an input in that exact layout and writes solutions over it.
 */
export function writeClassicDigits(
  grid: Uint8Array,
  gridOffset: number,
  out: Uint8Array,
  offset: number,
): void {
  for (let r = 0; r < 9; r++) {
    const row = offset + 18 * r;
    const cells = gridOffset + 9 * r;
    for (let c = 0; c < 9; c++) out[row + 2 * c] = 48 + grid[cells + c];
  }
}

/**
 * `count` blank grids laid out as {@link writeGridAt} writes grids after the
 * first (in the classic layout each after its blank separator line), digits
 * left as `0`, for {@link writeGridDigits} to fill: a hot loop that writes
 * many grids then writes 81 bytes per grid, not every space and newline.
 */
export function blankGrids(count: number, format: GridFormat): Uint8Array {
  assertGridFormat(format);
  const size = gridRecordBytes(format);
  const out = new Uint8Array(count * size);
  if (count === 0) return out;
  writeGridAt(new Uint8Array(81).fill(0), 1, format, out, 0);
  // Doubling copies: a handful of memmoves whatever the count.
  for (let filled = size; filled < out.length; filled *= 2) {
    out.copyWithin(filled, 0, Math.min(filled, out.length - filled));
  }
  return out;
}

/**
 * Fills the digits of the grid at `offset` of a buffer made by
 * {@link blankGrids} (its separator line included) with `grid`.
 */
export function writeGridDigits(
  grid: Uint8Array,
  format: GridFormat,
  out: Uint8Array,
  offset: number,
): void {
  if (format === 'grid') {
    writeClassicDigits(grid, 0, out, offset + 1);
    return;
  }
  for (let i = 0; i < 81; i++) {
    const v = grid[i];
    out[offset + i] = v === 0 ? 46 : 48 + v;
  }
}

/** Writes `grid` as 81 characters and a newline, `.` for an empty cell. */
export function writeLineGrid(grid: Grid, out: Uint8Array, offset: number): number {
  let o = offset;
  for (let i = 0; i < 81; i++) {
    const v = grid[i];
    out[o++] = v === 0 ? 46 : 48 + v;
  }
  out[o++] = 10;
  return o;
}

/**
 * Bytes of one grid after the first in `format`: in the classic layout the
 * grid and its blank separator line (163), else the line (82).
 */
export function gridRecordBytes(format: GridFormat): number {
  return format === 'grid' ? CLASSIC_GRID_BYTES + 1 : LINE_GRID_BYTES;
}

/** Bytes that `count` grids take in `format`, separators included. */
export function formattedSize(count: number, format: GridFormat): number {
  if (count === 0) return 0;
  return count * gridRecordBytes(format) - (format === 'grid' ? 1 : 0);
}

/**
 * Writes the `index`-th grid of a sequence: in the classic layout every grid
 * but the first is preceded by the blank separator line.
 */
export function writeGridAt(
  grid: Grid,
  index: number,
  format: GridFormat,
  out: Uint8Array,
  offset: number,
): number {
  if (format === 'line') return writeLineGrid(grid, out, offset);
  let o = offset;
  if (index > 0) out[o++] = 10;
  return writeClassicGrid(grid, out, o);
}

/** All grids in one buffer, exactly as a file should hold them. */
export function formatGrids(grids: readonly Grid[], format: GridFormat = 'grid'): Uint8Array {
  assertGridFormat(format);
  const out = new Uint8Array(formattedSize(grids.length, format));
  let o = 0;
  for (let i = 0; i < grids.length; i++) o = writeGridAt(grids[i], i, format, out, o);
  return out;
}

const decoder = /* @__PURE__ */ new TextDecoder();

/** {@link formatGrids} as a string, for small outputs and tests. */
export function formatGridsText(grids: readonly Grid[], format: GridFormat = 'grid'): string {
  return decoder.decode(formatGrids(grids, format));
}
