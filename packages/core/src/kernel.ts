/**
 * `@sudoku/core/kernel`: the machinery the strategies and the engine share,
 * not part of the public contract (it follows their needs, not semver): the
 * band bitboards and their placing kernel, the candidate board with its undo
 * trail, the one reusable search state per instance, and the bytes of the
 * text layouts.
 *
 * Hot loops read tables through a module constant of their own file
 * (`const ROW = ROW_OF`) or a field read into a local, never through an
 * imported binding: optimised code re-checks an imported binding, a live
 * cell, at every use, which cost the dfs, astar and iddfs searches 2-15%
 * (docs/performance.md).
 */
export * from './kernel/band-boards.js';
export * from './kernel/candidate-board.js';
export * from './kernel/reusable-state.js';
export * from './kernel/text-bytes.js';
