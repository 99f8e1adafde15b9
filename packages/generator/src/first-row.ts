/**
 * First rows: permutations of 1-9 that start with the corner digit, ranked by
 * the lexicographic order of the other eight (the order `std::next_permutation`
 * walks, as the C++ reference generator does).
 */

const FACTORIAL = [1, 1, 2, 6, 24, 120, 720, 5040, 40320];

/** Writes the first row of lexicographic rank `rank` (0 ≤ rank < 8!) into `out[0..8]`. */
export function firstRowAt(rank: number, cornerDigit: number, out: Uint8Array): Uint8Array {
  const rest: number[] = [];
  for (let d = 1; d <= 9; d++) if (d !== cornerDigit) rest.push(d);
  out[0] = cornerDigit;
  let r = rank;
  for (let i = 1; i < 9; i++) {
    const f = FACTORIAL[8 - i];
    const k = Math.floor(r / f);
    r -= k * f;
    out[i] = rest[k];
    rest.splice(k, 1);
  }
  return out;
}

/** The lexicographic rank of a first row (its Lehmer code); row[1..8] must be distinct. */
export function firstRowRank(row: ArrayLike<number>): number {
  let rank = 0;
  for (let i = 1; i < 9; i++) {
    let smaller = 0;
    for (let j = i + 1; j < 9; j++) if (row[j] < row[i]) smaller++;
    rank += smaller * FACTORIAL[8 - i];
  }
  return rank;
}

/**
 * Steps `row[1..8]` to the next permutation in lexicographic order, in place.
 * After the last one it wraps to the first and returns false, like C++'s
 * `std::next_permutation`.
 */
export function nextFirstRow(row: Uint8Array): boolean {
  let i = 7;
  while (i >= 1 && row[i] >= row[i + 1]) i--;
  if (i >= 1) {
    let j = 8;
    while (row[j] <= row[i]) j--;
    const t = row[i];
    row[i] = row[j];
    row[j] = t;
  }
  for (let l = i + 1, r = 8; l < r; l++, r--) {
    const t = row[l];
    row[l] = row[r];
    row[r] = t;
  }
  return i >= 1;
}
