import { bitCount } from '@sudoku/core';
import { BAND_ALL, placeOnBands } from '@sudoku/core/kernel';
import { PLACED, type Position } from './position.js';

// A module constant, not the imported binding (why: @sudoku/core/kernel).
const placeDigit = placeOnBands;
/** Every digit board: bit d·3 + b. */
const ALL_BOARDS = 0x7ffffff;
/** The nine boards of band 0 (bits 0, 3, …, 24); shift left by b for band b. */
const BAND_BOARDS = 0x1249249;
/** The first cell of each triplet (three cells of a row inside a box): bits 0, 3, …, 24. */
const TRIPLET_FIRST = 0x1249249;
/** The first triplet of each row: bits 0, 9, 18. */
const ROW_FIRST = 0x40201;
/** The first triplet of each box in row 0: bits 0, 3, 6. */
const BOX_FIRST = 0x49;
/** The cells of box 0 of a band: times a BOX_FIRST bit gives that box. */
const BOX_CELLS = 0x1c0e07;

/** What {@link Propagator.propagate} returns besides a cell to branch on. */
export const SOLVED = -1;
export const CONTRADICTION = -2;

/**
 * Places digits and propagates their consequences in a {@link Position}:
 * the fill step (a placed digit is struck from its peers, and every cell
 * with one choice is placed) to a fixpoint, plus hidden singles
 * unless disabled. Both rules only ever remove candidates, so the fixpoint
 * (and whether it is a dead end) does not depend on the order they run in.
 * Work is driven by a set of boards that changed since they were looked at.
 */
export class Propagator {
  /** Σ candidate counts of the empty cells after the last successful propagate (h/k). */
  candidateSum = 0;
  readonly hiddenSingles: boolean;

  constructor(hiddenSingles: boolean) {
    this.hiddenSingles = hiddenSingles;
  }

  /**
   * Loads a puzzle's digits (0 = empty) into `position` and propagates; returns as
   * {@link propagate} does (a repeated digit in a unit is a contradiction).
   */
  start(position: Position, puzzle: ArrayLike<number>): number {
    for (let i = 0; i < PLACED; i++) position[i] = BAND_ALL;
    position[PLACED] = position[PLACED + 1] = position[PLACED + 2] = 0;
    for (let cell = 0; cell < 81; cell++) {
      const v = puzzle[cell];
      if (v === 0) continue;
      const b = (cell / 27) | 0;
      const at = cell - 27 * b;
      if ((position[(v - 1) * 3 + b] & (1 << at)) === 0) return CONTRADICTION;
      this.place(position, (v - 1) * 3 + b, at);
    }
    return this.propagate(position, ALL_BOARDS);
  }

  /** Fills `cell` with the digit `bit` (bit d-1) in a position at fixpoint and propagates. */
  branch(position: Position, cell: number, bit: number): number {
    const b = (cell / 27) | 0;
    return this.propagate(
      position,
      this.place(position, (31 - Math.clz32(bit)) * 3 + b, cell - 27 * b),
    );
  }

  /**
   * Puts digit `board/3` at position `at` of band `board%3` (the digit must
   * still be possible there) and strikes it from the cell's peers. Returns the
   * boards that changed. Never fails: a peer left without candidates, or a
   * unit without a place for a digit, is what the next propagate finds.
   */
  place(position: Position, board: number, at: number): number {
    return placeDigit(position, board, at);
  }

  /**
   * Places naked singles (and hidden singles) until none is left, starting
   * from the boards in `dirty`. Returns the empty cell with the fewest
   * candidates (first in row-major order on ties), {@link SOLVED} or
   * {@link CONTRADICTION}.
   */
  propagate(position: Position, dirty: number): number {
    const hidden = this.hiddenSingles;
    let nakedTodo = 0;
    let columnTodo = 0;
    for (;;) {
      nakedTodo |= dirty;
      columnTodo |= dirty;
      if (hidden) {
        while (dirty !== 0) {
          const board = 31 - Math.clz32(dirty & -dirty);
          dirty &= dirty - 1;
          const found = this.boardSingles(position, board);
          if (found < 0) return CONTRADICTION;
          dirty |= found;
          nakedTodo |= found;
          columnTodo |= found;
        }
      }
      dirty = 0;
      for (let b = 0; b < 3; b++) {
        if ((nakedTodo & (BAND_BOARDS << b)) === 0) continue;
        const found = this.nakedSingles(position, b);
        if (found < 0) return CONTRADICTION;
        dirty |= found;
      }
      nakedTodo = 0;
      if (dirty !== 0) continue;
      if (hidden) {
        for (let d = 0; d < PLACED; d += 3) {
          if ((columnTodo & (7 << d)) === 0) continue;
          const found = this.columnSingles(position, d);
          if (found < 0) return CONTRADICTION;
          dirty |= found;
        }
      }
      columnTodo = 0;
      if (dirty === 0) return this.settle(position);
    }
  }

  /**
   * Naked singles of band b: bit-sliced counts over the nine digit boards.
   * Returns the boards its placements changed, or -1 when a cell has no
   * candidate left.
   */
  private nakedSingles(position: Position, b: number): number {
    let one = 0;
    let two = 0;
    for (let i = b; i < PLACED; i += 3) {
      const x = position[i];
      two |= one & x;
      one |= x;
    }
    if (one !== BAND_ALL) return -1;
    let singles = one & ~two & ~position[PLACED + b];
    let changed = 0;
    while (singles !== 0) {
      const bit = singles & -singles;
      singles ^= bit;
      // An earlier placement of this loop may have struck its last candidate.
      let i = b;
      while (i < PLACED && (position[i] & bit) === 0) i += 3;
      if (i >= PLACED) return -1;
      changed |= this.place(position, i, 31 - Math.clz32(bit));
    }
    return changed;
  }

