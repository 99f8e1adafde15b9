import {
  type Grid,
  POLL_INTERVAL,
  type SearchContext,
  type SearchCounters,
  SudokuError,
} from '@sudoku/core';
import {
  BAND_ALL,
  BAND_OF_BOARD,
  BAND_PERMUTATIONS,
  EXPAND_ROW_BOX,
  FIXED_TRIPLETS,
  KEEP_IN_BAND,
  KEEP_OFF_COLUMN,
  ROW_BOXES,
  TRIPLET_LOW,
} from './band-tables.js';

/** Ints per search level: 27 boards (digit*3 + band), then 3 boards of placed cells. */
const STATE = 32;
const PLACED = 27;
/** A level per guess at most, and a guess places a digit: 81 guesses fill the grid. */
const LEVELS = 82;

/**
 * The fast path. The state is one 27-bit board per (digit, band) plus one
 * board of placed cells per band (see band-tables.ts), all in one Int32Array
 * with a copy per search level, so backtracking is free and a node allocates
 * nothing. Propagation, to a fixpoint:
 * - per board touched since the last look: locked candidates inside the band
 *   (the row/box permutation table), then hidden singles in its rows and boxes;
 * - per band, bit-sliced counts over the nine digits: a cell with no
 *   candidate is a dead end, a cell with one is a naked single.
 * Then branch on the first cell with two candidates (fewest, in practice),
 * else on the cell with the fewest. The board layout follows JCZSolve
 * (Zhou Yundong) and fsss2 (M. Dobrichev); this code and its tables are ours.
 */
export class BandSearch {
  readonly stack = new Int32Array(STATE * LEVELS);
  nodes = 0;
  guesses = 0;
  backtracks = 0;
  /** null: stop at the first solution (the hot API); else report each one. */
  context: SearchContext | null = null;
  out: Uint8Array;
  /** The contract path's solution buffer (the context copies what it keeps). */
  readonly grid = new Uint8Array(81);
  outOffset = 0;
  constructor() {
    this.out = this.grid;
  }

  /** True while a search runs, so a re-entrant call takes a fresh instance. */
  busy = false;

  /**
   * Loads the 81 cells at `cells[offset…]` into level 0. Returns false when
   * two givens clash: a given whose place is no longer open must repeat a
   * digit of its row, column or box, so this is exactly core's hasConflict.
   */
  load(cells: ArrayLike<number>, offset: number): boolean {
    const s = this.stack;
    for (let i = 0; i < PLACED; i++) s[i] = BAND_ALL;
    s[PLACED] = s[PLACED + 1] = s[PLACED + 2] = 0;
    this.nodes = this.guesses = this.backtracks = 0;
    for (let i = 0; i < 81; i++) {
      const v = cells[offset + i];
      if (v === 0) continue;
      if (!(v >= 1 && v <= 9) || v !== (v | 0)) {
        throw new SudokuError(
          'SUDOKU_BAD_GRID',
          `cell ${i + 1} (index ${offset + i}) holds ${String(v)}; cells hold 0 (empty) to 9`,
        );
      }
      const band = i < 27 ? 0 : i < 54 ? 1 : 2;
      const p = i - 27 * band;
      const board = (v - 1) * 3 + band;
      if ((s[board] & (1 << p)) === 0) return false;
      this.place(0, board, p, 0);
    }
    return true;
  }

  /**
   * Puts digit `board/3 + 1` at bit `p` of band `board%3` on the level at
   * `base`; returns `dirty` plus the boards that lost a place. (Dirty bits
   * travel in locals and arguments, not a field.)
   */
  place(base: number, board: number, p: number, dirty: number): number {
    const s = this.stack;
    const band = BAND_OF_BOARD[board];
    const own = s[base + board];
    // Only boards that really lose a place are revisited: most of the nine
    // digits have already lost this cell, most columns are already clear.
    // Branch-free: the lost bit itself says whether a board changed.
    dirty |= 1 << board;
    const gone = ~(1 << p);
    // Unrolled over the nine digits (measured: the loop form is ~15% slower overall).
    const at = base + band;
    const x0 = s[at];
    const x1 = s[at + 3];
    const x2 = s[at + 6];
    const x3 = s[at + 9];
    const x4 = s[at + 12];
    const x5 = s[at + 15];
    const x6 = s[at + 18];
    const x7 = s[at + 21];
    const x8 = s[at + 24];
    s[at] = x0 & gone;
    s[at + 3] = x1 & gone;
    s[at + 6] = x2 & gone;
    s[at + 9] = x3 & gone;
    s[at + 12] = x4 & gone;
    s[at + 15] = x5 & gone;
    s[at + 18] = x6 & gone;
    s[at + 21] = x7 & gone;
    s[at + 24] = x8 & gone;
    dirty |=
      (((x0 >>> p) & 1) |
        (((x1 >>> p) & 1) << 3) |
        (((x2 >>> p) & 1) << 6) |
        (((x3 >>> p) & 1) << 9) |
        (((x4 >>> p) & 1) << 12) |
        (((x5 >>> p) & 1) << 15) |
        (((x6 >>> p) & 1) << 18) |
        (((x7 >>> p) & 1) << 21) |
        (((x8 >>> p) & 1) << 24)) <<
      band;
    const column = ~KEEP_OFF_COLUMN[p];
    const first = board - band;
    for (let e = first; e < first + 3; e++) {
      const x = s[base + e];
      s[base + e] = x & ~column;
      dirty |= (x & column) === 0 ? 0 : 1 << e;
    }
    s[base + board] = own & KEEP_IN_BAND[p];
    s[base + PLACED + band] |= 1 << p;
    return dirty;
  }

