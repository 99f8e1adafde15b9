/**
 * Order statistics for timing samples. Medians and high percentiles rather
 * than means: on a shared, noisy machine one descheduled run drags a mean
 * but barely moves a median.
 */

/**
 * The `q`-quantile (0 ≤ q ≤ 1) of `values` with linear interpolation between
 * the two nearest ranks (the "R-7" rule of spreadsheets and numpy's default).
 * NaN for an empty list.
 */
export function quantile(values: readonly number[], q: number): number {
  if (!(q >= 0 && q <= 1)) throw new RangeError(`quantile: q must be in [0, 1], got ${q}`);
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/** The middle value (mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** The 95th percentile: the slow tail that a median hides. */
export function p95(values: readonly number[]): number {
  return quantile(values, 0.95);
}

/** Sum of `values`. */
export function sum(values: readonly number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return s;
}

/** What a table row needs from a list of per-item times. */
export interface Summary {
  count: number;
  total: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}

/** Count, total, median, p95, min and max of `values`. */
export function summarize(values: readonly number[]): Summary {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return {
    count: values.length,
    total: sum(values),
    median: median(values),
    p95: p95(values),
    min: values.length ? min : Number.NaN,
    max: values.length ? max : Number.NaN,
  };
}

/**
 * The median of the per-round ratios `a[i] / b[i]`. Taking the ratio inside
 * each round first (A and B ran seconds apart, under the same load) and the
 * median across rounds after is what makes the comparison robust to a
 * neighbour's job starting halfway through.
 */
export function pairedRatio(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  const ratios: number[] = [];
  for (let i = 0; i < n; i++) if (b[i] > 0) ratios.push(a[i] / b[i]);
  return median(ratios);
}

/**
 * Per item, the median of its times over the rounds: `rounds[r][i]` is item
 * i's time in round r. With three rounds or more, a sample disturbed by the
 * machine (another job, a GC pause) is outvoted by the item's other rounds.
 */
export function itemMedians(rounds: readonly (readonly number[])[]): number[] {
  if (rounds.length === 0) return [];
  const n = rounds[0].length;
  const column: number[] = new Array(rounds.length);
  const out: number[] = new Array(n);
  for (let i = 0; i < n; i++) {
    for (let r = 0; r < rounds.length; r++) column[r] = rounds[r][i];
    out[i] = median(column);
  }
  return out;
}

/** Time of A over time of B from their per-item medians: above 1, A is slower. */
export function timeRatio(a: { total: number }, b: { total: number }): number {
  return b.total > 0 ? a.total / b.total : Number.NaN;
}
