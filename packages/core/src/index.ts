/**
 * `@sudoku/core`: the grid and its units, reading and writing puzzle files,
 * the solver contract every strategy implements, the outcome words
 * (docs/outcomes.md) and the errors. `@sudoku/core/batch` holds the fast
 * paths for files of a million puzzles; `@sudoku/core/kernel` the machinery
 * the strategies share (not part of the contract).
 *
 * @module
 */

export { computeCandidates } from './candidates.js';
export type { ChunkStream } from './chunk-source.js';
export {
  type Conflict,
  describeConflict,
  findConflicts,
  hasConflict,
} from './conflicts.js';
export {
  ALL_DIGITS,
  bitCount,
  bitDigit,
  digitBit,
  digitCount,
  LOWEST_DIGIT,
  maskDigits,
  POPCOUNT,
} from './digits.js';

export {
  isSudokuError,
  PuzzleFormatError,
  SudokuError,
  type SudokuErrorCode,
  type TextLocation,
} from './errors.js';
export {
  assertGrid,
  countGivens,
  createGrid,
  type Grid,
  gridsEqual,
  gridToString,
  isValidSolution,
  keepsClues,
  parseGrid,
} from './grid.js';
export {
  PUZZLE_STATUSES,
  type PuzzleStatus,
  type StopReason,
} from './outcome.js';
export {
  parsePuzzles,
  readPuzzleBatches,
} from './parse-puzzles.js';
export {
  choiceOption,
  defineSolver,
  describeStrategyOption,
  isSolverPlugin,
  numberOption,
  rejectUnknownOptions,
  type SolverOptions,
  type SolverPlugin,
  STRATEGY_NAME,
  type StrategyOption,
  wholeNumberOption,
} from './plugin.js';
export {
  type FormatErrorSink,
  PuzzleReader,
  type PuzzleSink,
} from './reader.js';
export {
  installedStrategyNames,
  isPathSpecifier,
  listSolvers,
  loadSolver,
  type SolverHost,
} from './registry.js';
export {
  POLL_INTERVAL,
  runSearch,
  type SearchContext,
  type SearchCounters,
} from './search.js';
export type {
  InvalidResult,
  ResultBase,
  SolvedResult,
  SolveOptions,
  SolveResult,
  Solver,
  SolveStats,
  SolveStatus,
  StoppedResult,
  UnsolvableResult,
} from './solver.js';
export {
  BOX_OF,
  CELL_COUNT,
  COL_OF,
  cellName,
  ORDERS_OF_THREE,
  PEERS,
  ROW_OF,
  UNIT_CELLS,
  type UnitKind,
  unitKind,
  unitName,
} from './units.js';
export {
  assertGridFormat,
  formatGrids,
  formatGridsText,
  type GridFormat,
} from './writer.js';
