import { describe, expect, it } from 'vitest';
import { numberOption, wholeNumberOption } from './plugin.js';

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
