import { describe, expect, it } from 'vitest';
import { itemMedians, median, p95, pairedRatio, quantile, sum, summarize } from './stats.js';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });
  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('is NaN for no values', () => {
    expect(median([])).toBeNaN();
  });
});

describe('p95', () => {
  it('interpolates between ranks: 1..100 gives 95.05', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(p95(values)).toBeCloseTo(95.05, 10);
  });
  it('is the single value of a one-element list', () => {
    expect(p95([7])).toBe(7);
  });
  it('sees a slow tail the median ignores', () => {
    const values = [...Array(90).fill(1), ...Array(10).fill(50)];
    expect(median(values)).toBe(1);
    expect(p95(values)).toBe(50);
  });
});

describe('quantile', () => {
  it('gives the extremes at 0 and 1', () => {
    expect(quantile([3, 8, 1], 0)).toBe(1);
    expect(quantile([3, 8, 1], 1)).toBe(8);
  });
  it('rejects a q outside [0, 1]', () => {
    expect(() => quantile([1], 1.5)).toThrow(/q must be/);
  });
});

describe('summarize and pairedRatio', () => {
  it('summarizes count, total, min and max', () => {
    expect(summarize([2, 4, 6])).toMatchObject({ count: 3, total: 12, min: 2, max: 6, median: 4 });
  });
  it('takes the median of per-round ratios, so one disturbed round does not move it', () => {
    expect(pairedRatio([2, 2, 40], [1, 1, 1])).toBe(2);
  });
});

describe('itemMedians', () => {
  it("takes each item's median over the rounds, so one spike is outvoted", () => {
    const rounds = [
      [1, 10, 100],
      [2, 900, 100],
      [3, 11, 100],
    ];
    expect(itemMedians(rounds)).toEqual([2, 11, 100]);
    expect(sum(itemMedians(rounds))).toBe(113);
  });
  it('is the round itself when there is one round', () => {
    expect(itemMedians([[4, 5]])).toEqual([4, 5]);
  });
});
