import { BAND_ALL } from '@sudoku/core/kernel';
import { PLACED } from './band-position.js';

/** Bits 0, 9 and 18: one column's three cells in a band board. */
const COLUMN_LOW = 0x40201;

/** Bits set in each 9-bit mask. */
const POPCOUNT: Uint8Array = (() => {
  const table = new Uint8Array(512);
  for (let m = 1; m < 512; m++) table[m] = table[m & (m - 1)] + 1;
  return table;
})();

/**
 * Open cells a unit needs before it can be dead at a propagation fixpoint.
 * Three digits or more must share fewer places than they are (two digits in
 * one cell is a hidden-single clash the propagation sees), and the open
 * cells they leave must then hold the other digits with one fewer to spare:
 * at least three cells, since two cells left one digit is a naked-single
 * clash. So three digits plus two cells more: five.
 */
const DEAD_UNIT_OPEN = 5;

/**
 * Dead ends that singles and locked candidates cannot see: a unit (row,
 * column or box) that can no longer hold all nine digits because some digits
 * have fewer places left in it than there are of them, as when three digits
 * may only go in the same two cells. Propagation to a fixpoint already finds
 * every case of one digit (no place, or two digits forced into one cell) and
 * of one cell; this finds the rest by matching digits to cells in each unit
 * (augmenting paths on 9-bit masks), which is exactly Hall's condition.
 */
export class UnitMatching {
  /** Per digit, its places among the open cells of the unit at hand (9 bits). */
  private readonly places = new Int32Array(9);
  /** Per cell of the unit, the digit matched to it. */
  private readonly owner = new Int32Array(9);
  /** Cells an augmenting path has visited. */
  private seen = 0;
  // A table as a field, read into a local (why: @sudoku/core/kernel).
  private readonly tPopcount = POPCOUNT;

  /**
   * True when every row, column and box of position `s` (at a propagation
   * fixpoint) can still hold all nine digits. Only open cells and digits not
   * yet placed in a unit take part, and only units with DEAD_UNIT_OPEN open
   * cells or more.
   */
  allUnitsHoldAllDigits(s: Int32Array): boolean {
    const places = this.places;
    const popcount = this.tPopcount;
    for (let band = 0; band < 3; band++) {
      const open = BAND_ALL & ~s[PLACED + band];
      for (let row = 0; row < 27; row += 9) {
        const cells = (open >>> row) & 0x1ff;
        if (popcount[cells] < DEAD_UNIT_OPEN) continue;
        for (let d = 0; d < 9; d++) places[d] = (s[d * 3 + band] >>> row) & cells;
        if (!this.matchesAll(cells)) return false;
      }
      for (let box = 0; box < 9; box += 3) {
        // The box's three triplets packed into 9 bits, row by row.
        const y = open >>> box;
        const cells = (y & 7) | ((y >>> 6) & 0x38) | ((y >>> 12) & 0x1c0);
        if (popcount[cells] < DEAD_UNIT_OPEN) continue;
        for (let d = 0; d < 9; d++) {
          const x = s[d * 3 + band] >>> box;
          places[d] = ((x & 7) | ((x >>> 6) & 0x38) | ((x >>> 12) & 0x1c0)) & cells;
        }
        if (!this.matchesAll(cells)) return false;
      }
    }
    // A column's cells in band b, packed into bits 3b-3b+2: imul by
    // 2^20 + 2^12 + 2^4 lands bits 0, 9, 18 on bits 20, 21, 22, alone.
    const open0 = BAND_ALL & ~s[PLACED];
    const open1 = BAND_ALL & ~s[PLACED + 1];
    const open2 = BAND_ALL & ~s[PLACED + 2];
    for (let c = 0; c < 9; c++) {
      const cells =
        ((Math.imul((open0 >>> c) & COLUMN_LOW, 0x101010) >>> 20) & 7) |
        ((Math.imul((open1 >>> c) & COLUMN_LOW, 0x101010) >>> 17) & 0x38) |
        ((Math.imul((open2 >>> c) & COLUMN_LOW, 0x101010) >>> 14) & 0x1c0);
      if (popcount[cells] < DEAD_UNIT_OPEN) continue;
      for (let d = 0; d < PLACED; d += 3) {
        places[d / 3] =
          (((Math.imul((s[d] >>> c) & COLUMN_LOW, 0x101010) >>> 20) & 7) |
            ((Math.imul((s[d + 1] >>> c) & COLUMN_LOW, 0x101010) >>> 17) & 0x38) |
            ((Math.imul((s[d + 2] >>> c) & COLUMN_LOW, 0x101010) >>> 14) & 0x1c0)) &
          cells;
      }
      if (!this.matchesAll(cells)) return false;
    }
    return true;
  }

  /**
   * Whether the digits with places in `places` can each take an open cell of
   * their own: as many of them as there are `cells`, every cell taken.
   */
  private matchesAll(cells: number): boolean {
    const places = this.places;
    const owner = this.owner;
    let taken = 0;
    for (let d = 0; d < 9; d++) {
      const mine = places[d];
      if (mine === 0) continue;
      const free = mine & ~taken;
      if (free !== 0) {
        const bit = free & -free;
        taken |= bit;
        owner[31 - Math.clz32(bit)] = d;
        continue;
      }
      // Along an augmenting path every taken cell stays taken, and one more is.
      this.seen = 0;
      if (!this.augment(d, taken)) return false;
      taken |= this.seen & ~taken;
    }
    return taken === cells;
  }

  /**
   * Finds digit `d` a cell: a free one (not in `taken`), or one whose owner
   * can move to another. On success the free cell reached is the one cell of
   * `seen` outside `taken`.
   */
  private augment(d: number, taken: number): boolean {
    const owner = this.owner;
    const places = this.places;
    for (let open = places[d] & ~this.seen; open !== 0; open = places[d] & ~this.seen) {
      const bit = open & -open;
      this.seen |= bit;
      const k = 31 - Math.clz32(bit);
      if ((taken & bit) === 0 || this.augment(owner[k], taken)) {
        owner[k] = d;
        return true;
      }
    }
    return false;
  }
}
