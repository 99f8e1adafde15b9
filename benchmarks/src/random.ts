/**
 * A small seeded generator (mulberry32, Tommy Ettinger's public-domain
 * 32-bit mixer) so samples and puzzles are the same on every run.
 */
export type Random = () => number;

/** Uniform floats in [0, 1) from a 32-bit seed. */
export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform integer in [0, n). */
export function randomInt(random: Random, n: number): number {
  return Math.floor(random() * n);
}

/**
 * `k` distinct indices out of `n`, in increasing order (a partial
 * Fisher-Yates shuffle): a fixed sample that keeps the file's order.
 */
export function sampleIndices(n: number, k: number, seed: number): number[] {
  if (k >= n) return Array.from({ length: n }, (_, i) => i);
  const random = createRandom(seed);
  const pool = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < k; i++) {
    const j = i + randomInt(random, n - i);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, k).sort((x, y) => x - y);
}
