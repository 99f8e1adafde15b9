import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailyStreak, readDaily, recordDailyWin, streakWords } from './daily.js';

describe('the daily streak', () => {
  it('counts days in a row with a daily solved, alive until a whole day passes without one', () => {
    let record = readDaily(null);
    for (const day of ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-03', '2026-03-04'])
      record = recordDailyWin(record, day, 'easy');
    expect(dailyStreak(record, '2026-03-04')).toEqual({ current: 2, best: 3 });
    expect(dailyStreak(record, '2026-03-05')).toEqual({ current: 2, best: 3 }); // today still to play
    expect(dailyStreak(record, '2026-03-06')).toEqual({ current: 0, best: 3 });
    expect(streakWords({ current: 2, best: 3 })).toBe('2 days (best 3 days)');
    expect(streakWords({ current: 1, best: 1 })).toBe('1 day');
  });

  it('counts a day once, whatever levels were solved on it', () => {
    let record = recordDailyWin({}, '2026-03-04', 'easy');
    record = recordDailyWin(record, '2026-03-04', 'hard');
    record = recordDailyWin(record, '2026-03-04', 'hard');
    expect(record['2026-03-04']).toEqual(['easy', 'hard']);
    expect(dailyStreak(record, '2026-03-04')).toEqual({ current: 1, best: 1 });
  });

  it('reads back what it wrote, and drops what is damaged', () => {
    const record = recordDailyWin({}, '2026-03-04', 'easy');
    expect(readDaily(JSON.stringify(record))).toEqual(record);
    const damaged = JSON.stringify({
      '2026-02-30': ['easy'],
      x: ['easy'],
      '2026-03-05': 'easy',
      '2026-03-06': [1, 'Hard!'],
    });
    expect(readDaily(damaged)).toEqual({});
    expect(readDaily('not json')).toEqual({});
  });

  it('has a current run never longer than the best, for any set of days', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 40 }),
        fc.integer({ min: 0, max: 62 }),
        (offsets, todayOffset) => {
          const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
          let record = {};
          for (const n of offsets) record = recordDailyWin(record, day(n), 'easy');
          const { current, best } = dailyStreak(record, day(todayOffset));
          expect(current).toBeLessThanOrEqual(best);
          expect(best).toBeLessThanOrEqual(offsets.length);
        },
      ),
    );
  });
});
