import { sudokuErrorMessage } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from './random.js';

const take = (seed: string | number, n: number) => {
  const r = createRandom(seed);
  return Array.from({ length: n }, () => r.nextUint32());
};

describe('createRandom', () => {
  it('gives the same stream for the same seed, and a number seed equals its text', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        expect(take(seed, 20)).toEqual(take(seed, 20));
      }),
    );
    expect(take(42, 10)).toEqual(take('42', 10));
  });

  it('gives different streams for different seeds', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        fc.pre(a !== b);
        expect(take(a, 4)).not.toEqual(take(b, 4));
      }),
    );
  });

  it('stays in range and covers every value of a small range evenly', () => {
    const r = createRandom('uniform');
    const counts = new Array<number>(10).fill(0);
    const n = 100_000;
    let outside = 0;
    for (let i = 0; i < n; i++) {
      const x = r.int(10);
      if (!(x >= 0 && x < 10 && Number.isInteger(x))) outside++;
      else counts[x]++;
    }
    expect(outside).toBe(0);
    // Chi-square with 9 degrees of freedom: 27.9 is the 0.1% critical value.
    const chi = counts.reduce((s, c) => s + (c - n / 10) ** 2 / (n / 10), 0);
    expect(chi).toBeLessThan(27.9);
    const f = r.next();
    expect(f >= 0 && f < 1).toBe(true);
  });

  it('refuses an int(n) range with no whole number in it, saying what it got', () => {
    const r = createRandom('ranges');
    const message = (n: unknown) => sudokuErrorMessage('SUDOKU_USAGE', () => r.int(n as number));
    expect(message(0)).toBe('int(n) takes a whole number n from 1 to 4294967296, got 0');
    expect(message(-3)).toBe('int(n) takes a whole number n from 1 to 4294967296, got -3');
    expect(message(2.5)).toBe('int(n) takes a whole number n from 1 to 4294967296, got 2.5');
    expect(message(Number.NaN)).toBe('int(n) takes a whole number n from 1 to 4294967296, got NaN');
    expect(message(2 ** 32 + 1)).toBe(
      'int(n) takes a whole number n from 1 to 4294967296, got 4294967297',
    );
    expect(message('6')).toBe('int(n) takes a whole number n from 1 to 4294967296, got "6"');
    expect(r.int(1)).toBe(0);
    expect(r.int(2 ** 32)).toBeLessThan(2 ** 32);
  });

  it('shuffles into a permutation', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.string(), (items, seed) => {
        const shuffled = createRandom(seed).shuffle(items.slice());
        expect(shuffled.slice().sort()).toEqual(items.slice().sort());
      }),
    );
  });
});
