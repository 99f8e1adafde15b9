import type { FirstSolutionStatus } from './batch.js';
import { assertSolveFirstBuffers } from './byte-range.js';
import { findConflicts, hasConflict } from './conflicts.js';
import { assertGrid, type Grid } from './grid.js';
import { assertSolveOptions } from './options.js';
import type { StopReason } from './outcome.js';
import type { SolveOptions, SolveResult, SolveStats } from './solver.js';

/** How often (in nodes) a search should call {@link SearchContext.shouldStop}. */
export const POLL_INTERVAL = 4096;

/**
 * What {@link runSearch} hands a strategy's search function: the caps, and
 * the place to report solutions. Strategies keep their own counters in locals
 * (fast) and return them at the end.
 */
export interface SearchContext {
  /** Stop once this many solutions have been reported. */
  readonly maxSolutions: number;
  /**
   * Reports one solution (the context copies it). Returns true when the search
   * must stop now: the cap is reached, the callback said stop, or an abort.
   */
  report(cells: ArrayLike<number>): boolean;
  /** Polls the abort signal and time limit; true when the search must stop. */
  shouldStop(): boolean;
}

/** Counters a search returns; extras (e.g. `peakOpen`) are passed through to the stats. */
export interface SearchCounters {
  nodes: number;
  guesses: number;
  backtracks: number;
  [extra: string]: number;
}

class Context implements SearchContext {
  readonly maxSolutions: number;
  first: Grid | undefined;
  count = 0;
  /** Why the search stopped early, once it has. */
  stopped: StopReason | undefined;
  capped = false;
  private readonly options: SolveOptions;
  private readonly deadline: number;

  constructor(options: SolveOptions, start: number) {
    this.options = options;
    this.maxSolutions = options.maxSolutions ?? 1;
    this.deadline = options.timeLimitMs === undefined ? Infinity : start + options.timeLimitMs;
  }

  report(cells: ArrayLike<number>): boolean {
    const grid = Uint8Array.from(cells);
    if (this.count === 0) this.first = grid;
    const index = this.count++;
    const onSolution = this.options.onSolution;
    if (onSolution && onSolution(index === 0 ? Uint8Array.from(grid) : grid, index) === false) {
      this.capped = true;
      return true;
    }
    if (this.count >= this.maxSolutions) {
      this.capped = true;
      return true;
    }
    return this.shouldStop();
  }

  shouldStop(): boolean {
    if (this.stopped) return true;
    if (this.options.signal?.aborted) this.stopped = 'aborted';
    else if (this.deadline !== Infinity && performance.now() > this.deadline)
      this.stopped = 'timeout';
    return this.stopped !== undefined;
  }
}

/**
 * The frame every strategy runs its search in, so all of them treat input the
 * same way: checks the grid's shape (throws `SUDOKU_BAD_GRID`) and the
 * options (throws `SUDOKU_USAGE`), reports conflicting givens as `invalid`
 * without searching, honours a pre-aborted signal, times the search and turns
 * the counters into a {@link SolveResult}.
 */
export function runSearch(
  puzzle: Grid,
  options: SolveOptions | undefined,
  search: (puzzle: Grid, context: SearchContext) => SearchCounters,
): SolveResult {
  assertGrid(puzzle);
  assertSolveOptions(options);
  const start = performance.now();
  const opts = options ?? {};
  const stats = (counters: SearchCounters | undefined): SolveStats => ({
    ...(counters ?? { nodes: 0, guesses: 0, backtracks: 0 }),
    elapsedMs: performance.now() - start,
  });
  if (hasConflict(puzzle)) {
    return { status: 'invalid', conflicts: findConflicts(puzzle), stats: stats(undefined) };
  }
  const context = new Context(opts, start);
  if (context.shouldStop())
    return { status: context.stopped!, solutionCount: 0, stats: stats(undefined) };
  const counters = search(puzzle, context);
  const s = stats(counters);
  const status = context.stopped;
  if (status) {
    return context.first
      ? { status, solutionCount: context.count, solution: context.first, stats: s }
      : { status, solutionCount: 0, stats: s };
  }
  if (context.first === undefined) return { status: 'unsolvable', stats: s };
  return {
    status: 'solved',
    solution: context.first,
    solutionCount: context.count,
    exhaustive: !context.capped,
    stats: s,
  };
}

/** What {@link createSolveFirst} hands the search: stop at the first solution, written where asked. */
class FirstSolutionContext implements SearchContext {
  readonly maxSolutions = 1;
  found = false;
  constructor(
    private readonly out: Uint8Array,
    private readonly outOffset: number,
  ) {}

  report(cells: ArrayLike<number>): boolean {
    for (let i = 0; i < 81; i++) this.out[this.outOffset + i] = cells[i];
    this.found = true;
    return true;
  }

  shouldStop(): boolean {
    return false;
  }
}

/**
 * A `solveFirst` (`@sudoku/core/batch`'s `FirstSolutionPath`) for a strategy's search, the one its `solve`
 * runs in {@link runSearch}: the same checks (a bad grid throws, conflicting
 * givens are `invalid` without search; a range outside `cells` or `out`
 * throws `SUDOKU_USAGE`, see {@link assertSolveFirstBuffers}) and the same first solution, minus
 * what a batch does not need: the clock, the result and stats objects and
 * two copies of the solution. The CLI's batch paths call `solveFirst` for
 * every puzzle; through `solve` those extras were a tenth of a whole 17-clue
 * run with iddfs.
 */
export function createSolveFirst(
  search: (puzzle: Grid, context: SearchContext) => SearchCounters,
): (cells: Uint8Array, offset: number, out: Uint8Array, outOffset: number) => FirstSolutionStatus {
  return (cells, offset, out, outOffset) => {
    assertSolveFirstBuffers(cells, offset, out, outOffset);
    const puzzle = cells.subarray(offset, offset + 81);
    assertGrid(puzzle);
    if (hasConflict(puzzle)) return 'invalid';
    const context = new FirstSolutionContext(out, outOffset);
    search(puzzle, context);
    return context.found ? 'solved' : 'unsolvable';
  };
}
