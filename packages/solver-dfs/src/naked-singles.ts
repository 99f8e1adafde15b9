import { LF, ZERO } from './text-bytes.js';

/** {@link NakedSinglesPass.run}: the grid is complete in the pass's `work`. */
export const SINGLES_SOLVED = 0;
/** {@link NakedSinglesPass.run}: some cell has no candidate left: no solution exists. */
export const SINGLES_DEAD_END = 1;
/** {@link NakedSinglesPass.run}: two givens repeat a digit. */
export const SINGLES_CONFLICT = 2;
/**
 * {@link NakedSinglesPass.run}: naked singles stalled (or the grid was too
 * empty to sweep): run the full search from the pass's state.
 */
export const SINGLES_STALLED = 3;
/**
 * {@link NakedSinglesPass.run}: a cell is not a digit 0-9 (or, read by
 * {@link NakedSinglesPass.runClassicText}, a space or newline is missing).
 */
export const SINGLES_BAD_CELL = 4;

/**
 * Above this many empty cells the pass only loads: sweeping a 17-clue grid
 * places few singles that the band search would not place faster in bulk.
 * Skipping the sweep there measured 7.5% faster on 17-clue puzzles and 2%
 * on magictour top1465 (40 and 60 did the same on 17-clue, 60 lost the 2%).
 */
export const SWEEP_MAX_HOLES = 50;

/**
 * The pass's state is one Int32Array (optimised code then checks one array's
 * bounds and base, not four): unit masks at UNITS (rows 0-8, columns 9-17,
 * boxes 18-26), the empty cells at HOLES, the cells still open at OPEN,
 * and the frames of {@link NakedSinglesPass.guess} at STACK.
 * A cell in those lists is an entry: its three unit slots and the cell,
 * `row | column slot << 8 | box slot << 16 | cell << 24`, so a sweep reads
 * everything about a cell in one load. (One array and entries: 9% faster.)
 */
const UNITS = 0;
const COLUMN_UNIT = 9;
const BOX_UNIT = 18;
const HOLES = 32;
const OPEN = HOLES + 81;
const STACK = OPEN + 81;
/**
 * A guess's frame: the unit masks before it, the guessed cell's entry, its
 * digits not yet tried, and the other open cells.
 */
const FRAME_UNITS = 0;
const FRAME_ENTRY = 27;
const FRAME_UNTRIED = 28;
const FRAME_OPEN_COUNT = 29;
const FRAME_OPEN = 30;
const FRAME_SIZE = FRAME_OPEN + SWEEP_MAX_HOLES;
/** Each frame guesses at another open cell, so a swept grid's holes bound the depth. */
const STATE_SIZE = STACK + SWEEP_MAX_HOLES * FRAME_SIZE;

/**
 * Entry of cell `row * 9 + j` minus the row's own part (see rowEntry):
 * column slot, box-within-band and `j`. Constants in the unrolled load.
 */
const ENTRY_0 = (COLUMN_UNIT << 8) | (0 << 16) | (0 << 24);
const ENTRY_1 = ((COLUMN_UNIT + 1) << 8) | (0 << 16) | (1 << 24);
const ENTRY_2 = ((COLUMN_UNIT + 2) << 8) | (0 << 16) | (2 << 24);
const ENTRY_3 = ((COLUMN_UNIT + 3) << 8) | (1 << 16) | (3 << 24);
const ENTRY_4 = ((COLUMN_UNIT + 4) << 8) | (1 << 16) | (4 << 24);
const ENTRY_5 = ((COLUMN_UNIT + 5) << 8) | (1 << 16) | (5 << 24);
const ENTRY_6 = ((COLUMN_UNIT + 6) << 8) | (2 << 16) | (6 << 24);
const ENTRY_7 = ((COLUMN_UNIT + 7) << 8) | (2 << 16) | (7 << 24);
const ENTRY_8 = ((COLUMN_UNIT + 8) << 8) | (2 << 16) | (8 << 24);

/** The entry of a row's first cell: its row, its band's first box slot and its cell. */
function rowEntry(row: number, boxSlot: number): number {
  return row | (boxSlot << 16) | ((row * 9) << 24);
}

/** Bits set in a 10-bit mask (each entry from the one without its lowest bit). */
const POPCOUNT: Uint8Array = (() => {
  const table = new Uint8Array(1024);
  for (let m = 1; m < 1024; m++) table[m] = table[m & (m - 1)] + 1;
  return table;
})();

