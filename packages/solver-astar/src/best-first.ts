import {
  type Grid,
  POLL_INTERVAL,
  POPCOUNT,
  type SearchContext,
  type SearchCounters,
} from '@sudoku/core';
import { CONTRADICTION, cellDigit, type Position, Propagator, SOLVED } from './board.js';
import { NodeHeap } from './node-heap.js';
import { STATE_CELLS, StatePool } from './state-pool.js';

/** Every placement fills a cell, so no path from the root is longer than 81 branches. */
const LEVELS = 83;

/** How the best-first search is tuned. */
export interface BestFirstSettings {
  /** Weight of the heuristic: f = g + k · Σ candidate counts (seed 003 chose 4). */
  readonly k: number;
  /** Most positions the open set may hold; beyond it children are searched depth-first. */
  readonly maxOpen: number;
  /** Propagate hidden singles as well as seed 003's naked singles. */
  readonly hiddenSingles: boolean;
}

/** Buffers one search needs; a solver keeps one set and reuses it for every puzzle. */
interface Workspace {
  readonly propagator: Propagator;
  /** levels[0] holds the position being expanded, levels[d + 1] its child at depth d. */
  readonly levels: Position[];
  /** A solution as digits, for the report. */
  readonly out: Uint8Array;
  readonly pool: StatePool;
  readonly heap: NodeHeap;
  busy: boolean;
}

function createWorkspace(settings: BestFirstSettings): Workspace {
  const initial = Math.min(settings.maxOpen, 256);
  return {
    propagator: new Propagator(settings.hiddenSingles),
    levels: Array.from({ length: LEVELS }, () => new Uint16Array(81)),
    out: new Uint8Array(81),
    pool: new StatePool(initial),
    heap: new NodeHeap(initial),
    busy: false,
  };
}

/**
 * Seed 003's A* over Sudoku positions. A node is a position after
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
  private seq = 0;
  private readonly propagator: Propagator;
  private readonly levels: Position[];
  private readonly out: Uint8Array;
  private readonly pool: StatePool;
  private readonly heap: NodeHeap;
  private readonly k: number;
  private readonly maxOpen: number;
  private readonly context: SearchContext;

  constructor(workspace: Workspace, settings: BestFirstSettings, context: SearchContext) {
    this.propagator = workspace.propagator;
    this.levels = workspace.levels;
    this.out = workspace.out;
    this.pool = workspace.pool;
    this.heap = workspace.heap;
    this.k = settings.k;
    this.maxOpen = settings.maxOpen;
    this.context = context;
  }

  run(puzzle: Grid): void {
    const { propagator, pool, heap } = this;
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
      if (++this.nodes % POLL_INTERVAL === 0 && this.context.shouldStop()) return;
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
    let m = parent[cell];
    const childG = g + POPCOUNT[m];
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      child.set(parent);
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
    if (++this.nodes % POLL_INTERVAL === 0 && this.context.shouldStop()) return true;
    return this.expand(level, cell, g, false);
  }

  /** Queues a position, which branches on `cell`, with path cost `g`. */
  private open(position: Position, cell: number, g: number): void {
    const slot = this.pool.store(position, g, cell);
    this.heap.push(slot, g + this.k * this.propagator.candidateSum, this.seq++);
    if (this.heap.size > this.peakOpen) this.peakOpen = this.heap.size;
  }

  private report(solution: Position): boolean {
    const out = this.out;
    for (let i = 0; i < 81; i++) out[i] = cellDigit(solution[i]);
    return this.context.report(out);
  }
}

/**
 * A search function for core's `runSearch`. Buffers are kept between calls;
 * a re-entrant call (from inside `onSolution`) gets its own.
 */
export function createBestFirstSearch(
  settings: BestFirstSettings,
): (puzzle: Grid, context: SearchContext) => SearchCounters {
  let shared: Workspace | undefined;
  return (puzzle, context) => {
    shared ??= createWorkspace(settings);
    const workspace = shared.busy ? createWorkspace(settings) : shared;
    workspace.busy = true;
    const search = new BestFirstSearch(workspace, settings, context);
    try {
      search.run(puzzle);
    } finally {
      workspace.busy = false;
    }
    return {
      nodes: search.nodes,
      guesses: search.guesses,
      backtracks: search.backtracks,
      peakOpen: search.peakOpen,
      fallbacks: search.fallbacks,
    };
  };
}
