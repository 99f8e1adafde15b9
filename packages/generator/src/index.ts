export { BLOCK_BYTES, BLOCK_GRIDS, GRID_RECORD_BYTES } from './block-renderer.js';
export {
  assertCornerDigit,
  cornerDigitFromStudentId,
  DEFAULT_CORNER_DIGIT,
} from './corner-digit.js';
export { firstRowAt, firstRowRank, nextFirstRow } from './first-row.js';
export { generateGrid, gridIndexOf } from './generate-grid.js';
export { assertGridRange } from './grid-range.js';
export {
  createGridWriter,
  encodeGrids,
  type GridWriter,
  type GridWriterOptions,
  gridBytes,
  writeGrids,
} from './grid-writer.js';
export {
  FIRST_ROWS,
  MAX_GRIDS,
  PATTERN_COUNT,
  SEED_GRIDS,
  SEED_PATTERNS,
  SHIFT_PATTERNS,
} from './shift-patterns.js';