/** Digit `d` is bit `d` of a unit mask, so bits 1-9 are the digits and bit 0 marks empties. */
const DIGIT_BITS = 0x3fe;

/**
 * Where a grid's digits sit in memory: cell (r, c) is
 * `source[at + r * rowStride + c * cellStride] - zero`. Packed cells are
 * {9, 1, 0}; the classic text layout ("d d d … d\n" rows) is {18, 2, 48}.
 */
export interface DigitLayout {
  readonly rowStride: number;
  readonly cellStride: number;
  readonly zero: number;
}

export const PACKED_CELLS: DigitLayout = { rowStride: 9, cellStride: 1, zero: 0 };
export const CLASSIC_TEXT: DigitLayout = { rowStride: 18, cellStride: 2, zero: 48 };

/** A classic text row less its last cell: four words of "d " pairs (little-endian), digits as 0. */
const TEXT_PAIRS = 0x20302030;
/** Bytes of a classic text row: "d d d d d d d d d\n". */
const TEXT_ROW = 18;
/** A classic grid's bytes: nine rows, the last without its newline. */
const TEXT_GRID = 9 * TEXT_ROW - 1;

/**
 * A first pass for easy puzzles (the assignment's 36-hole grids, game
 * positions): sweep the empty cells, placing every naked single, until the
 * grid is full or a sweep places nothing. Every placement is forced, so a
 * grid this completes is *the* solution (any search finds the same one
 * first), and a cell left with no candidate proves there is none. When it
 * stalls, {@link guess} searches on by naked singles alone, and if that
 * takes too long its state (grid, unit masks, open cells) seeds the band
 * search, which then skips loading the givens one by one (see solveFirst).
 *
 * Built for the hot loop of `sudoku -s`, and measured there (README):
 * - loading keeps a row's cells and the column masks in locals, and is
 *   branch-free: digit v is bit v, so an empty cell sets only bit 0, and the
 *   hole list grows by `(v - 1) >>> 31`; conflicting givens are caught once,
 *   by counting bits, instead of per cell (2× faster than per-cell unit
 *   lookups with a conflict test per given);
 * - a sweep is branch-free too: a single is placed by masking with
 *   "is single", and the open list is compacted as it is read. Whether a
 *   cell is a single is a coin toss the branch predictor keeps losing
 *   (11% faster).
 * A queue that updates only the 20 peers of a placement, plus hidden
 * singles, was tried and measured 2× slower; the hidden singles finished
 * almost none of the puzzles that stall here, which need a guess (a random
 * 36-hole puzzle often has several solutions).
 */
export class NakedSinglesPass {
  /** Unit masks, hole and open entries, guess frames: see UNITS, HOLES, OPEN, STACK. */
  private readonly state = new Int32Array(STATE_SIZE);
  /** Empty cells of the grid last read (entries at HOLES). */
  holeCount = 0;
  /** Cells still empty in `work` after the last run. */
  openCount = 0;
  /** The grid being filled (0 = empty). */
  readonly work = new Uint8Array(81);
  // Tables as fields, read into locals: an imported or module binding is a
  // live cell that optimised code re-checks at every use.
  private readonly tPopcount = POPCOUNT;
  /** A view of the last text read, to read it four bytes at a time. */
  private textView: DataView = new DataView(new ArrayBuffer(0));
  private textViewOf: Uint8Array | undefined;

  /**
   * Reads the grid at `source[at…]` (laid out as `layout` says) and runs the
   * pass: a sweep to a fixpoint, unless more than SWEEP_MAX_HOLES cells are
   * empty (then every hole is left open for the search).
   */
  run(source: Uint8Array, at: number, layout: DigitLayout): number {
    const { rowStride, cellStride, zero } = layout;
    const work = this.work;
    for (let row = 0; row < 9; row++) {
      const p = at + row * rowStride;
      const i = 9 * row;
      for (let column = 0; column < 9; column++) {
        work[i + column] = source[p + column * cellStride] - zero;
      }
    }
    return this.finish(this.absorb());
  }

