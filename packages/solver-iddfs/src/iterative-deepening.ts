import {
  ALL_DIGITS,
  BOX_OF,
  COL_OF,
  type Grid,
  PEERS,
  POLL_INTERVAL,
  POPCOUNT,
  ROW_OF,
  type SearchContext,
  type SearchCounters,
  UNIT_CELLS,
  UNIT_SET_OF_CELL,
} from '@sudoku/core';

/**
 * Nodes the limited pass may visit, once it has cut something off, before it
 * gives up and leaves the rest to the unlimited pass (a tenth of a second). The
 * seed has no such bound and never finishes on a nearly empty grid: the
 * empty grid's first solution lies 48 branch levels down, and the tree cut
 * at 24 levels is astronomically wide. Real puzzles stay below it: at most
 * 4,093 nodes with hidden singles on all of 17-clue (see the README).
 */
export const DEFAULT_PASS_BUDGET = 100_000;

/** The first pass's limit: "experiments showed that searching only 24 levels the first time is a reasonable choice" (seed 003). */
export const DEFAULT_DEPTH_LIMIT = 24;

/**
 * What each node fills before branching: `naked` is seed 003's `dis_uni`
 * (cells with one candidate left); `hidden` also fills digits with one place
 * left in a row, column or box, which cuts the tree on 17-clue puzzles by
 * three orders of magnitude.
 */
export type SinglesMode = 'hidden' | 'naked';

/** The choices of the `singles` option, default first. */
export const SINGLES_MODES: readonly SinglesMode[] = ['hidden', 'naked'];

/** Returned by {@link IterativeDeepening.propagate} when the grid is full. */
const SOLVED = -1;
/** Returned by {@link IterativeDeepening.propagate} when some cell has no candidate. */
const DEAD_END = -2;
/** All 27 units. */
const ALL_UNITS = (1 << 27) - 1;

// A module constant, not the imported binding or a field: the search ran 1.5-3% faster (docs/performance.md).
const UNITS_OF_CELL: Int32Array = UNIT_SET_OF_CELL;

/** Trail entries: `cell << 9 | old candidates`, plus this flag when the cell was filled. */
const FILLED = 1 << 16;
/** A fill records itself and at most 20 peers; at most 81 fills are undone at once. */
const TRAIL_SIZE = 81 * 21;

/**
 * Seed 003's iterative deepening (`search_dfs_ID`): at every node fill every
 * naked single, then branch on the empty cell with the fewest candidates,
 * digits in increasing order. A first pass stops at `depthLimit` branch
 * levels, then an unlimited pass runs from the root, as in the seed's
 * `search_dfs_ID(start, 0, false) || search_dfs_ID(start, 0, true)`, but
 * only when the first was cut off somewhere or ran out of its node budget.
 *
 * Where the seed copies an 81×10 boolean node per child, this keeps one
 * state: each cell's candidates as a 9-bit mask, updated incrementally when
 * a peer is filled, with every change logged on a trail so a branch is undone
 * by popping; a queue of cells that became naked singles; and the set of
 * units whose candidates changed, for hidden singles. A search node
 * allocates nothing.
 *
 * Counting stays exact across the two passes: both grow the same tree in
 * the same order (the search is deterministic and the limit only prunes),
 * and every solution sits at one leaf with one branch depth. The first pass
 * reports solutions at depth ≤ limit in tree order; the second skips as many
 * of the shallow ones as the first reported (the same ones, in the same
 * order) and reports the rest, so each is reported once even when the first
 * pass stopped early on its node budget; see the README.
 */
class IterativeDeepening {
  /** Placed digits, 0 when empty. */
  readonly cells = new Uint8Array(81);
  /** Candidate set of each empty cell; 0 once filled. */
  readonly candidates = new Uint16Array(81);
  /** Digits placed in each unit: rows 0-8, columns 9-17, boxes 18-26 (core's UNIT_CELLS order). */
  readonly used = new Int32Array(27);
  emptyCount = 0;
  readonly trail = new Int32Array(TRAIL_SIZE);
  trailLength = 0;
  /** Cells whose candidates dropped to one, waiting to be filled. */
  readonly singles = new Uint8Array(81);
  singleCount = 0;
  /** Units whose candidates changed since their last hidden-single check. */
  dirtyUnits = 0;
  /** Seed 003 fills naked singles only; the default adds hidden singles. */
  readonly nakedOnly: boolean;
  // Core's tables as fields, read into locals: an imported binding is a live
  // cell that optimised code re-checks (hole and map) at every use, as the
  // dfs strategy found (its README).
  private readonly tPeers = PEERS;
  private readonly tUnitCells = UNIT_CELLS;
  private readonly tRowOf = ROW_OF;
  private readonly tColOf = COL_OF;
  private readonly tBoxOf = BOX_OF;
  private readonly tPopcount = POPCOUNT;

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

