/**
 * Calls `visit` with each k-subset of 0…n-1 in lexicographic order (one
 * shared index array), until it returns a value; that value is returned.
 * Subset and fish searches use it with k ≤ 3, so n choose k stays tiny.
 */
export function firstCombination<T>(
  n: number,
  k: number,
  visit: (indices: readonly number[]) => T | undefined,
): T | undefined {
  if (k > n || k <= 0) return undefined;
  const idx = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    const found = visit(idx);
    if (found !== undefined) return found;
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return undefined;
    idx[i]++;
    for (let j = i + 1; j < k; j++) idx[j] = idx[j - 1] + 1;
  }
}