  /**
   * {@link run} for a grid in the exact classic text layout at `text[at…]`
   * (nine "d d d d d d d d d" rows, newlines between), checking the spaces
   * and newlines as it reads: a row is four 32-bit words of two digits and
   * two spaces each, then its last digit and newline. 16% faster than
   * checking the layout and reading the digits byte by byte.
   */
  runClassicText(text: Uint8Array, at: number): number {
    if (at < 0 || at + TEXT_GRID > text.length) return SINGLES_BAD_CELL;
    if (text !== this.textViewOf) {
      this.textViewOf = text;
      this.textView = new DataView(text.buffer, text.byteOffset, text.byteLength);
    }
    const view = this.textView;
    const work = this.work;
    let wrong = 0;
    for (let row = 0; row < 9; row++) {
      const p = at + row * TEXT_ROW;
      const i = 9 * row;
      // A byte below '0' borrows from its space, which then shows as wrong.
      const w0 = (view.getInt32(p, true) - TEXT_PAIRS) | 0;
      const w1 = (view.getInt32(p + 4, true) - TEXT_PAIRS) | 0;
      const w2 = (view.getInt32(p + 8, true) - TEXT_PAIRS) | 0;
      const w3 = (view.getInt32(p + 12, true) - TEXT_PAIRS) | 0;
      wrong |= (w0 | w1 | w2 | w3) & 0xff00ff00;
      if (row < 8) wrong |= view.getUint8(p + 17) ^ LF;
      work[i] = w0;
      work[i + 1] = w0 >>> 16;
      work[i + 2] = w1;
      work[i + 3] = w1 >>> 16;
      work[i + 4] = w2;
      work[i + 5] = w2 >>> 16;
      work[i + 6] = w3;
      work[i + 7] = w3 >>> 16;
      work[i + 8] = view.getUint8(p + 16) - ZERO;
    }
    return wrong === 0 ? this.finish(this.absorb()) : SINGLES_BAD_CELL;
  }

  /** After a load: the sweep, or every hole left open when the grid is too empty to sweep. */
  private finish(status: number): number {
    if (status !== SINGLES_SOLVED) return status;
    if (this.holeCount <= SWEEP_MAX_HOLES) return this.sweep(HOLES, this.holeCount);
    this.openCount = this.holeCount;
    return SINGLES_STALLED;
  }

  /**
   * Reads `work` (a cell outside 0-9 shows as a byte outside 0-15, or as a
   * bit above 9) into unit masks and hole entries; SINGLES_SOLVED here means
   * "loaded".
   */
  private absorb(): number {
    const { state, work } = this;
    let count = 0;
    let seen = 0;
    let c0 = 0;
    let c1 = 0;
    let c2 = 0;
    let c3 = 0;
    let c4 = 0;
    let c5 = 0;
    let c6 = 0;
    let c7 = 0;
    let c8 = 0;
    for (let row = 0; row < 9; row++) {
      // One row unrolled: its cells and the column masks stay in registers.
      const i = row * 9;
      const v0 = work[i];
      const v1 = work[i + 1];
      const v2 = work[i + 2];
      const v3 = work[i + 3];
      const v4 = work[i + 4];
      const v5 = work[i + 5];
      const v6 = work[i + 6];
      const v7 = work[i + 7];
      const v8 = work[i + 8];
      seen |= v0 | v1 | v2 | v3 | v4 | v5 | v6 | v7 | v8;
      const b0 = 1 << v0;
      const b1 = 1 << v1;
      const b2 = 1 << v2;
      const b3 = 1 << v3;
      const b4 = 1 << v4;
      const b5 = 1 << v5;
      const b6 = 1 << v6;
      const b7 = 1 << v7;
      const b8 = 1 << v8;
      c0 |= b0;
      c1 |= b1;
      c2 |= b2;
      c3 |= b3;
      c4 |= b4;
      c5 |= b5;
      c6 |= b6;
      c7 |= b7;
      c8 |= b8;
      const left = b0 | b1 | b2;
      const middle = b3 | b4 | b5;
      const right = b6 | b7 | b8;
      state[UNITS + row] = left | middle | right;
      const boxSlot = BOX_UNIT + 3 * ((row / 3) | 0);
      const box = UNITS + boxSlot;
      if (row % 3 === 0) {
        state[box] = left;
        state[box + 1] = middle;
        state[box + 2] = right;
      } else {
        state[box] |= left;
        state[box + 1] |= middle;
        state[box + 2] |= right;
      }
      const entry = rowEntry(row, boxSlot);
      // `| 0` on the counters here and in the sweep: optimised code then
      // adds with no overflow check (7.5% on solveClassicText).
      state[HOLES + count] = entry + ENTRY_0;
      count = (count + ((v0 - 1) >>> 31)) | 0;
      state[HOLES + count] = entry + ENTRY_1;
      count = (count + ((v1 - 1) >>> 31)) | 0;
      state[HOLES + count] = entry + ENTRY_2;
      count = (count + ((v2 - 1) >>> 31)) | 0;
      state[HOLES + count] = entry + ENTRY_3;
      count = (count + ((v3 - 1) >>> 31)) | 0;
      state[HOLES + count] = entry + ENTRY_4;
      count = (count + ((v4 - 1) >>> 31)) | 0;
      state[HOLES + count] = entry + ENTRY_5;
      count = (count + ((v5 - 1) >>> 31)) | 0;
      state[HOLES + count] = entry + ENTRY_6;
      count = (count + ((v6 - 1) >>> 31)) | 0;
      state[HOLES + count] = entry + ENTRY_7;
      count = (count + ((v7 - 1) >>> 31)) | 0;
      state[HOLES + count] = entry + ENTRY_8;
      count = (count + ((v8 - 1) >>> 31)) | 0;
    }
    state[UNITS + COLUMN_UNIT] = c0;
    state[UNITS + COLUMN_UNIT + 1] = c1;
    state[UNITS + COLUMN_UNIT + 2] = c2;
    state[UNITS + COLUMN_UNIT + 3] = c3;
    state[UNITS + COLUMN_UNIT + 4] = c4;
    state[UNITS + COLUMN_UNIT + 5] = c5;
    state[UNITS + COLUMN_UNIT + 6] = c6;
    state[UNITS + COLUMN_UNIT + 7] = c7;
    state[UNITS + COLUMN_UNIT + 8] = c8;
    this.holeCount = count;
    // Digits 0-9 keep the OR of all cells in 0-15 and set no column bit above 9.
    const columns = c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8;
    if ((seen & ~15) !== 0 || (columns & ~0x3ff) !== 0) return SINGLES_BAD_CELL;
    // A repeated digit collapses into one bit: the givens outnumber their bits.
    const popcount = this.tPopcount;
    let bits = 0;
    for (let u = 0; u < 27; u++) bits += popcount[state[UNITS + u] & DIGIT_BITS];
    return bits === 3 * (81 - count) ? SINGLES_SOLVED : SINGLES_CONFLICT;
  }

