import {
  type Grid,
  POLL_INTERVAL,
  runSearch,
  type SearchContext,
  type SearchCounters,
  type Solver,
} from '@sudoku/core';
import { BAND_ALL } from '@sudoku/core/kernel';
import { PLACED } from './band-position.js';
import { BandPropagation } from './band-propagation.js';
import { UnitMatching } from './unit-matching.js';

/**
 * When the search checks a guess's position for a unit that cannot hold all
 * nine digits (unit-matching.ts): once a branch of the guess has failed
 * after more than MATCHING_AFTER nodes, and only if MATCHING_EVERY nodes
 * have passed since the last check that found nothing. Such a unit stays
 * dead in every position below it, so a search that guesses elsewhere would
 * try every combination there first (4.6 million nodes on the puzzle in
 * unit-matching.test.ts); with the check, the guess where the unit died
 * fails once a branch of it has. A check costs a few nodes' time (tens
 * before V8 compiles it) and seldom finds anything in an ordinary search, so
 * the budget holds it under 2% of any search; a check that finds a dead unit
 * spends no budget, since the guesses above it are often dead too.
 */
export const MATCHING_AFTER = 16;
export const MATCHING_EVERY = 2048;

/**
 * The fast path. The state is one 27-bit board per (digit, band) plus one
 * board of placed cells per band (see band-tables.ts), all in one Int32Array
 * with a copy per search level, so backtracking is free and a node allocates
 * nothing. Propagation, to a fixpoint:
 * - per board touched since the last look: locked candidates inside the band
 *   (the row/box permutation table), then hidden singles in its rows and
 *   boxes, all of a board's placed at once (placeRows);
 * - per band, bit-sliced counts over the nine digits: a cell with no
 *   candidate is a dead end, a cell with one is a naked single;
 * - per digit, locked candidates inside stacks and hidden singles in columns.
 * Then branch on the first cell with two candidates (fewest, in practice),
 * else on the cell with the fewest; a guess whose branch failed after a long
 * search is checked for a unit that cannot hold all nine digits (see
 * MATCHING_AFTER). The board layout follows JCZSolve
 * (Zhou Yundong) and fsss2 (M. Dobrichev); this code and its tables are ours.
 */
export class BandSearch extends BandPropagation {
  /** null: stop at the first solution (the hot API); else report each one. */
  context: SearchContext | null = null;
  out: Uint8Array;
  /** The contract path's solution buffer (the context copies what it keeps). */
  readonly grid = new Uint8Array(81);
  outOffset = 0;
  /** What a solution's digits are written as: 0 for the digits themselves, ZERO for text. */
  outZero = 0;
  constructor() {
    super();
    this.out = this.grid;
  }

  /** True while a search runs, so a re-entrant call takes a fresh instance. */
  busy = false;
  private readonly matching = new UnitMatching();
  /** `nodes` when a unit check last found nothing (or the search began). */
  private matchedAt = 0;
  /** {@link MATCHING_AFTER} and {@link MATCHING_EVERY}; tests set 0 to check at every failed branch. */
  matchingAfter = MATCHING_AFTER;
  matchingEvery = MATCHING_EVERY;

  /** Searches the position loaded on level 0; true when the search must stop. */
  run(): boolean {
    this.matchedAt = this.nodes;
    return this.search(0, BAND_ALL);
  }

