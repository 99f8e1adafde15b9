import { describe, expect, it } from 'vitest';
import { runSlice } from './main-thread-slice.js';

describe('runSlice', () => {
  it('returns what the work returns, and lets its exceptions through', () => {
    // A budget no loaded machine runs out of: the default one is meant to run out.
    expect(runSlice(() => 6 * 7, 60_000)).toEqual({ finished: true, value: 42 });
    expect(() =>
      runSlice(() => {
        throw new RangeError('bad');
      }, 60_000),
    ).toThrow(RangeError);
  });

  it('stops synchronous work that runs past its budget, and the thread goes on', () => {
    let spins = 0;
    // That it returns at all is the point (an endless loop would fail on the test's timeout); no time is asserted.
    const slice = runSlice(() => {
      for (;;) spins++;
    }, 30);
    expect(slice).toEqual({ finished: false });
    expect(spins).toBeGreaterThan(0);
    expect(runSlice(() => 'again')).toEqual({ finished: true, value: 'again' });
  });
});