  /**
   * Hidden singles of one digit in the rows and boxes of one band, found from
   * its triplets (a row's three cells inside a box). Returns the boards its
   * placements changed, or -1 when a row or box has no place for the digit.
   */
  private boardSingles(position: Position, board: number): number {
    const x = position[board];
    const t0 = x & TRIPLET_FIRST;
    const t1 = (x >>> 1) & TRIPLET_FIRST;
    const t2 = (x >>> 2) & TRIPLET_FIRST;
    const open = t0 | t1 | t2;
    const many = (t0 & t1) | (t0 & t2) | (t1 & t2);
    // Rows: triplets 9r, 9r+3, 9r+6.
    const r0 = open & ROW_FIRST;
    const r1 = (open >>> 3) & ROW_FIRST;
    const r2 = (open >>> 6) & ROW_FIRST;
    // Boxes: triplets 3k, 3k+9, 3k+18.
    const k0 = open & BOX_FIRST;
    const k1 = (open >>> 9) & BOX_FIRST;
    const k2 = (open >>> 18) & BOX_FIRST;
    if ((r0 | r1 | r2) !== ROW_FIRST || (k0 | k1 | k2) !== BOX_FIRST) return -1;
    const rowMany =
      (r0 & r1) | (r0 & r2) | (r1 & r2) | ((many | (many >>> 3) | (many >>> 6)) & ROW_FIRST);
    const boxMany =
      (k0 & k1) | (k0 & k2) | (k1 & k2) | ((many | (many >>> 9) | (many >>> 18)) & BOX_FIRST);
    const b = board % 3;
    let singles =
      x &
      (Math.imul(ROW_FIRST & ~rowMany, 0x1ff) | Math.imul(BOX_FIRST & ~boxMany, BOX_CELLS)) &
      ~position[PLACED + b];
    let changed = 0;
    while (singles !== 0) {
      const bit = singles & -singles;
      singles ^= bit;
      // A placement of this loop may have taken the cell or struck the digit
      // (two singles in one column, or one row and one box single of the same
      // cell); the board is then dirty and the next look reports the rest.
      if ((position[board] & bit) === 0 || (position[PLACED + b] & bit) !== 0) continue;
      changed |= this.place(position, board, 31 - Math.clz32(bit));
    }
    return changed;
  }

  /**
   * Hidden singles of digit `first/3` in the nine columns (boards first…first+2).
   * Returns the boards its placements changed, or -1 when a column has no
   * place for the digit.
   */
  private columnSingles(position: Position, first: number): number {
    const a0 = position[first];
    const a1 = position[first + 1];
    const a2 = position[first + 2];
    const o0 = (a0 | (a0 >>> 9) | (a0 >>> 18)) & 0x1ff;
    const o1 = (a1 | (a1 >>> 9) | (a1 >>> 18)) & 0x1ff;
    const o2 = (a2 | (a2 >>> 9) | (a2 >>> 18)) & 0x1ff;
    if ((o0 | o1 | o2) !== 0x1ff) return -1;
    const m0 = (a0 & (a0 >>> 9)) | (a0 & (a0 >>> 18)) | ((a0 >>> 9) & (a0 >>> 18));
    const m1 = (a1 & (a1 >>> 9)) | (a1 & (a1 >>> 18)) | ((a1 >>> 9) & (a1 >>> 18));
    const m2 = (a2 & (a2 >>> 9)) | (a2 & (a2 >>> 18)) | ((a2 >>> 9) & (a2 >>> 18));
    const lone = ~(m0 | m1 | m2 | (o0 & o1) | (o0 & o2) | (o1 & o2)) & 0x1ff;
    if (lone === 0) return 0;
    const columns = Math.imul(lone, ROW_FIRST);
    let changed = 0;
    for (let b = 0; b < 3; b++) {
      let singles = position[first + b] & columns & ~position[PLACED + b];
      while (singles !== 0) {
        const bit = singles & -singles;
        singles ^= bit;
        if ((position[first + b] & bit) === 0 || (position[PLACED + b] & bit) !== 0) continue;
        changed |= this.place(position, first + b, 31 - Math.clz32(bit));
      }
    }
    return changed;
  }

  /**
   * At a fixpoint: Σ candidate counts of the empty cells (into candidateSum)
   * and the empty cell with the fewest candidates, first in row-major order,
   * from 4-bit bit-sliced counters per band; {@link SOLVED} when none is empty.
   */
  private settle(position: Position): number {
    let best = SOLVED;
    let bestCount = 10;
    let sum = 0;
    for (let b = 0; b < 3; b++) {
      const empty = BAND_ALL & ~position[PLACED + b];
      if (empty === 0) continue;
      let c0 = 0;
      let c1 = 0;
      let c2 = 0;
      let c3 = 0;
      for (let i = b; i < PLACED; i += 3) {
        const x = position[i] & empty;
        const k0 = c0 & x;
        c0 ^= x;
        const k1 = c1 & k0;
        c1 ^= k0;
        c3 |= c2 & k1;
        c2 ^= k1;
      }
      sum += bitCount(c0) + 2 * bitCount(c1) + 4 * bitCount(c2) + 8 * bitCount(c3);
      // Fewest first: counts 2-9 (no empty cell has 0 or 1 at a fixpoint).
      for (let n = 2; n < bestCount; n++) {
        const cells =
          empty & (n & 1 ? c0 : ~c0) & (n & 2 ? c1 : ~c1) & (n & 4 ? c2 : ~c2) & (n & 8 ? c3 : ~c3);
        if (cells !== 0) {
          bestCount = n;
          best = 27 * b + 31 - Math.clz32(cells & -cells);
          break;
        }
      }
    }
    this.candidateSum = sum;
    return best;
  }
}
