import { type Grid, POLL_INTERVAL, type SearchContext, type SearchCounters } from '@sudoku/core';
import { CandidateBoard, DEAD_END, reusableState, SOLVED } from '@sudoku/core/kernel';

/**
 * Nodes the limited pass may visit, once it has cut something off, before it
 * gives up and leaves the rest to the unlimited pass (a tenth of a second). The
 * seed has no such bound and never finishes on a nearly empty grid: the
 * empty grid's first solution lies 48 branch levels down, and the tree cut
 * at 24 levels is astronomically wide. Real puzzles stay below it: at most
 * 4,093 nodes with hidden singles on all of 17-clue (docs/performance.md).
 */
export const DEFAULT_PASS_BUDGET = 100_000;

/** The first pass's limit: 24 levels, which experiments found a reasonable first depth. */
export const DEFAULT_DEPTH_LIMIT = 24;

/**
 * What each node fills before branching: `naked` fills the cells with one
 * candidate left; `hidden` also fills digits with one place
 * left in a row, column or box, which cuts the tree on 17-clue puzzles by
 * three orders of magnitude.
 */
export type SinglesMode = 'hidden' | 'naked';

/** The choices of the `singles` option, default first. */
export const SINGLES_MODES: readonly SinglesMode[] = ['hidden', 'naked'];

/**
 * The Qt game's iterative deepening (`search_dfs_ID`): at every node fill every
 * naked single, then branch on the empty cell with the fewest candidates,
 * digits in increasing order. A first pass stops at `depthLimit` branch
 * levels, then an unlimited pass runs from the root, as in the original's
 * `search_dfs_ID(start, 0, false) || search_dfs_ID(start, 0, true)`, but
 * only when the first was cut off somewhere or ran out of its node budget.
 *
 * Where the original copies an 81×10 boolean node per child, this searches on
 * one `CandidateBoard` (core's kernel), undoing a branch by popping its
 * trail: a search node allocates nothing.
 *
 * Counting stays exact across the two passes: both grow the same tree in
 * the same order (the search is deterministic and the limit only prunes),
 * and every solution sits at one leaf with one branch depth. The first pass
 * reports solutions at depth ≤ limit in tree order; the second skips as many
 * of the shallow ones as the first reported (the same ones, in the same
 * order) and reports the rest, so each is reported once even when the first
 * pass stopped early on its node budget; see docs/strategies/iddfs.md.
 */
class IterativeDeepening extends CandidateBoard {
  /** Branch points allowed below the root in this pass (Infinity in the unlimited pass). */
  limit = Infinity;
  /** Nodes at which this pass gives up (the limited pass's budget). */
  nodeBudget = Infinity;
  /** True once the pass ran out of its budget. */
  outOfBudget = false;
  /** Solutions at this depth or shallower may have been reported by the previous pass… */
  reportedUpTo = -1;
  /** …namely the first this many of them, in tree order. */
  shallowToSkip = 0;
  /** Solutions reported in this solve. */
  reported = 0;

  nodes = 0;
  guesses = 0;
  backtracks = 0;
  depthCutoffs = 0;
  maxDepth = 0;
  context: SearchContext | null = null;

  /**
   * Loads a puzzle and resets every counter, so one instance serves many
   * solves: its typed arrays cost more to allocate than an easy puzzle takes
   * to solve.
   */
  start(puzzle: Grid, context: SearchContext, depthLimit: number): void {
    this.context = context;
    this.limit = depthLimit;
    this.reportedUpTo = -1;
    this.nodes = this.guesses = this.backtracks = 0;
    this.depthCutoffs = this.maxDepth = this.shallowToSkip = this.reported = 0;
    this.nodeBudget = Infinity;
    this.outOfBudget = false;
    this.load(puzzle);
  }

  /** Starts a pass from the root; false when the root is dead on arrival. */
  startPass(): boolean {
    this.undo(0);
    return this.queueSingles();
  }