  /** Singles and locked candidates to a fixpoint. False on a dead end. */
  propagate(base: number, dirty: number): boolean {
    const s = this.stack;
    for (;;) {
      while (dirty !== 0) {
        const board = 31 - Math.clz32(dirty & -dirty);
        dirty &= dirty - 1;
        let x = s[base + board];
        const keep =
          BAND_PERMUTATIONS[
            ROW_BOXES[x & 0x1ff] | (ROW_BOXES[(x >>> 9) & 0x1ff] << 3) | (ROW_BOXES[x >>> 18] << 6)
          ];
        if (keep === 0) return false;
        x &= EXPAND_ROW_BOX[keep];
        s[base + board] = x;
        // Hidden singles in the band's rows and boxes: fixed triplets with one open cell.
        const y = x & FIXED_TRIPLETS[keep] & ~s[base + PLACED + BAND_OF_BOARD[board]];
        if (y !== 0) {
          const t0 = y & TRIPLET_LOW;
          const t1 = (y >>> 1) & TRIPLET_LOW;
          const t2 = (y >>> 2) & TRIPLET_LOW;
          // All of them at once; each is its row's only place, so one taken
          // away by an earlier placement here is a dead end.
          for (let lone = (t0 | t1 | t2) & ~((t0 & t1) | (t0 & t2) | (t1 & t2)); lone !== 0; ) {
            const low = lone & -lone;
            lone ^= low;
            const bit = s[base + board] & (7 * low);
            if (bit === 0) return false;
            dirty = this.place(base, board, 31 - Math.clz32(bit), dirty);
          }
        }
      }
      // Naked singles, and cells left with no candidate.
      for (let band = 0; band < 3; band++) {
        let one = 0;
        let two = 0;
        for (let e = base + band; e < base + PLACED; e += 3) {
          const x = s[e];
          two |= one & x;
          one |= x;
        }
        if (one !== BAND_ALL) return false;
        let singles = one & ~two & ~s[base + PLACED + band];
        while (singles !== 0) {
          const bit = singles & -singles;
          singles ^= bit;
          let e = band;
          while (e < PLACED && (s[base + e] & bit) === 0) e += 3;
          if (e >= PLACED) return false;
          dirty = this.place(base, e, 31 - Math.clz32(bit), dirty);
        }
      }
      if (dirty !== 0) continue;
      // Hidden singles in columns (the bands above only see rows and boxes),
      // and a digit with no place left in some column.
      for (let d = 0; d < PLACED; d += 3) {
        const a0 = s[base + d];
        const a1 = s[base + d + 1];
        const a2 = s[base + d + 2];
        const o0 = (a0 | (a0 >>> 9) | (a0 >>> 18)) & 0x1ff;
        const o1 = (a1 | (a1 >>> 9) | (a1 >>> 18)) & 0x1ff;
        const o2 = (a2 | (a2 >>> 9) | (a2 >>> 18)) & 0x1ff;
        if ((o0 | o1 | o2) !== 0x1ff) return false;
        // Locked candidates inside each stack, by the same permutation table
        // turned sideways: (band, column-in-stack) pairs of a stack.
        let keep0 = 0;
        let keep1 = 0;
        let keep2 = 0;
        for (let k = 0; k < 9; k += 3) {
          const keep =
            BAND_PERMUTATIONS[((o0 >>> k) & 7) | (((o1 >>> k) & 7) << 3) | (((o2 >>> k) & 7) << 6)];
          if (keep === 0) return false;
          keep0 |= (keep & 7) << k;
          keep1 |= ((keep >>> 3) & 7) << k;
          keep2 |= (keep >>> 6) << k;
        }
        if (keep0 !== o0) {
          s[base + d] &= keep0 | (keep0 << 9) | (keep0 << 18);
          dirty |= 1 << d;
        }
        if (keep1 !== o1) {
          s[base + d + 1] &= keep1 | (keep1 << 9) | (keep1 << 18);
          dirty |= 2 << d;
        }
        if (keep2 !== o2) {
          s[base + d + 2] &= keep2 | (keep2 << 9) | (keep2 << 18);
          dirty |= 4 << d;
        }
        const t0 = (a0 & (a0 >>> 9)) | (a0 & (a0 >>> 18)) | ((a0 >>> 9) & (a0 >>> 18));
        const t1 = (a1 & (a1 >>> 9)) | (a1 & (a1 >>> 18)) | ((a1 >>> 9) & (a1 >>> 18));
        const t2 = (a2 & (a2 >>> 9)) | (a2 & (a2 >>> 18)) | ((a2 >>> 9) & (a2 >>> 18));
        const many = t0 | t1 | t2 | (o0 & o1) | (o0 & o2) | (o1 & o2);
        const y =
          (a0 & s[base + PLACED]) | (a1 & s[base + PLACED + 1]) | (a2 & s[base + PLACED + 2]);
        let singles = ~many & ~(y | (y >>> 9) | (y >>> 18)) & 0x1ff;
        while (singles !== 0) {
          const column = singles & -singles;
          singles ^= column;
          const bits = column | (column << 9) | (column << 18);
          const band = (a0 & bits) !== 0 ? 0 : (a1 & bits) !== 0 ? 1 : 2;
          const live = s[base + d + band] & bits;
          if (live === 0) return false;
          dirty = this.place(base, d + band, 31 - Math.clz32(live), dirty);
        }
      }
      if (dirty === 0) return true;
    }
  }

