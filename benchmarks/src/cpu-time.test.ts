import { describe, expect, it } from 'vitest';
import { parseStatCpuSeconds } from './cpu-time.js';

describe('parseStatCpuSeconds', () => {
  it('reads utime and stime (fields 14, 15) in clock ticks of 1/100 s', () => {
    const line =
      '4242 (node worker) S 1 4242 4242 0 -1 4194560 1200 0 0 0 250 37 0 0 20 0 7 0 12345 1000000 5000 18446744073709551615';
    expect(parseStatCpuSeconds(line)).toEqual({ user: 2.5, system: 0.37 });
  });

  it('is not fooled by spaces and parentheses in the thread name', () => {
    const line = '7 (a) b (c) R 1 7 7 0 -1 0 0 0 0 0 1 2 0 0 20 0 1 0 1 1 1';
    expect(parseStatCpuSeconds(line)).toEqual({ user: 0.01, system: 0.02 });
  });

  it('throws on a line without the fields', () => {
    expect(() => parseStatCpuSeconds('1 (x) S 1')).toThrow(/utime/);
  });
});