  /**
   * Depth-first search from the level at `level`, whose `dirty` boards
   * changed since it was last propagated (all of them, `BAND_ALL`, for a
   * fresh load). Returns true when the search must stop.
   */
  search(level: number, dirty: number): boolean {
    const s = this.levels[level];
    for (;;) {
      const start = this.nodes;
      if (++this.nodes % POLL_INTERVAL === 0 && this.context?.shouldStop()) return true;
      if (!this.propagate(s, dirty)) {
        this.backtracks++;
        return false;
      }
      if ((s[PLACED] & s[PLACED + 1] & s[PLACED + 2]) === BAND_ALL) {
        return this.report(s);
      }
      // Branch on the first cell with two candidates, else on one with the fewest.
      let band = 0;
      let bit = 0;
      for (; band < 3; band++) {
        let one = 0;
        let two = 0;
        let three = 0;
        for (let e = band; e < PLACED; e += 3) {
          const x = s[e];
          three |= two & x;
          two |= one & x;
          one |= x;
        }
        const pairs = two & ~three;
        if (pairs !== 0) {
          bit = pairs & -pairs;
          break;
        }
      }
      if (bit === 0) {
        let best = 10;
        for (let b = 0; b < 3; b++) {
          for (let open = BAND_ALL & ~s[PLACED + b]; open !== 0; open &= open - 1) {
            const candidate = open & -open;
            let n = 0;
            for (let e = b; e < PLACED; e += 3) if (s[e] & candidate) n++;
            if (n < best) {
              best = n;
              band = b;
              bit = candidate;
            }
          }
        }
      }
      const p = 31 - Math.clz32(bit);
      let digits = 0;
      for (let d = 0; d < 9; d++) if (s[d * 3 + band] & bit) digits |= 1 << d;
      this.guesses++;
      const next = this.levels[level + 1];
      let unchecked = true;
      while ((digits & (digits - 1)) !== 0) {
        const d = 31 - Math.clz32(digits & -digits);
        digits &= digits - 1;
        for (let i = 0; i < 30; i++) next[i] = s[i];
        if (this.search(level + 1, this.place(next, d * 3 + band, p, 0))) return true;
        if (
          unchecked &&
          this.nodes - start > this.matchingAfter &&
          this.nodes - this.matchedAt >= this.matchingEvery
        ) {
          unchecked = false;
          if (!this.matching.allUnitsHoldAllDigits(s)) {
            this.backtracks++;
            return false;
          }
          this.matchedAt = this.nodes;
        }
      }
      // The last digit needs no copy: it is tried on this level.
      dirty = this.place(s, (31 - Math.clz32(digits)) * 3 + band, p, 0);
    }
  }

  /** Writes the solved level into `out` and asks the context whether to go on. */
  private report(s: Int32Array): boolean {
    const out = this.out;
    const at = this.outOffset;
    const zero = this.outZero;
    // Solved, every board holds exactly its digit's three cells in the band.
    for (let board = 0; board < PLACED; board++) {
      const digit = ((board / 3) | 0) + 1 + zero;
      const last = at + 27 * (board % 3) + 31;
      const x = s[board];
      const a = x & -x;
      const rest = x ^ a;
      const b = rest & -rest;
      out[last - Math.clz32(a)] = digit;
      out[last - Math.clz32(b)] = digit;
      out[last - Math.clz32(rest ^ b)] = digit;
    }
    return this.context === null || this.context.report(out.subarray(at, at + 81));
  }
}

let shared: BandSearch | undefined;

// Claim and release rather than core's reusableState: the batch paths take
// the state once per puzzle, and a callback would be a closure per puzzle.
/**
 * The module's search state (a fresh one when it is in use: a re-entrant
 * solve), claimed until {@link releaseBandSearch}: it reports each solution
 * to `context` (null: it stops at the first) and writes solutions to `out`
 * at `outOffset` (its own `grid` by default), each digit plus `outZero`
 * (ZERO: as text).
 */
export function claimBandSearch(
  context: SearchContext | null,
  out?: Uint8Array,
  outOffset = 0,
  outZero = 0,
): BandSearch {
  if (shared === undefined) shared = new BandSearch();
  const state = shared.busy ? new BandSearch() : shared;
  state.busy = true;
  state.context = context;
  state.out = out ?? state.grid;
  state.outOffset = outOffset;
  state.outZero = outZero;
  return state;
}

/** Gives back a state {@link claimBandSearch} handed out. */
export function releaseBandSearch(state: BandSearch): void {
  state.context = null;
  state.busy = false;
}

/** Runs the fast path inside core's frame (the contract path). */
export function propagatingSearch(puzzle: Grid, context: SearchContext): SearchCounters {
  const state = claimBandSearch(context);
  try {
    // runSearch has already rejected conflicting givens, so the load succeeds.
    if (state.load(puzzle, 0)) state.run();
    return { nodes: state.nodes, guesses: state.guesses, backtracks: state.backtracks };
  } finally {
    releaseBandSearch(state);
  }
}

/** dfs's `solve`: the band search inside core's frame. */
export const solveGrid: Solver['solve'] = (puzzle, options) =>
  runSearch(puzzle, options, propagatingSearch);