  /** Sweeps to a fixpoint; the first sweep reads `before` entries at `from`, later ones the open list. */
  private sweep(start: number, before: number): number {
    const { state, work } = this;
    let from = start;
    let count = before;
    while (count > 0) {
      let kept = 0;
      let dead = 0;
      for (let k = 0; k < before; k++) {
        const entry = state[from + k];
        const r = UNITS + (entry & 0xff);
        const c = UNITS + ((entry >>> 8) & 0xff);
        const b = UNITS + ((entry >>> 16) & 0xff);
        const free = ~(state[r] | state[c] | state[b]) & DIGIT_BITS;
        dead |= free - 1; // negative when no digit is left
        const single = ((free & (free - 1)) - 1) >> 31; // -1 for one digit (or none), else 0
        const bit = free & single;
        state[r] |= bit;
        state[c] |= bit;
        state[b] |= bit;
        work[entry >>> 24] = (31 - Math.clz32(bit)) & single;
        state[OPEN + kept] = entry;
        kept = (kept - ~single) | 0; // keeps the cell unless it was placed
      }
      if (dead < 0) return SINGLES_DEAD_END;
      count = kept;
      if (count === before) break; // a sweep placed nothing
      from = OPEN;
      before = count;
    }
    this.openCount = count;
    return count === 0 ? SINGLES_SOLVED : SINGLES_STALLED;
  }

