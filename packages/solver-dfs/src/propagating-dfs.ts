import {
  BAND_ALL,
  type Grid,
  PLACED_BOARDS,
  POLL_INTERVAL,
  placeOnBands,
  type SearchContext,
  type SearchCounters,
  SudokuError,
} from '@sudoku/core';
import {
  BAND_PERMUTATIONS,
  EXPAND_ROW_BOX,
  FIXED_TRIPLETS,
  ROW_BOX_REACH,
  TRIPLET_LOW,
} from './band-tables.js';
import { ZERO } from './text-bytes.js';

/** Ints per search level: 27 boards (digit*3 + band), then 3 boards of placed cells. */
const STATE = 32;
const PLACED = PLACED_BOARDS;
/** A level per guess at most, and a guess places a digit: 81 guesses fill the grid. */
const LEVELS = 82;
/** Digit v's first board (band 0), and for 0 (empty) the placed-cells boards. */
const BOARD_OF_DIGIT = Uint8Array.from({ length: 10 }, (_, v) => (v === 0 ? PLACED : (v - 1) * 3));

/**
 * A band board's (row, box) occupancy matrix, bit `row * 3 + box`: which
 * triplets are open, then those nine bits (3 apart) packed by one
 * multiplication: 84 = 2^6+2^4+2^2 moves the three triplets of each row next
 * to each other, and no two partial products land on the same bit, so
 * nothing carries.
 */
function rowBoxOf(x: number): number {
  const rb = Math.imul((x | (x >>> 1) | (x >>> 2)) & TRIPLET_LOW, 84);
  return ((rb >>> 6) & 7) | ((rb >>> 12) & 0x38) | ((rb >>> 18) & 0x1c0);
}

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
 * else on the cell with the fewest. The board layout follows JCZSolve
 * (Zhou Yundong) and fsss2 (M. Dobrichev); this code and its tables are ours.
 */
