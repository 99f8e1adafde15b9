import { describe, expect, it } from 'vitest';
import { createClock, elapsed, formatElapsed, isRunning, pauseClock, startClock } from './timer.js';

describe('clock', () => {
  it('counts only running stretches', () => {
    let clock = startClock(createClock(), 1000);
    expect(elapsed(clock, 4000)).toBe(3000);
    clock = pauseClock(clock, 4000);
    expect(isRunning(clock)).toBe(false);
    expect(elapsed(clock, 99_000)).toBe(3000);
    clock = startClock(clock, 100_000);
    expect(elapsed(clock, 100_500)).toBe(3500);
  });

  it('ignores a second start and a pause while paused', () => {
    const running = startClock(createClock(10), 0);
    expect(startClock(running, 50)).toBe(running);
    const paused = createClock(7);
    expect(pauseClock(paused, 100)).toBe(paused);
  });

  it('formats minutes and seconds, hours only when needed', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(59_999)).toBe('0:59');
    expect(formatElapsed(247_000)).toBe('4:07');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
  });

  it('shows a tampered or absurd time as something sane', () => {
    expect(formatElapsed(2.7e299)).toBe('999:00:00');
    expect(formatElapsed(Number.NaN)).toBe('0:00');
    expect(formatElapsed(-5)).toBe('0:00');
    expect(elapsed(createClock(Number.POSITIVE_INFINITY), 0)).toBe(0);
  });
});
