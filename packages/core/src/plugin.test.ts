import { describe, expect, it } from 'vitest';
import {
  defineSolver,
  describeStrategyOption,
  numberOption,
  type StrategyOption,
  wholeNumberOption,
} from './plugin.js';

const message = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
};

describe('strategy options', () => {
  it('reads numbers, from the command line as strings too, within their range', () => {
    expect(numberOption('s', undefined, 'k', 4, 0, 10)).toBe(4);
    expect(numberOption('s', { k: '2.5' }, 'k', 4, 0, 10)).toBe(2.5);
    expect(message(() => numberOption('s', { k: 11 }, 'k', 4, 0, 10))).toBe(
      'strategy s: option k must be a number from 0 to 10, got 11',
    );
  });

  it('takes whole numbers only where a count is meant', () => {
    expect(wholeNumberOption('s', { n: '7' }, 'n', 1, 0, 10)).toBe(7);
    expect(wholeNumberOption('s', {}, 'n', 1, 0, 10)).toBe(1);
    expect(message(() => wholeNumberOption('s', { n: 2.5 }, 'n', 1, 0, 10))).toBe(
      'strategy s: option n must be a whole number, got 2.5',
    );
    expect(message(() => wholeNumberOption('s', { n: -1 }, 'n', 1, 0, 10))).toMatch(/from 0 to 10/);
  });
});

describe('declared strategy options', () => {
  const define = (options: unknown) =>
    defineSolver({
      name: 's',
      description: 'a strategy',
      create: () => ({}) as never,
      options: options as StrategyOption[],
    });
  const erase: StrategyOption = {
    key: 'erase',
    values: ['and', 'xor'],
    fallback: 'and',
    description: 'how a digit leaves a mask',
  };
  const k: StrategyOption = {
    key: 'k',
    values: { min: 0, max: 10 },
    fallback: 4,
    description: 'weight',
  };

  it('are kept as declared and listed with their values and default', () => {
    expect(define([erase, k]).options).toEqual([erase, k]);
    expect(describeStrategyOption(erase)).toBe(
      'erase=and|xor (default and): how a digit leaves a mask',
    );
    expect(describeStrategyOption(k)).toBe('k=0…10 (any number; default 4): weight');
    expect(describeStrategyOption({ ...k, values: { min: 1, max: 9, whole: true } })).toBe(
      'k=1…9 (default 4): weight',
    );
  });

  it('are refused when malformed, twice declared, or defaulting outside their values', () => {
    for (const bad of [
      'erase',
      [{ ...erase, fallback: 'or' }],
      [{ ...k, fallback: 11 }],
      [{ ...k, values: { min: 0, max: 10, whole: true }, fallback: 0.5 }],
      [{ ...erase, description: '' }],
      [{ ...erase, key: '2x' }],
      [erase, erase],
    ]) {
      expect(
        message(() => define(bad)),
        JSON.stringify(bad),
      ).toMatch(/^strategy s: options must be a list of \{ key, values, fallback, description \}/);
    }
  });
});