  /**
   * Depth-first search from the level at `level`, whose `dirty` boards
   * changed since it was last propagated (all of them, `BAND_ALL`, for a
   * fresh load). Returns true when the search must stop.
   */
  search(level: number, dirty: number): boolean {
    const s = this.stack;
    const base = level * STATE;
    for (;;) {
      if (++this.nodes % POLL_INTERVAL === 0 && this.context?.shouldStop()) return true;
      if (!this.propagate(base, dirty)) {
        this.backtracks++;
        return false;
      }
      if ((s[base + PLACED] & s[base + PLACED + 1] & s[base + PLACED + 2]) === BAND_ALL) {
        return this.report(base);
      }
      // Branch on the first cell with two candidates, else on one with the fewest.
      let band = 0;
      let bit = 0;
      for (; band < 3; band++) {
        let one = 0;
        let two = 0;
        let three = 0;
        for (let e = base + band; e < base + PLACED; e += 3) {
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
          for (let open = BAND_ALL & ~s[base + PLACED + b]; open !== 0; open &= open - 1) {
            const candidate = open & -open;
            let n = 0;
            for (let e = base + b; e < base + PLACED; e += 3) if (s[e] & candidate) n++;
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
      for (let d = 0; d < 9; d++) if (s[base + d * 3 + band] & bit) digits |= 1 << d;
      this.guesses++;
      const next = base + STATE;
      while ((digits & (digits - 1)) !== 0) {
        const d = 31 - Math.clz32(digits & -digits);
        digits &= digits - 1;
        for (let i = 0; i < 30; i++) s[next + i] = s[base + i];
        if (this.search(level + 1, this.place(next, d * 3 + band, p, 0))) return true;
      }
      // The last digit needs no copy: it is tried on this level.
      dirty = this.place(base, (31 - Math.clz32(digits)) * 3 + band, p, 0);
    }
  }

  /** Writes the solved level into `out` and asks the context whether to go on. */
  private report(base: number): boolean {
    const s = this.stack;
    const out = this.out;
    const at = this.outOffset;
    for (let board = 0; board < PLACED; board++) {
      const digit = ((board / 3) | 0) + 1;
      const first = at + 27 * BAND_OF_BOARD[board];
      for (let x = s[base + board]; x !== 0; x &= x - 1) {
        out[first + 31 - Math.clz32(x & -x)] = digit;
      }
    }
    return this.context === null || this.context.report(out.subarray(at, at + 81));
  }
}

let shared: BandSearch | undefined;

/** The module's search state, or a fresh one when it is in use (a re-entrant solve). */
export function acquireBandSearch(): BandSearch {
  if (shared === undefined) shared = new BandSearch();
  if (shared.busy) return new BandSearch();
  return shared;
}

/** Runs the fast path inside core's frame (the contract path). */
export function propagatingSearch(puzzle: Grid, context: SearchContext): SearchCounters {
  const state = acquireBandSearch();
  state.busy = true;
  try {
    state.context = context;
    state.out = state.grid;
    state.outOffset = 0;
    // runSearch has already rejected conflicting givens, so the load succeeds.
    if (state.load(puzzle, 0)) state.search(0, BAND_ALL);
    return { nodes: state.nodes, guesses: state.guesses, backtracks: state.backtracks };
  } finally {
    state.context = null;
    state.busy = false;
  }
}
