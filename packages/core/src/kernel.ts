/**
 * `@sudoku/core/kernel`: the machinery the strategies and the engine share,
 * not part of the public contract (it follows their needs, not semver): the
 * band bitboards and their placing kernel, the candidate board with its undo
 * trail, the one reusable search state per instance, the bytes of the
 * text layouts, and the checks every call runs on its options.
 *
 * Hot loops read tables through a module constant of their own file
 * (`const ROW = ROW_OF`) or a field read into a local, never through an
 * imported binding: optimised code re-checks an imported binding, a live
 * cell, at every use, which cost the dfs, astar and iddfs searches 2-15%
 * (docs/performance.md).
 */

export { shownValue } from './errors.js';
export {
  BAND_ALL,
  KEEP_IN_BAND,
  KEEP_OFF_COLUMN,
  PLACED_BOARDS,
  placeOnBands,
  placeRowsOnBands,
} from './kernel/band-boards.js';
export { CandidateBoard, DEAD_END, SOLVED } from './kernel/candidate-board.js';
export { reusableState } from './kernel/reusable-state.js';
export { CR, DOT, FF, LF, NINE, SPACE, TAB, VT, ZERO } from './kernel/text-bytes.js';
export {
  assertFlag,
  assertFunction,
  assertSignal,
  assertSolutionCap,
  assertSolveOptions,
  assertTimeLimit,
  readOptions,
} from './options.js';
