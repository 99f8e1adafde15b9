import { describe, expect, it } from 'vitest';
import { formatCount, formatDuration, statsRows } from './stats.js';

describe('stats formatting', () => {
  it('formats counts and durations', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatDuration(0.4219)).toBe('0.42 ms');
    expect(formatDuration(12.34)).toBe('12.3 ms');
    expect(formatDuration(1250)).toBe('1.25 s');
  });

  it('lists the shared counters, then the extras with readable names', () => {
    const rows = statsRows('astar', {
      nodes: 1500,
      guesses: 3,
      backtracks: 2,
      elapsedMs: 1.5,
      peakOpen: 42,
    });
    expect(rows).toEqual([
      ['Strategy', 'A*'],
      ['Time', '1.50 ms'],
      ['Nodes', '1,500'],
      ['Guesses', '3'],
      ['Backtracks', '2'],
      ['Peak open', '42'],
    ]);
  });
});