  constructor(nakedOnly: boolean) {
    this.nakedOnly = nakedOnly;
  }

  /**
   * Loads a puzzle and resets every counter, so one instance serves many
   * solves: its typed arrays cost more to allocate than an easy puzzle takes
   * to solve.
   */
  load(puzzle: Grid, context: SearchContext, depthLimit: number): void {
    this.context = context;
    this.limit = depthLimit;
    this.reportedUpTo = -1;
    this.nodes = this.guesses = this.backtracks = 0;
    this.depthCutoffs = this.maxDepth = this.shallowToSkip = this.reported = 0;
    this.nodeBudget = Infinity;
    this.outOfBudget = false;
    this.emptyCount = this.trailLength = this.singleCount = this.dirtyUnits = 0;
    const { cells, used, candidates } = this;
    const rowOf = this.tRowOf;
    const colOf = this.tColOf;
    const boxOf = this.tBoxOf;
    used.fill(0);
    for (let i = 0; i < 81; i++) {
      const v = puzzle[i];
      cells[i] = v;
      if (v === 0) {
        this.emptyCount++;
      } else {
        const bit = 1 << (v - 1);
        used[rowOf[i]] |= bit;
        used[9 + colOf[i]] |= bit;
        used[18 + boxOf[i]] |= bit;
      }
    }
    // Each empty cell's candidates: the digits none of its units holds yet.
    for (let i = 0; i < 81; i++) {
      candidates[i] =
        cells[i] !== 0
          ? 0
          : ALL_DIGITS & ~(used[rowOf[i]] | used[9 + colOf[i]] | used[18 + boxOf[i]]);
    }
  }

  /**
   * Prepares a pass from the root: queues the givens' naked singles and
   * marks every unit for the hidden-single check. False when some cell has
   * no candidate at all.
   */
  startPass(): boolean {
    this.singleCount = 0;
    for (let cell = 0; cell < 81; cell++) {
      if (this.cells[cell] !== 0) continue;
      const m = this.candidates[cell];
      if (m === 0) return false;
      if ((m & (m - 1)) === 0) this.singles[this.singleCount++] = cell;
    }
    this.dirtyUnits = ALL_UNITS;
    return true;
  }

  /**
   * Fills `cell` with the digit of `bit` and removes it from the peers,
   * queueing peers left with one candidate. False when a peer is left with
   * none; the trail still holds every change, so undo stays exact.
   */
  private fill(cell: number, bit: number): boolean {
    const { candidates, trail, used } = this;
    const PEERS = this.tPeers;
    let t = this.trailLength;
    trail[t++] = (cell << 9) | candidates[cell] | FILLED;
    candidates[cell] = 0;
    this.cells[cell] = 32 - Math.clz32(bit);
    used[this.tRowOf[cell]] |= bit;
    used[9 + this.tColOf[cell]] |= bit;
    used[18 + this.tBoxOf[cell]] |= bit;
    this.emptyCount--;
    // The cell's own units lost its other candidates.
    let dirty = this.dirtyUnits | UNITS_OF_CELL[cell];
    let ok = true;
    for (let k = cell * 20, end = k + 20; k < end; k++) {
      const peer = PEERS[k];
      const m = candidates[peer];
      if ((m & bit) === 0) continue;
      trail[t++] = (peer << 9) | m;
      const left = m ^ bit;
      candidates[peer] = left;
      dirty |= UNITS_OF_CELL[peer];
      if ((left & (left - 1)) === 0) {
        if (left === 0) {
          ok = false;
          break;
        }
        this.singles[this.singleCount++] = peer;
      }
    }
    this.trailLength = t;
    this.dirtyUnits = dirty;
    return ok;
  }

  /** Undoes changes back to `mark`, in reverse. */
  private undo(mark: number): void {
    const { candidates, trail } = this;
    let t = this.trailLength;
    while (t > mark) {
      const entry = trail[--t];
      const cell = (entry >>> 9) & 0x7f;
      candidates[cell] = entry & ALL_DIGITS;
      if ((entry & FILLED) !== 0) {
        const clear = ~(1 << (this.cells[cell] - 1));
        this.cells[cell] = 0;
        this.used[this.tRowOf[cell]] &= clear;
        this.used[9 + this.tColOf[cell]] &= clear;
        this.used[18 + this.tBoxOf[cell]] &= clear;
        this.emptyCount++;
      }
    }
    this.trailLength = t;
  }

