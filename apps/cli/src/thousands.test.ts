import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thousands } from './thousands.js';

describe('thousands', () => {
  it('groups digits in threes with commas, as en-US does', () => {
    expect(thousands(0)).toBe('0');
    expect(thousands(999)).toBe('999');
    expect(thousands(1000)).toBe('1,000');
    expect(thousands(1_000_000)).toBe('1,000,000');
    expect(thousands(-12345)).toBe('-12,345');
  });

  it('agrees with toLocaleString("en-US") on every safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(thousands(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });
});
