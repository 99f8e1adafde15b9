export * from './candidate-state.js';
export * from './count.js';
export * from './game-file.js';
export * from './game-state.js';
export * from './generate.js';
export * from './hint.js';
export * from './random.js';
export * from './random-grid.js';
export * from './rating.js';
export * from './search-tree.js';
export * from './split-search.js';
export * from './step.js';
export * from './step-solver.js';
export * from './symmetry.js';
export { findFish, SWORDFISH, X_WING } from './techniques/fish.js';
export {
  BOX_LINE_REDUCTION,
  findBoxLineReduction,
  findPointing,
  POINTING,
} from './techniques/intersections.js';
export {
  findHiddenSingle,
  findNakedSingle,
  HIDDEN_SINGLE,
  NAKED_SINGLE,
} from './techniques/singles.js';
export {
  findHiddenSubset,
  findNakedSubset,
  HIDDEN_PAIR,
  HIDDEN_TRIPLE,
  NAKED_PAIR,
  NAKED_TRIPLE,
} from './techniques/subsets.js';
export { findXyWing, XY_WING } from './techniques/wings.js';
