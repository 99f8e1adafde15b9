/**
 * The bookkeeping behind strong-link chains that decides which chain the
 * reference (Sukaku Explainer's StrongLinks) reports first and how it rates
 * it: the grouped-link configurations it recognises, the order it tries link
 * sets and link orders in, and the "suffix" that names and rates a chain.
 */

/** A grouped-link configuration: positions that must be empty, and the two groups. */
export interface GroupConfig {
  empty: number;
  blade1: number;
  blade2: number;
}

function positions(list: readonly number[]): number {
  let mask = 0;
  for (const k of list) mask |= 1 << k;
  return mask;
}

/**
 * Box configurations, in the reference's order: 0-8 an empty rectangle whose
 * "heart" is position e (the digit lies in the heart's column, blade 1, or row,
 * blade 2); 9-14 a box whose digit fills two of its rows (9-11) or columns
 * (12-14).
 */
export const BOX_CONFIGS: readonly GroupConfig[] = Array.from({ length: 15 }, (_, e) => {
  const at = (r: number, c: number) => r * 3 + c;
  const k = [0, 1, 2];
  if (e < 9) {
    const [hr, hc] = [Math.floor(e / 3), e % 3];
    return {
      empty: positions(
        k.flatMap((r) => k.filter((c) => r !== hr && c !== hc).map((c) => at(r, c))),
      ),
      blade1: positions(k.filter((r) => r !== hr).map((r) => at(r, hc))),
      blade2: positions(k.filter((c) => c !== hc).map((c) => at(hr, c))),
    };
  }
  const line = e < 12 ? 11 - e : 14 - e;
  const [first, second] = k.filter((x) => x !== line);
  const cells = (x: number) => k.map((y) => (e < 12 ? at(x, y) : at(y, x)));
  return {
    empty: positions(cells(line)),
    blade1: positions(cells(first)),
    blade2: positions(cells(second)),
  };
});

/** Line configurations: one box segment empty, the digit in the other two. */
export const LINE_CONFIGS: readonly GroupConfig[] = [0, 1, 2].map((e) => {
  const [first, second] = [0, 1, 2].filter((x) => x !== e);
  return { empty: 7 << (3 * e), blade1: 7 << (3 * first), blade2: 7 << (3 * second) };
});

/** True when the sequence reads no later than its reverse (the reference's "isLex"). */
export function isLex(values: ArrayLike<number>): boolean {
  const n = values.length;
  for (let i = 0; i < n; i++) {
    const a = values[i];
    const b = values[n - 1 - i];
    if (a !== b) return a < b;
  }
  return true;
}

/**
 * For n links, the rank of each order of them (encoded base n) in the
 * sequence the reference tries them in (Phillip Paul Fuchs' countdown
 * QuickPerm), keeping only orders that read no later than their reverse.
 */
function quickPermRanks(n: number): Map<number, number> {
  const ranks = new Map<number, number>();
  const q = Array.from({ length: n }, (_, i) => i);
  const r = Array.from({ length: n + 1 }, (_, i) => i);
  const visit = () => {
    if (!isLex(q)) return;
    const code = q.reduce((acc, x) => acc * n + x, 0);
    if (!ranks.has(code)) ranks.set(code, ranks.size);
  };
  visit();
  let s = 1;
  while (s < n) {
    r[s]--;
    const t = (s % 2) * r[s];
    [q[t], q[s]] = [q[s], q[t]];
    visit();
    s = 1;
    while (r[s] === 0) {
      r[s] = s;
      s++;
    }
  }
  return ranks;
}

const RANKS = [0, 1, 2, 3, 4].map((n) => (n >= 2 ? quickPermRanks(n) : new Map<number, number>()));

/** Rank of a link order `q` (link i of the chain is the q[i]-th link by scan depth). */
export function permutationRank(q: ArrayLike<number>): number {
  const n = q.length;
  let code = 0;
  for (let i = 0; i < n; i++) code = code * n + q[i];
  return RANKS[n].get(code) ?? -1;
}

/**
 * The reference enumerates link sets (kinds by scan depth, non-decreasing)
 * as bit masks in increasing order: this is that mask.
 */
export function linkSetMask(kindsByDepth: ArrayLike<number>): number {
  let mask = 0;
  for (let i = 0; i < kindsByDepth.length; i++)
    mask |= 1 << (kindsByDepth[i] * kindsByDepth.length + i);
  return mask;
}

/**
 * The reference's name for a chain's shape: its grouped-link count, then its
 * link kinds in chain order with rows and columns folded together (so the
 * shape reads the same transposed or reversed). '1' marks lines of one
 * direction, '2' the other, '0' boxes.
 */
export function suffixOf(grouped: number, kinds: readonly number[]): string {
  const set = isLex(kinds) ? kinds : [...kinds].reverse();
  let original = '';
  let folded = '';
  let reversed = '';
  let swapped = '';
  let hasRow = false;
  for (const x of set) {
    original += x;
    if (x === 1) {
      hasRow = true;
      reversed = `2${reversed}`;
      swapped += '2';
    }
    if (x === 2) {
      folded += '1';
      reversed = `1${reversed}`;
      swapped += '1';
    } else {
      folded += x;
      if (x === 0) {
        reversed = `0${reversed}`;
        swapped += '0';
      }
    }
  }
  if (reversed > swapped) reversed = swapped;
  return `${grouped}${hasRow ? (original > reversed ? reversed : original) : folded}`;
}

const BASE_RATING = [0, 0, 4.0, 5.4, 5.8];

/** The reference's difficulty of an n-link chain with a suffix. */
export function strongLinksDifficulty(n: number, suffix: string): number {
  const shape = suffix.slice(1);
  let extra = 0;
  if (suffix[0] !== '0') extra = 0.3;
  else if (shape.includes('0') && shape.includes('2')) extra = 0.2;
  else if (shape.includes('0') || shape.includes('2')) extra = 0.1;
  return Math.round((BASE_RATING[n] + extra) * 10) / 10;
}
