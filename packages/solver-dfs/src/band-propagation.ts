import { BAND_ALL } from '@sudoku/core/kernel';
import { BandPosition, PLACED, rowBoxOf } from './band-position.js';
import { TRIPLET_LOW } from './band-tables.js';

/**
 * Propagation on the band position, to a fixpoint: locked candidates and
 * hidden singles per board, naked singles per band by bit-sliced counts,
 * locked candidates in stacks and hidden singles in columns per digit.
 */
export class BandPropagation extends BandPosition {
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
}
