import { ORDERS_OF_THREE } from '@sudoku/core';

/**
 * The row-shift patterns of the permutation method: row r of a grid is the
 * first row P rotated right by
 * `s[r]` places, so cell (r, c) holds P[(c − s[r]) mod 9]. A pattern is valid
 * exactly when every band's three shifts form one residue class mod 3 and
 * s[0] = 0 (the proof is in docs/grid-generator.md); there are 2 · 2 · 3! · 3! = 144.
 */

/** First rows per corner digit: the 8! orders of the other eight digits. */
export const FIRST_ROWS = 40_320;
/** Patterns of the classic shift method (gen-ref.c): rows 4-6 and 7-9 reordered in their band (3! · 3!). */
export const SEED_PATTERNS = 36;
/** Every valid pattern: the classic 36, times rows 2-3 swapped or not, times lower bands swapped or not. */
export const PATTERN_COUNT = 144;
/** Grids of the classic shift method: the first {@link SEED_GRIDS} indices reproduce it (and gen-ref.c). */
export const SEED_GRIDS = FIRST_ROWS * SEED_PATTERNS; // 1,451,520
/** Distinct valid grids the method gives for one corner digit: 8! · 144. */
export const MAX_GRIDS = FIRST_ROWS * PATTERN_COUNT; // 5,806,080

// The six orders of three items, in lexicographic order, are gen-ref.c's b1/b2 tables.
const ORDERS = ORDERS_OF_THREE;

/**
 * `SHIFT_PATTERNS[9k + r]` is the shift of row r in pattern k. Pattern
 * k = 36·f + 6·a + b: bit 0 of the family f swaps rows 2-3 (0,6,3 instead of
 * 0,3,6); bit 1 swaps the lower bands (band 2 takes shifts {2,5,8} and band 3
 * {1,4,7}); a and b pick the lexicographic order of band 2's and band 3's
 * rows. Family 0 is exactly the classic 36 patterns in gen-ref.c's order.
 */
export const SHIFT_PATTERNS: Uint8Array = buildShiftPatterns();

function buildShiftPatterns(): Uint8Array {
  const out = new Uint8Array(PATTERN_COUNT * 9);
  for (let f = 0; f < 4; f++) {
    const top = f & 1 ? [0, 6, 3] : [0, 3, 6];
    const middle = f & 2 ? [2, 5, 8] : [1, 4, 7];
    const bottom = f & 2 ? [1, 4, 7] : [2, 5, 8];
    for (let a = 0; a < 6; a++) {
      for (let b = 0; b < 6; b++) {
        const k = f * SEED_PATTERNS + a * 6 + b;
        for (let i = 0; i < 3; i++) {
          out[k * 9 + i] = top[i];
          out[k * 9 + 3 + i] = middle[ORDERS[a][i]];
          out[k * 9 + 6 + i] = bottom[ORDERS[b][i]];
        }
      }
    }
  }
  return out;
}

/** The pattern of grid `index`: family-major, then first row, then the classic 36. */
export function patternOfIndex(index: number): number {
  return Math.floor(index / SEED_GRIDS) * SEED_PATTERNS + (index % SEED_PATTERNS);
}

/** The rank of the first row of grid `index` (0 ≤ rank < 8!). */
export function firstRowRankOfIndex(index: number): number {
  return Math.floor(index / SEED_PATTERNS) % FIRST_ROWS;
}

/** The grid index of first-row rank `rank` and pattern `pattern`: the inverse of the two above. */
export function indexOf(rank: number, pattern: number): number {
  const family = Math.floor(pattern / SEED_PATTERNS);
  return family * SEED_GRIDS + rank * SEED_PATTERNS + (pattern % SEED_PATTERNS);
}
