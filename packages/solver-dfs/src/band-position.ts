import { SudokuError } from '@sudoku/core';
import { BAND_ALL, PLACED_BOARDS, placeOnBands, placeRowsOnBands } from '@sudoku/core/kernel';
import {
  BAND_PERMUTATIONS,
  EXPAND_ROW_BOX,
  FIXED_TRIPLETS,
  ROW_BOX_REACH,
  TRIPLET_LOW,
} from './band-tables.js';
import { ZERO } from './text-bytes.js';

/** Ints per search level: 27 boards (digit*3 + band), then 3 boards of placed cells. */
export const STATE = 32;
export const PLACED = PLACED_BOARDS;
/** A level per guess at most, and a guess places a digit: 81 guesses fill the grid. */
export const LEVELS = 82;
/** Digit v's first board (band 0), and for 0 (empty) the placed-cells boards. */
const BOARD_OF_DIGIT = Uint8Array.from({ length: 10 }, (_, v) => (v === 0 ? PLACED : (v - 1) * 3));

/**
 * A band board's (row, box) occupancy matrix, bit `row * 3 + box`: which
 * triplets are open, then those nine bits (3 apart) packed by one
 * multiplication: 84 = 2^6+2^4+2^2 moves the three triplets of each row next
 * to each other, and no two partial products land on the same bit, so
 * nothing carries.
 */
export function rowBoxOf(x: number): number {
  const rb = Math.imul((x | (x >>> 1) | (x >>> 2)) & TRIPLET_LOW, 84);
  return ((rb >>> 6) & 7) | ((rb >>> 12) & 0x38) | ((rb >>> 18) & 0x1c0);
}

/**
 * The dfs strategy's position stack: one 27-bit board per (digit, band) plus
 * one board of placed cells per band (see core's band-boards.ts), all in one
 * Int32Array with a copy per search level, so backtracking is free and a node
 * allocates nothing; loading a puzzle into it, and placing digits.
 */
export class BandPosition {
  readonly stack = new Int32Array(STATE * LEVELS);
  /**
   * One view per level: code indexes a level's boards by constants, so
   * optimised code computes no offset and checks no overflow per access.
   */
  readonly levels: Int32Array[] = Array.from({ length: LEVELS }, (_, level) =>
    this.stack.subarray(level * STATE, (level + 1) * STATE),
  );
  // Tables as fields, read into locals (why: @sudoku/core/kernel).
  protected readonly tBandPermutations = BAND_PERMUTATIONS;
  protected readonly tExpandRowBox = EXPAND_ROW_BOX;
  protected readonly tFixedTriplets = FIXED_TRIPLETS;
  protected readonly tBoardOfDigit = BOARD_OF_DIGIT;
  protected readonly tRowBoxReach = ROW_BOX_REACH;
  nodes = 0;
  guesses = 0;
  backtracks = 0;

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
  protected clear(): Int32Array {
    const s = this.levels[0];
    for (let i = 0; i < PLACED; i++) s[i] = BAND_ALL;
    s[PLACED] = s[PLACED + 1] = s[PLACED + 2] = 0;
    this.nodes = this.guesses = this.backtracks = 0;
    return s;
  }

  /** Places given `v` at cell `i`; false when its place is already closed (a clash). */
  protected give(s: Int32Array, i: number, v: number): boolean {
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
    return dirty | placeRowsOnBands(s, board, m, columns);
  }
}