  /** One node at branch depth `depth`. Returns true when the search must stop. */
  search(depth: number): boolean {
    if (++this.nodes % POLL_INTERVAL === 0 && this.context?.shouldStop()) return true;
    // Only a pass that has cut something off gives up: until then it has
    // grown exactly the unlimited pass's tree, and handing over would redo it.
    if (this.nodes > this.nodeBudget && this.depthCutoffs > 0) {
      this.outOfBudget = true;
      return true;
    }
    if (depth > this.maxDepth) this.maxDepth = depth;
    const mark = this.trailLength;
    const cell = this.close();
    if (cell === DEAD_END) {
      this.backtracks++;
      this.undo(mark);
      return false;
    }
    if (cell === SOLVED) {
      let stop = false;
      if (depth > this.reportedUpTo || this.shallowToSkip-- <= 0) {
        this.reported++;
        stop = this.context?.report(this.cells) === true;
      }
      this.undo(mark);
      return stop;
    }
    if (depth >= this.limit) {
      // The original enters the children and returns at once (`depth > 24`); not
      // entering them prunes the same subtrees.
      this.depthCutoffs++;
      this.undo(mark);
      return false;
    }
    this.guesses++;
    let m = this.candidates[cell];
    while (m) {
      const bit = m & -m;
      m ^= bit;
      const branch = this.trailLength;
      this.place(cell, bit);
      if (this.dead) {
        // A digit that empties a peer is a dead child, never entered: the
        // original's `fill` returning 0.
        this.backtracks++;
      } else if (this.search(depth + 1)) {
        this.undo(mark);
        return true;
      }
      this.undo(branch);
    }
    this.undo(mark);
    return false;
  }
}

/** How the passes are set up. */
export interface DeepeningSettings {
  /** Branch levels the limited pass may go down (24 by default). */
  depthLimit: number;
  /** Nodes the limited pass may visit before the unlimited pass takes over. */
  passBudget: number;
  /** Fill hidden singles too (default) or naked singles only (as the original). */
  singles: SinglesMode;
}

/** The iterative-deepening search for core's `runSearch`. */
export function createIterativeDeepeningSearch(
  settings: Partial<DeepeningSettings> = {},
): (puzzle: Grid, context: SearchContext) => SearchCounters {
  const depthLimit = settings.depthLimit ?? DEFAULT_DEPTH_LIMIT;
  const passBudget = settings.passBudget ?? DEFAULT_PASS_BUDGET;
  const hiddenSingles = settings.singles !== 'naked';
  const withState = reusableState(() => new IterativeDeepening(hiddenSingles));
  return (puzzle, context) =>
    withState((state) => runPasses(state, puzzle, context, depthLimit, passBudget));
}

/** The limited pass, then the unlimited one when the first may have missed something. */
function runPasses(
  state: IterativeDeepening,
  puzzle: Grid,
  context: SearchContext,
  depthLimit: number,
  passBudget: number,
): SearchCounters {
  state.start(puzzle, context, depthLimit);
  const pass = (): boolean => {
    if (state.startPass()) return state.search(0);
    state.nodes++; // the root, dead on arrival
    state.backtracks++;
    return false;
  };
  let passes = 0;
  let firstPassNodes = 0;
  try {
    let stopped = false;
    if (passBudget > 0) {
      passes = 1;
      state.nodeBudget = passBudget;
      stopped = pass();
      // The node that found the budget spent was never searched.
      firstPassNodes = state.outOfBudget ? state.nodes - 1 : state.nodes;
    }
    // Cutoffs are the only way a finished limited pass can miss a
    // solution: without one it has seen the whole tree and is final.
    if (passBudget === 0 || state.outOfBudget || (!stopped && state.depthCutoffs > 0)) {
      passes++;
      state.nodes = firstPassNodes;
      state.nodeBudget = Infinity;
      state.limit = Infinity;
      state.reportedUpTo = passBudget === 0 ? -1 : depthLimit;
      state.shallowToSkip = state.reported;
      pass();
    }
  } finally {
    state.context = null;
  }
  return {
    nodes: state.nodes,
    guesses: state.guesses,
    backtracks: state.backtracks,
    passes,
    depthCutoffs: state.depthCutoffs,
    firstPassNodes,
    maxDepth: state.maxDepth,
  };
}