  /**
   * The seed's `dis_uni`: fills naked singles until none is left and (in
   * the default `hidden` mode) hidden singles too, until neither finds
   * anything. Returns the empty cell with the fewest candidates,
   * {@link SOLVED} or {@link DEAD_END}. Leaves the queue and the dirty set
   * empty either way.
   */
  private propagate(): number {
    const { candidates, singles, cells } = this;
    const POPCOUNT = this.tPopcount;
    for (;;) {
      while (this.singleCount > 0) {
        const cell = singles[--this.singleCount];
        if (cells[cell] === 0 && !this.fill(cell, candidates[cell])) return this.deadEnd();
      }
      if (this.nakedOnly || this.dirtyUnits === 0) break;
      if (!this.fillHiddenSingles()) return this.deadEnd();
    }
    this.dirtyUnits = 0;
    if (this.emptyCount === 0) return SOLVED;
    // The first cell in row-major order among those with fewest candidates:
    // an order that depends on nothing but the position, so both passes grow
    // the very same tree (a list reshuffled by undo would not).
    let best = SOLVED;
    let bestCount = 10;
    for (let cell = 0; cell < 81; cell++) {
      const m = candidates[cell];
      if (m === 0) continue; // filled
      const n = POPCOUNT[m];
      if (n < bestCount) {
        best = cell;
        bestCount = n;
        // Two is the least an unfilled cell can have: the first pair ends the hunt.
        if (n === 2) break;
      }
    }
    return best;
  }

  private deadEnd(): number {
    this.singleCount = 0;
    this.dirtyUnits = 0;
    return DEAD_END;
  }

  /**
   * Checks the dirty units once each: a digit with no place left is a dead
   * end, a digit with one place is filled there (which queues more work).
   * False on a dead end.
   */
  private fillHiddenSingles(): boolean {
    const { candidates, used } = this;
    const UNIT_CELLS = this.tUnitCells;
    while (this.dirtyUnits !== 0) {
      const u = 31 - Math.clz32(this.dirtyUnits & -this.dirtyUnits);
      this.dirtyUnits &= this.dirtyUnits - 1;
      const base = u * 9;
      let once = 0;
      let twice = 0;
      for (let k = base; k < base + 9; k++) {
        const m = candidates[UNIT_CELLS[k]];
        twice |= once & m;
        once |= m;
      }
      if ((once | used[u]) !== ALL_DIGITS) return false;
      // A placed digit is gone from every cell of its units, so `once` has
      // only open digits.
      let lone = once & ~twice;
      while (lone !== 0) {
        const bit = lone & -lone;
        lone ^= bit;
        let k = base;
        while (k < base + 9 && (candidates[UNIT_CELLS[k]] & bit) === 0) k++;
        // An earlier fill in this unit took the digit's only place.
        if (k === base + 9) return false;
        if (!this.fill(UNIT_CELLS[k], bit)) return false;
      }
      if (this.singleCount > 0) return true; // naked singles first: they are cheaper
    }
    return true;
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
    const cell = this.propagate();
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
      // The seed enters the children and returns at once (`depth > 24`); not
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
      if (!this.fill(cell, bit)) {
        // A digit that empties a peer is a dead child, never entered: the
        // seed's `fill` returning 0.
        this.backtracks++;
        this.deadEnd();
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
  /** Branch levels the limited pass may go down (seed 003: 24). */
  depthLimit: number;
  /** Nodes the limited pass may visit before the unlimited pass takes over. */
  passBudget: number;
  /** Fill hidden singles too (default) or naked singles only (the seed). */
  singles: SinglesMode;
}

/** The iterative-deepening search for core's `runSearch`. */
export function createIterativeDeepeningSearch(
  settings: Partial<DeepeningSettings> = {},
): (puzzle: Grid, context: SearchContext) => SearchCounters {
  const depthLimit = settings.depthLimit ?? DEFAULT_DEPTH_LIMIT;
  const passBudget = settings.passBudget ?? DEFAULT_PASS_BUDGET;
  const nakedOnly = settings.singles === 'naked';
  // One state per solver, reused; a solve started from inside a callback of
  // another takes a fresh one.
  let spare: IterativeDeepening | null = null;
  return (puzzle, context) => {
    const state = spare ?? new IterativeDeepening(nakedOnly);
    spare = null;
    state.load(puzzle, context, depthLimit);
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
      spare = state;
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
  };
}
