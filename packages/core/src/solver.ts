import type { Conflict } from './conflicts.js';
import type { Grid } from './grid.js';
import type { StopReason } from './outcome.js';

/** What a caller may ask of any strategy. */
export interface SolveOptions {
  /**
   * Stop after this many solutions: a whole number ≥ 1 or Infinity (default
   * 1; anything else throws `SUDOKU_USAGE`). With a cap above 1 the search
   * counts solutions; `solutionCount` then says how many were found and
   * `exhaustive` whether that is all of them.
   */
  maxSolutions?: number;
  /**
   * Called with every solution found, in the strategy's deterministic order.
   * The grid is a fresh copy the callee may keep. Return `false` to stop.
   */
  onSolution?: (solution: Grid, index: number) => unknown;
  /**
   * Stops the search when aborted. It is polled every few thousand nodes, so a
   * signal aborted from `onSolution`, from another thread through shared state
   * or before the call is honoured; a timer cannot fire inside a synchronous
   * search, so use `timeLimitMs` for deadlines.
   */
  signal?: AbortSignal;
  /** Give up (status `timeout`) after this many milliseconds of searching (a number ≥ 0). */
  timeLimitMs?: number;
}

/** Counters every strategy reports. Strategy-specific extras sit beside them. */
export interface SolveStats {
  /** Search nodes visited (positions examined). */
  nodes: number;
  /** Branch points where more than one digit was tried. */
  guesses: number;
  /** Dead ends: positions abandoned because some cell or digit had no place. */
  backtracks: number;
  /** Wall time of the search in milliseconds. */
  elapsedMs: number;
  /** Anything else a strategy measures (peak open-set size, passes, …). */
  [extra: string]: number;
}

/** What every result of `solve` carries. */
export interface ResultBase {
  stats: SolveStats;
}

/** At least one solution was found. */
export interface SolvedResult extends ResultBase {
  status: 'solved';
  /** The first solution in the strategy's order. */
  solution: Grid;
  /** Solutions found, at most `maxSolutions`. */
  solutionCount: number;
  /** True when the search space was exhausted, so `solutionCount` is the exact total. */
  exhaustive: boolean;
}

/** The whole search space was explored and holds no solution. */
export interface UnsolvableResult extends ResultBase {
  status: 'unsolvable';
}

/** The givens repeat a digit in some unit; nothing was searched. */
export interface InvalidResult extends ResultBase {
  status: 'invalid';
  conflicts: Conflict[];
}

/** The time limit (`timeout`) or the signal (`aborted`) stopped the search first. */
export interface StoppedResult extends ResultBase {
  status: StopReason;
  solutionCount: number;
  /** The first solution, if one was found before the stop. */
  solution?: Grid;
}

/** The outcome of a search: data, never an exception. */
export type SolveResult = SolvedResult | UnsolvableResult | InvalidResult | StoppedResult;

/** Every possible `status`. */
export type SolveStatus = SolveResult['status'];

/**
 * A configured strategy. `solve` is synchronous and pure: it reads the puzzle,
 * never changes it, and gives the same result for the same input.
 */
export interface Solver {
  /** The strategy name, as in `--strategy NAME`. */
  readonly name: string;
  /**
   * Throws `SUDOKU_BAD_GRID` only for input that is not a grid, and
   * `SUDOKU_USAGE` for options outside {@link SolveOptions}' ranges.
   */
  solve(puzzle: Grid, options?: SolveOptions): SolveResult;
}
