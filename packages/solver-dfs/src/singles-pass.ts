import {
  BOX_UNIT,
  COLUMN_UNIT,
  DIGIT_BITS,
  type DigitLayout,
  ENTRY_0,
  ENTRY_1,
  ENTRY_2,
  ENTRY_3,
  ENTRY_4,
  ENTRY_5,
  ENTRY_6,
  ENTRY_7,
  ENTRY_8,
  HOLES,
  OPEN,
  POPCOUNT,
  rowEntry,
  SINGLES_BAD_CELL,
  SINGLES_CONFLICT,
  SINGLES_DEAD_END,
  SINGLES_SOLVED,
  SINGLES_STALLED,
  STATE_SIZE,
  SWEEP_MAX_HOLES,
  TEXT_GRID,
  TEXT_PAIRS,
  TEXT_ROW,
  UNITS,
} from './singles-layout.js';
import { LF, ZERO } from './text-bytes.js';

/**
 * A first pass for easy puzzles (the classic interface's 36-hole grids, game
 * positions): sweep the empty cells, placing every naked single, until the
 * grid is full or a sweep places nothing. Every placement is forced, so a
 * grid this completes is *the* solution (any search finds the same one
 * first), and a cell left with no candidate proves there is none. When it
 * stalls, its guessing search (singles-guess.ts) goes on by naked singles,
 * and if that takes too long its state (grid, unit masks, open cells) seeds
 * the band search, which then skips loading the givens one by one (see
 * solveFirst).
 *
 * Built for the hot loop of `sudoku -s`: loading and sweeping are
 * branch-free (whether a cell is a single is a coin toss the branch
 * predictor keeps losing), and a queue of peers with hidden singles was
 * measured slower; the figures are in docs/performance.md.
 */
export class NakedSinglesPass {
  /** Unit masks, hole and open entries, guess frames: see UNITS, HOLES, OPEN, STACK. */
  protected readonly state = new Int32Array(STATE_SIZE);
  /** Empty cells of the grid last read (entries at HOLES). */
  holeCount = 0;
  /** Cells still empty in `work` after the last run. */
  openCount = 0;
  /** The grid being filled (0 = empty). */
  readonly work = new Uint8Array(81);
  // Tables as fields, read into locals (why: @sudoku/core/kernel).
  protected readonly tPopcount = POPCOUNT;
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
  protected sweep(start: number, before: number): number {
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
