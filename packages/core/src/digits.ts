/**
 * 9-bit digit sets shared by every strategy: bit d-1 stands for digit d.
 * Tables instead of loops so the hot paths stay branch-light.
 */

/** The set {1,…,9}. */
export const ALL_DIGITS = 0x1ff;

/** The one-bit set {d} for a digit 1-9. */
export function digitBit(digit: number): number {
  return 1 << (digit - 1);
}

/** Number of digits in each of the 512 sets. */
export const POPCOUNT: Uint8Array = Uint8Array.from({ length: 512 }, (_, m) => {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
});

/** The number of set bits of a 32-bit integer (for masks wider than a digit set, such as band boards). */
export function bitCount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The digit (1-9) of a one-bit set, or 0 for the empty set; for larger sets, the smallest digit. */
export const LOWEST_DIGIT: Uint8Array = Uint8Array.from({ length: 512 }, (_, m) =>
  m === 0 ? 0 : 32 - Math.clz32(m & -m),
);

/** Number of digits in a set. */
export function digitCount(mask: number): number {
  return POPCOUNT[mask];
}

/** The digit of a one-bit set (`1 << (d-1)` → d). */
export function bitDigit(bit: number): number {
  return 32 - Math.clz32(bit);
}

/** The digits of a set, in increasing order. */
export function maskDigits(mask: number): number[] {
  const digits: number[] = [];
  for (let m = mask; m; m &= m - 1) digits.push(32 - Math.clz32(m & -m));
  return digits;
}
