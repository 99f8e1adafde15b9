import {
  type Grid,
  POLL_INTERVAL,
  POPCOUNT,
  type SearchContext,
  type SearchCounters,
} from '@sudoku/core';
import { reusableState } from '@sudoku/core/kernel';
import { NodeHeap } from './node-heap.js';
import { cellValue, POSITION_INTS, type Position, readSolution } from './position.js';
import { CONTRADICTION, Propagator, SOLVED } from './propagator.js';
import { STATE_CELLS, StatePool } from './state-pool.js';

// A module constant, not the imported binding (why: @sudoku/core/kernel).
const DIGIT_COUNT = POPCOUNT;

/** Every placement fills a cell, so no path from the root is longer than 81 branches. */
const LEVELS = 83;

/** How the best-first search is tuned. */
export interface BestFirstSettings {
  /** Weight of the heuristic: f = g + k · Σ candidate counts (4 by default). */
  readonly k: number;
  /** Most positions the open set may hold; beyond it children are searched depth-first. */
  readonly maxOpen: number;
  /** Propagate hidden singles as well as naked singles. */
  readonly hiddenSingles: boolean;
}

/**
 * The Qt game's A* over Sudoku positions. A node is a position after
 * propagation; it branches on its fewest-candidate cell, and each child costs
 * g(parent) + (number of choices at that cell), so g measures how much
 * guessing led there. h = k · Σ candidate counts of the empty cells, so the
 * open set (a binary heap on f = g + h, ties by insertion order) expands the
 * position that looks closest to a full grid per unit of guessing spent.
 *
 * Every child is a disjoint subtree (it fixes one more digit of the same
 * cell), and no position is ever queued twice, so with a cap above one the
 * search reports every solution exactly once; the order is deterministic.
 *
 * Memory bound: the open set never holds more than `maxOpen` positions. A
 * child that finds it full is searched depth-first to exhaustion on the spot
 * (counted in `fallbacks`) instead of being queued, so the search stays
 * complete. Since only children of the best open position are created, this
 * degrades to "depth-first from the best open nodes".
 */
class BestFirstSearch {
  nodes = 0;
  guesses = 0;
  backtracks = 0;
  peakOpen = 0;
  fallbacks = 0;
  /** True while a search runs, so a re-entrant call (from `onSolution`) takes a fresh instance. */
  private seq = 0;
  private readonly propagator: Propagator;
  /** levels[0] holds the position being expanded, levels[d + 1] its child at depth d. */
  private readonly levels: Position[];
  /** A solution as digits, for the report. */
  private readonly out = new Uint8Array(81);
  private readonly pool: StatePool;
  private readonly heap: NodeHeap;
  private readonly k: number;
  private readonly maxOpen: number;
  context: SearchContext | null = null;

  /** Buffers are made once and reused for every puzzle the solver is given. */
  constructor(settings: BestFirstSettings) {
    const initial = Math.min(settings.maxOpen, 256);
    this.propagator = new Propagator(settings.hiddenSingles);
    this.levels = Array.from({ length: LEVELS }, () => new Int32Array(POSITION_INTS));
    this.pool = new StatePool(initial);
    this.heap = new NodeHeap(initial);
    this.k = settings.k;
    this.maxOpen = settings.maxOpen;
  }

  /** Searches `puzzle`, reporting to `context`; the counters hold this search's figures. */
  run(puzzle: Grid, context: SearchContext): void {
    const { propagator, pool, heap } = this;
    this.context = context;
    this.nodes = this.guesses = this.backtracks = this.peakOpen = this.fallbacks = 0;
    this.seq = 0;
    pool.clear();
    heap.clear();
    const root = this.levels[1];
    const first = propagator.start(root, puzzle);
    if (first === CONTRADICTION || first === SOLVED) {
      this.nodes = 1;
      if (first === CONTRADICTION) this.backtracks++;
      else this.report(root);
      return;
    }
    this.open(root, first, 0);
    const parent = this.levels[0];
    while (heap.size > 0) {
      if (++this.nodes % POLL_INTERVAL === 0 && context.shouldStop()) return;
      const slot = heap.pop();
      const slab = pool.slab;
      const base = slot * STATE_CELLS;
      for (let i = 0; i < STATE_CELLS; i++) parent[i] = slab[base + i];
      const g = pool.g[slot];
      const cell = pool.branch[slot];
      pool.release(slot);
      if (this.expand(0, cell, g, true)) return;
    }
  }

  /**
   * Makes every child of levels[level] by trying each candidate of `cell`
   * and propagating. Survivors go to the open set (best-first) or are
   * searched at once (depth-first). Returns true when the search must stop.
   */
  private expand(level: number, cell: number, g: number, bestFirst: boolean): boolean {
    const parent = this.levels[level];
    const child = this.levels[level + 1];
    this.guesses++;
    let m = cellValue(parent, cell);
    const childG = g + DIGIT_COUNT[m];
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      for (let i = 0; i < POSITION_INTS; i++) child[i] = parent[i];
      const next = this.propagator.branch(child, cell, bit);
      let stop = false;
      if (next === CONTRADICTION) this.backtracks++;
      else if (next === SOLVED) stop = this.report(child);
      else if (bestFirst && this.heap.size < this.maxOpen) this.open(child, next, childG);
      else {
        if (bestFirst) this.fallbacks++;
        stop = this.depthFirst(level + 1, next, childG);
      }
      if (stop) return true;
    }
    return false;
  }

  private depthFirst(level: number, cell: number, g: number): boolean {
    if (++this.nodes % POLL_INTERVAL === 0 && this.context?.shouldStop()) return true;
    return this.expand(level, cell, g, false);
  }

  /** Queues a position, which branches on `cell`, with path cost `g`. */
  private open(position: Position, cell: number, g: number): void {
    const slot = this.pool.store(position, g, cell);
    this.heap.push(slot, g + this.k * this.propagator.candidateSum, this.seq++);
    if (this.heap.size > this.peakOpen) this.peakOpen = this.heap.size;
  }

  private report(solution: Position): boolean {
    readSolution(solution, this.out);
    return this.context === null || this.context.report(this.out);
  }
}

/**
 * A search function for core's `runSearch`. Buffers are kept between calls;
 * a re-entrant call (from inside `onSolution`) gets its own.
 */
export function createBestFirstSearch(
  settings: BestFirstSettings,
): (puzzle: Grid, context: SearchContext) => SearchCounters {
  const use = reusableState(() => new BestFirstSearch(settings));
  return (puzzle, context) =>
    use((search) => {
      try {
        search.run(puzzle, context);
      } finally {
        search.context = null;
      }
      return {
        nodes: search.nodes,
        guesses: search.guesses,
        backtracks: search.backtracks,
        peakOpen: search.peakOpen,
        fallbacks: search.fallbacks,
      };
    });
}
