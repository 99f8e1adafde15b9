import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shownValue } from './errors.js';
import { assertFlag, assertSolutionCap, assertSolveOptions, readOptions } from './options.js';
import { rejectUnknownOptions } from './plugin.js';
import { usageMessage } from './test-helpers.js';

describe('readOptions', () => {
  it('gives {} for none, the object itself when every key is known', () => {
    expect(readOptions('f', undefined, ['a'])).toEqual({});
    expect(readOptions('f', null, ['a'])).toEqual({});
    const given = { a: 1 };
    expect(readOptions('f', given, ['a', 'b'])).toBe(given);
  });

  it('names the owner, the unknown key and what it takes', () => {
    expect(
      usageMessage(() => readOptions('generatePuzzle', { givns: 3 }, ['givens', 'seed'])),
    ).toBe('generatePuzzle has no option givns; it takes givens, seed');
    expect(usageMessage(() => readOptions('f', { x: 1 }, []))).toBe(
      'f has no option x; it takes no options',
    );
    expect(usageMessage(() => rejectUnknownOptions('dfs', { bogus: 1 }, ['variant']))).toBe(
      'strategy dfs has no option bogus; it takes variant',
    );
  });

  it('refuses anything but an object, quoting a string and naming an object by its kind', () => {
    for (const [value, shown] of [
      ['fast', '"fast"'],
      [3, '3'],
      [true, 'true'],
      [[1], 'an array'],
    ] as const) {
      expect(usageMessage(() => readOptions('f', value as never, []))).toBe(
        `f takes an options object, got ${shown}`,
      );
    }
  });
});

describe('assertSolutionCap', () => {
  it('takes whole numbers from the minimum up, and Infinity; nothing else (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.constant(Infinity)), (value) => {
        const good = value >= 1 && (Number.isInteger(value) || value === Infinity);
        if (good) expect(() => assertSolutionCap(value, 'cap')).not.toThrow();
        else
          expect(usageMessage(() => assertSolutionCap(value, 'cap'))).toMatch(
            /^cap must be a whole number ≥ 1/,
          );
      }),
    );
    expect(() => assertSolutionCap(0, 'cap', 0)).not.toThrow();
  });
});

describe('assertSolveOptions', () => {
  it('refuses a misspelt option, which would quietly have meant one solution', () => {
    expect(usageMessage(() => assertSolveOptions({ maxSolution: 100 }))).toBe(
      'solve has no option maxSolution; it takes maxSolutions, onSolution, signal, timeLimitMs',
    );
    expect(() => assertSolveOptions(null)).not.toThrow();
    expect(() => assertSolveOptions({ maxSolutions: Infinity, timeLimitMs: 0 })).not.toThrow();
  });
});

describe('shownValue', () => {
  it('never shows an object as "[object Object]" (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(shownValue(value)).not.toContain('[object ');
      }),
    );
  });
});

describe('assertFlag', () => {
  it('passes undefined, true and false, and nothing else (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const check = () => assertFlag(value, 'unique');
        if (value === undefined || typeof value === 'boolean') expect(check).not.toThrow();
        else
          expect(usageMessage(check)).toBe(
            `unique must be true or false, got ${shownValue(value)}`,
          );
      }),
    );
  });
});
