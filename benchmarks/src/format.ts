import { formatValue } from './svg-chart.js';

/** Microseconds from milliseconds, readable. */
export function us(ms: number): string {
  return formatValue(ms * 1000);
}

/** A ratio as "1.23×". */
export function times(ratio: number): string {
  return Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : 'n/a';
}

/** A number with thousands grouped and up to `digits` decimals. */
export function num(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

/** A percentage with one decimal. */
export function pct(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(1)}%` : 'n/a';
}