  /**
   * After run() stalled: a depth-first search by naked singles alone. It
   * guesses at an open cell with the fewest candidates, digits in increasing
   * order, and sweeps after each guess; the sweep's fixpoint is the next
   * stall, dead end or solution. Returns SINGLES_SOLVED (the grid is in
   * `work`), SINGLES_DEAD_END (every guess failed: there is no solution), or
   * SINGLES_STALLED after `budget` guesses with the first stall put back, for
   * the band search. On the assignment's 36-hole puzzles a quarter stall,
   * and this finishes them in a few guesses where loading the band search
   * cost more than the whole pass (solveClassicText 0.76× the time, see
   * README).
   */
  guess(budget: number): number {
    // A grid too empty to sweep has no open list to guess from.
    if (this.holeCount > SWEEP_MAX_HOLES) return SINGLES_STALLED;
    const { state, work } = this;
    this.pushFrame(STACK);
    let depth = 0;
    let tries = 0;
    for (;;) {
      const frame = STACK + depth * FRAME_SIZE;
      const untried = state[frame + FRAME_UNTRIED];
      if (untried === 0) {
        if (depth === 0) return SINGLES_DEAD_END;
        depth--;
        continue;
      }
      if (tries === budget) {
        this.restoreFirstStall();
        return SINGLES_STALLED;
      }
      tries++;
      const bit = untried & -untried;
      state[frame + FRAME_UNTRIED] = untried ^ bit;
      for (let u = 0; u < 27; u++) state[UNITS + u] = state[frame + FRAME_UNITS + u];
      const entry = state[frame + FRAME_ENTRY];
      state[UNITS + (entry & 0xff)] |= bit;
      state[UNITS + ((entry >>> 8) & 0xff)] |= bit;
      state[UNITS + ((entry >>> 16) & 0xff)] |= bit;
      work[entry >>> 24] = 31 - Math.clz32(bit);
      const open = state[frame + FRAME_OPEN_COUNT];
      for (let k = 0; k < open; k++) state[OPEN + k] = state[frame + FRAME_OPEN + k];
      // Cells a failed guess placed are placed again by any later success.
      const status = this.sweep(OPEN, open);
      if (status === SINGLES_SOLVED) return status;
      if (status === SINGLES_STALLED) {
        depth++;
        this.pushFrame(frame + FRAME_SIZE);
      }
    }
  }

  /**
   * Saves the unit masks and the open cells at `frame`, picking the open
   * cell with the fewest candidates (the first with two) to guess at.
   */
  private pushFrame(frame: number): void {
    const state = this.state;
    const popcount = this.tPopcount;
    for (let u = 0; u < 27; u++) state[frame + FRAME_UNITS + u] = state[UNITS + u];
    const open = this.openCount;
    let best = 0;
    let bestCount = 10;
    let bestFree = 0;
    for (let k = 0; k < open; k++) {
      const entry = state[OPEN + k];
      const taken =
        state[UNITS + (entry & 0xff)] |
        state[UNITS + ((entry >>> 8) & 0xff)] |
        state[UNITS + ((entry >>> 16) & 0xff)];
      const free = ~taken & DIGIT_BITS;
      const count = popcount[free];
      if (count < bestCount) {
        best = k;
        bestCount = count;
        bestFree = free;
        if (count === 2) break;
      }
    }
    state[frame + FRAME_ENTRY] = state[OPEN + best];
    state[frame + FRAME_UNTRIED] = bestFree;
    state[frame + FRAME_OPEN_COUNT] = open - 1;
    let to = frame + FRAME_OPEN;
    for (let k = 0; k < open; k++) if (k !== best) state[to++] = state[OPEN + k];
  }

  /** Puts the first stall back (unit masks, open cells, their zeros in `work`). */
  private restoreFirstStall(): void {
    const { state, work } = this;
    for (let u = 0; u < 27; u++) state[UNITS + u] = state[STACK + FRAME_UNITS + u];
    const guessed = state[STACK + FRAME_ENTRY];
    state[OPEN] = guessed;
    work[guessed >>> 24] = 0;
    const open = state[STACK + FRAME_OPEN_COUNT];
    for (let k = 0; k < open; k++) {
      const entry = state[STACK + FRAME_OPEN + k];
      state[OPEN + 1 + k] = entry;
      work[entry >>> 24] = 0;
    }
    this.openCount = open + 1;
  }

  /** Writes the solved grid's digits (`work`) for the holes only, laid out as `layout` says. */
  writeHoles(out: Uint8Array, at: number, layout: DigitLayout): void {
    const { state, work } = this;
    const { rowStride, cellStride, zero } = layout;
    for (let k = 0; k < this.holeCount; k++) {
      const entry = state[HOLES + k];
      const row = entry & 0xff;
      const column = ((entry >>> 8) & 0xff) - COLUMN_UNIT;
      out[at + row * rowStride + column * cellStride] = zero + work[entry >>> 24];
    }
  }
}

/** The pass never calls out, so one instance serves every call (solveFirst reads its state). */
export const singlesPass = new NakedSinglesPass();
