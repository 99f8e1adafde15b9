import { gridsEqual } from '@sudoku/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailySeed, dayOf, isDay } from './daily.js';
import { generatePuzzle } from './generate.js';

describe('the daily puzzle', () => {
  it('is the same puzzle for the same day and difficulty, and another for another day', () => {
    const make = (day: string) =>
      generatePuzzle({ seed: dailySeed(day, 'easy'), difficulty: 'easy' }).puzzle;
    expect(gridsEqual(make('2026-03-14'), make('2026-03-14'))).toBe(true);
    expect(gridsEqual(make('2026-03-14'), make('2026-03-15'))).toBe(false);
    expect(dailySeed('2026-03-14', 'easy')).not.toBe(dailySeed('2026-03-14', 'hard'));
  });

  it('names the local calendar day, and reads back every real day and nothing else', () => {
    expect(dayOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2999, 11, 31), noInvalidDate: true }),
        (date) => isDay(dayOf(date)),
      ),
    );
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-05', ' 2026-01-05', 20260105, undefined])
      expect(isDay(bad), String(bad)).toBe(false);
  });

  it('refuses a malformed day or an unknown difficulty with a sentence', () => {
    expect(() => dailySeed('14/03/2026', 'easy')).toThrow(
      'a day is written YYYY-MM-DD, got "14/03/2026"',
    );
    expect(() => dailySeed('2026-03-14', 'brutal' as 'easy')).toThrow(
      /difficulty must be one of easy, /,
    );
    expect(() => dayOf(new Date(Number.NaN))).toThrow(/dayOf needs a valid Date/);
  });
});