export class BandSearch {
  readonly stack = new Int32Array(STATE * LEVELS);
  /**
   * One view per level: code indexes a level's boards by constants, so
   * optimised code computes no offset and checks no overflow per access.
   */
  readonly levels: Int32Array[] = Array.from({ length: LEVELS }, (_, level) =>
    this.stack.subarray(level * STATE, (level + 1) * STATE),
  );
  // The tables as fields, read into locals: an imported binding is a live
  // cell that optimised code re-checks (hole and map) at every use.
  private readonly tBandPermutations = BAND_PERMUTATIONS;
  private readonly tExpandRowBox = EXPAND_ROW_BOX;
  private readonly tFixedTriplets = FIXED_TRIPLETS;
  private readonly tBoardOfDigit = BOARD_OF_DIGIT;
  private readonly tRowBoxReach = ROW_BOX_REACH;
  nodes = 0;
  guesses = 0;
  backtracks = 0;
  /** null: stop at the first solution (the hot API); else report each one. */
  context: SearchContext | null = null;
  out: Uint8Array;
  /** The contract path's solution buffer (the context copies what it keeps). */
  readonly grid = new Uint8Array(81);
  outOffset = 0;
  /** What a solution's digits are written as: 0 for the digits themselves, ZERO for text. */
  outZero = 0;
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
    const s = this.clear();
    for (let i = 0; i < 81; i++) {
      const v = cells[offset + i];
      if (v === 0) continue;
      if (!(v >= 1 && v <= 9) || v !== (v | 0)) {
        throw new SudokuError(
          'SUDOKU_BAD_GRID',
          `cell ${i + 1} (index ${offset + i}) holds ${String(v)}; cells hold 0 (empty) to 9`,
        );
      }
      if (!this.give(s, i, v)) return false;
    }
    return true;
  }

  /**
   * {@link load} for a grid as 81 characters at `text[at…]`, `0` or `.` for
   * a blank, which the caller has checked hold nothing else: the text is
   * read where it lies, with no decoding into cells first.
   */
  loadText(text: Uint8Array, at: number): boolean {
    const s = this.clear();
    for (let i = 0; i < 81; i++) {
      // '0' is 0 and '.' is -2 here.
      const v = text[at + i] - ZERO;
      if (v <= 0) continue;
      if (!this.give(s, i, v)) return false;
    }
    return true;
  }

  /** Level 0 with every digit open everywhere, and the counters reset. */
  private clear(): Int32Array {
    const s = this.levels[0];
    for (let i = 0; i < PLACED; i++) s[i] = BAND_ALL;
    s[PLACED] = s[PLACED + 1] = s[PLACED + 2] = 0;
    this.nodes = this.guesses = this.backtracks = 0;
    return s;
  }

  /** Places given `v` at cell `i`; false when its place is already closed (a clash). */
  private give(s: Int32Array, i: number, v: number): boolean {
    const band = i < 27 ? 0 : i < 54 ? 1 : 2;
    const p = i - 27 * band;
    const board = (v - 1) * 3 + band;
    if ((s[board] & (1 << p)) === 0) return false;
    this.place(s, board, p, 0);
    return true;
  }

  /**
   * Loads level 0 from a grid with no clashing givens (the naked-singles
   * pass has checked it, and maybe filled some cells) in bulk: each digit's
   * boards from its placed cells, with no placement one by one. An open cell
   * keeps a digit unless the digit sits in its row, column or box, so the
   * boards are those load() would build (and the search finds the same first
   * solution). Used after a naked-singles pass that stalled.
   */
  loadGrid(cells: Uint8Array): void {
    const s = this.levels[0];
    const boardOf = this.tBoardOfDigit;
    const reach = this.tRowBoxReach;
    s.fill(0);
    this.nodes = this.guesses = this.backtracks = 0;
    // Each digit's placed cells; an empty cell's bit lands on its band's
    // placed-cells board, which therefore holds the open cells for now.
    for (let band = 0; band < 3; band++) {
      const first = 27 * band;
      for (let p = 0; p < 27; p++) s[boardOf[cells[first + p]] + band] |= 1 << p;
    }
    const open0 = s[PLACED];
    const open1 = s[PLACED + 1];
    const open2 = s[PLACED + 2];
    for (let board = 0; board < PLACED; board += 3) {
      const g0 = s[board];
      const g1 = s[board + 1];
      const g2 = s[board + 2];
      const any = g0 | g1 | g2;
      const c = (any | (any >>> 9) | (any >>> 18)) & 0x1ff;
      const columns = c | (c << 9) | (c << 18);
      s[board] = (open0 & ~(columns | reach[rowBoxOf(g0)])) | g0;
      s[board + 1] = (open1 & ~(columns | reach[rowBoxOf(g1)])) | g1;
      s[board + 2] = (open2 & ~(columns | reach[rowBoxOf(g2)])) | g2;
    }
    s[PLACED] = BAND_ALL & ~open0;
    s[PLACED + 1] = BAND_ALL & ~open1;
    s[PLACED + 2] = BAND_ALL & ~open2;
  }

  /**
   * Puts digit `board/3 + 1` at bit `p` of band `board%3` on level `s`;
   * returns `dirty` plus the boards that lost a place. (Dirty bits travel in
   * locals and arguments, not a field.)
   */
  place(s: Int32Array, board: number, p: number, dirty: number): number {
    return dirty | placeOnBands(s, board, p);
  }

  /**
   * Places digit `board/3 + 1` on every cell of `m` in band `board%3` at
   * once: the hidden singles of one board, one per row, each already alone in
   * its row and box, so only their `columns` (9 bits) still go from the
   * board. Returns `dirty` plus the boards that lost a place.
   */
  placeRows(s: Int32Array, board: number, m: number, columns: number, dirty: number): number {
    const band = board % 3;
    const own = s[board];
    const cells = ~m;
    // A board lost a place when it shared a cell with m: (x & m) + BAND_ALL
    // carries into bit 27 exactly when x & m is not empty.
    const x0 = s[band];
    const x1 = s[band + 3];
    const x2 = s[band + 6];
    const x3 = s[band + 9];
    const x4 = s[band + 12];
    const x5 = s[band + 15];
    const x6 = s[band + 18];
    const x7 = s[band + 21];
    const x8 = s[band + 24];
    s[band] = x0 & cells;
    s[band + 3] = x1 & cells;
    s[band + 6] = x2 & cells;
    s[band + 9] = x3 & cells;
    s[band + 12] = x4 & cells;
    s[band + 15] = x5 & cells;
    s[band + 18] = x6 & cells;
    s[band + 21] = x7 & cells;
    s[band + 24] = x8 & cells;
    let lost =
      ((((x0 & m) + BAND_ALL) >>> 27) |
        ((((x1 & m) + BAND_ALL) >>> 27) << 3) |
        ((((x2 & m) + BAND_ALL) >>> 27) << 6) |
        ((((x3 & m) + BAND_ALL) >>> 27) << 9) |
        ((((x4 & m) + BAND_ALL) >>> 27) << 12) |
        ((((x5 & m) + BAND_ALL) >>> 27) << 15) |
        ((((x6 & m) + BAND_ALL) >>> 27) << 18) |
        ((((x7 & m) + BAND_ALL) >>> 27) << 21) |
        ((((x8 & m) + BAND_ALL) >>> 27) << 24)) <<
      band;
    const column = columns | (columns << 9) | (columns << 18);
    const first = board - band;
    const c0 = s[first];
    const c1 = s[first + 1];
    const c2 = s[first + 2];
    s[first] = c0 & ~column;
    s[first + 1] = c1 & ~column;
    s[first + 2] = c2 & ~column;
    lost |=
      ((((c0 & column) + BAND_ALL) >>> 27) |
        ((((c1 & column) + BAND_ALL) >>> 27) << 1) |
        ((((c2 & column) + BAND_ALL) >>> 27) << 2)) <<
      first;
    // The own board is revisited only when its other rows lost a place in
    // these columns (as in place()).
    s[board] = (own & ~column) | m;
    s[PLACED + band] |= m;
    return dirty | (lost & ~(1 << board)) | ((own & column & cells) === 0 ? 0 : 1 << board);
  }

  /** Singles and locked candidates to a fixpoint. False on a dead end. */
  propagate(s: Int32Array, dirty: number): boolean {
    const BAND_PERMUTATIONS = this.tBandPermutations;
    const EXPAND_ROW_BOX = this.tExpandRowBox;
    const FIXED_TRIPLETS = this.tFixedTriplets;
    // Boards changed since the naked-single scan and the column pass last
    // looked: a band or digit none of whose boards changed cannot hold a new
    // single or dead end (JCZSolve/tdoku keep such "changed" masks too).
    let nakedTodo = 0;
    let columnTodo = 0;
    for (;;) {
      while (dirty !== 0) {
        nakedTodo |= dirty;
        columnTodo |= dirty;
        const board = 31 - Math.clz32(dirty & -dirty);
        dirty &= dirty - 1;
        let x = s[board];
        const keep = BAND_PERMUTATIONS[rowBoxOf(x)];
        if (keep === 0) return false;
        x &= EXPAND_ROW_BOX[keep];
        s[board] = x;
        // Hidden singles in the band's rows and boxes: fixed triplets with one open cell.
        const y = x & FIXED_TRIPLETS[keep] & ~s[PLACED + (board % 3)];
        if (y !== 0) {
          const t0 = y & TRIPLET_LOW;
          const t1 = (y >>> 1) & TRIPLET_LOW;
          const t2 = (y >>> 2) & TRIPLET_LOW;
          const lone = (t0 | t1 | t2) & ~((t0 & t1) | (t0 & t2) | (t1 & t2));
          if (lone !== 0) {
            // All of them in one go: one cell per row, each alone in its row and box.
            const m = y & (lone | (lone << 1) | (lone << 2));
            const c0 = m & 0x1ff;
            const c1 = (m >>> 9) & 0x1ff;
            const c2 = m >>> 18;
            // Two in one column: the digit would sit twice in it.
            if (((c0 & c1) | (c0 & c2) | (c1 & c2)) !== 0) return false;
            dirty = this.placeRows(s, board, m, c0 | c1 | c2, dirty);
          }
        }
      }
      // Naked singles, and cells left with no candidate.
      for (let band = 0; band < 3; band++) {
        if ((nakedTodo & (TRIPLET_LOW << band)) === 0) continue;
        // Bit-sliced counts over the nine digits (unrolled: measured faster).
        const x0 = s[band];
        const x1 = s[band + 3];
        const x2 = s[band + 6];
        const x3 = s[band + 9];
        const x4 = s[band + 12];
        const x5 = s[band + 15];
        const x6 = s[band + 18];
        const x7 = s[band + 21];
        const x8 = s[band + 24];
        let one = x0;
        let two = one & x1;
        one |= x1;
        two |= one & x2;
        one |= x2;
        two |= one & x3;
        one |= x3;
        two |= one & x4;
        one |= x4;
        two |= one & x5;
        one |= x5;
        two |= one & x6;
        one |= x6;
        two |= one & x7;
        one |= x7;
        two |= one & x8;
        one |= x8;
        if (one !== BAND_ALL) return false;
        let singles = one & ~two & ~s[PLACED + band];
        while (singles !== 0) {
          const bit = singles & -singles;
          singles ^= bit;
          let e = band;
          while (e < PLACED && (s[e] & bit) === 0) e += 3;
          if (e >= PLACED) return false;
          dirty = this.place(s, e, 31 - Math.clz32(bit), dirty);
        }
      }
      nakedTodo = 0;
      if (dirty !== 0) continue;
      // Hidden singles in columns (the bands above only see rows and boxes),
      // and a digit with no place left in some column.
      for (let d = 0; d < PLACED; d += 3) {
        if ((columnTodo & (7 << d)) === 0) continue;
        const a0 = s[d];
        const a1 = s[d + 1];
        const a2 = s[d + 2];
        const o0 = (a0 | (a0 >>> 9) | (a0 >>> 18)) & 0x1ff;
        const o1 = (a1 | (a1 >>> 9) | (a1 >>> 18)) & 0x1ff;
        const o2 = (a2 | (a2 >>> 9) | (a2 >>> 18)) & 0x1ff;
        if ((o0 | o1 | o2) !== 0x1ff) return false;
        // Locked candidates inside each stack, by the same permutation table
        // turned sideways: (band, column-in-stack) pairs of a stack.
        const k0 = BAND_PERMUTATIONS[(o0 & 7) | ((o1 & 7) << 3) | ((o2 & 7) << 6)];
        const k1 = BAND_PERMUTATIONS[((o0 >>> 3) & 7) | (o1 & 0x38) | ((o2 & 0x38) << 3)];
        const k2 = BAND_PERMUTATIONS[(o0 >>> 6) | ((o1 >>> 3) & 0x38) | (o2 & 0x1c0)];
        if (k0 === 0 || k1 === 0 || k2 === 0) return false;
        const keep0 = (k0 & 7) | ((k1 & 7) << 3) | ((k2 & 7) << 6);
        const keep1 = ((k0 >>> 3) & 7) | (k1 & 0x38) | ((k2 & 0x38) << 3);
        const keep2 = (k0 >>> 6) | ((k1 >>> 3) & 0x38) | (k2 & 0x1c0);
        // Branch-free: store always; a band whose columns shrank is dirty
        // ((o ^ keep) + 0x1ff carries into bit 9 exactly when they differ).
        s[d] = a0 & (keep0 | (keep0 << 9) | (keep0 << 18));
        s[d + 1] = a1 & (keep1 | (keep1 << 9) | (keep1 << 18));
        s[d + 2] = a2 & (keep2 | (keep2 << 9) | (keep2 << 18));
        dirty |=
          ((((o0 ^ keep0) + 0x1ff) >>> 9) |
            ((((o1 ^ keep1) + 0x1ff) >>> 9) << 1) |
            ((((o2 ^ keep2) + 0x1ff) >>> 9) << 2)) <<
          d;
        const t0 = (a0 & (a0 >>> 9)) | (a0 & (a0 >>> 18)) | ((a0 >>> 9) & (a0 >>> 18));
        const t1 = (a1 & (a1 >>> 9)) | (a1 & (a1 >>> 18)) | ((a1 >>> 9) & (a1 >>> 18));
        const t2 = (a2 & (a2 >>> 9)) | (a2 & (a2 >>> 18)) | ((a2 >>> 9) & (a2 >>> 18));
        const many = t0 | t1 | t2 | (o0 & o1) | (o0 & o2) | (o1 & o2);
        const y = (a0 & s[PLACED]) | (a1 & s[PLACED + 1]) | (a2 & s[PLACED + 2]);
        let singles = ~many & ~(y | (y >>> 9) | (y >>> 18)) & 0x1ff;
        while (singles !== 0) {
          const column = singles & -singles;
          singles ^= column;
          const bits = column | (column << 9) | (column << 18);
          const band = (a0 & bits) !== 0 ? 0 : (a1 & bits) !== 0 ? 1 : 2;
          const live = s[d + band] & bits;
          if (live === 0) return false;
          dirty = this.place(s, d + band, 31 - Math.clz32(live), dirty);
        }
      }
      columnTodo = 0;
      if (dirty === 0) return true;
    }
  }

  /**
   * Depth-first search from the level at `level`, whose `dirty` boards
   * changed since it was last propagated (all of them, `BAND_ALL`, for a
   * fresh load). Returns true when the search must stop.
   */
  search(level: number, dirty: number): boolean {
    const s = this.levels[level];
    for (;;) {
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
      while ((digits & (digits - 1)) !== 0) {
        const d = 31 - Math.clz32(digits & -digits);
        digits &= digits - 1;
        for (let i = 0; i < 30; i++) next[i] = s[i];
        if (this.search(level + 1, this.place(next, d * 3 + band, p, 0))) return true;
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
    if (state.load(puzzle, 0)) state.search(0, BAND_ALL);
    return { nodes: state.nodes, guesses: state.guesses, backtracks: state.backtracks };
  } finally {
    releaseBandSearch(state);
  }
}
