import { parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSession, type Session } from './session.js';
import {
  emptyStatistics,
  parseStatistics,
  readStatistics,
  recordFinish,
  recordLoss,
  recordStart,
  type Statistics,
  statisticsFile,
} from './statistics.js';

const hard = createSession(parseGrid(EXAMPLE.puzzle), 'Hard', { difficulty: 'hard' });
const practice: Session = { ...hard, practice: { technique: 'x-wing', name: 'X-Wing' } };
const finished = (s: Session, ms: number, help: Partial<Session> = {}): Session => ({
  ...s,
  elapsedMs: ms,
  finished: true,
  ...help,
});

describe('statistics', () => {
  it('count best and average times from unaided wins only; hints, Solve and practice apart', () => {
    let stats = emptyStatistics();
    for (const [ms, help] of [
      [299_999.6, {}],
      [24_000, { hintsUsed: 56 }],
      [200_000, {}],
      [10_000, { assisted: true }],
    ] as const) {
      stats = recordStart(stats, hard);
      stats = recordFinish(stats, finished(hard, ms, help)).stats;
    }
    stats = recordStart(stats, practice);
    const afterPractice = recordFinish(stats, finished(practice, 5_000));
    expect(afterPractice.best).toEqual({ ms: 5_000, isNew: true });
    expect(afterPractice.stats.kinds).toEqual({
      hard: { started: 4, won: 2, helped: 2, timeMs: 500_000, bestMs: 200_000 },
      practice: { started: 1, won: 1, helped: 0, timeMs: 5_000, bestMs: 5_000 },
    });
    expect(recordFinish(stats, finished(hard, 250_000)).best).toEqual({
      ms: 200_000,
      isNew: false,
    });
  });

  it('keep a streak of unaided wins that a game left, lost or helped ends; practice does not touch it', () => {
    let stats = emptyStatistics();
    const win = () => {
      stats = recordStart(stats, hard);
      stats = recordFinish(stats, finished(hard, 1000)).stats;
    };
    win();
    win();
    win();
    expect(stats.streak).toMatchObject({ current: 3, best: 3 });
    stats = recordStart(stats, practice);
    stats = recordLoss(stats, practice);
    expect(stats.streak.current).toBe(3);
    stats = recordStart(stats, hard); // left for another game
    win();
    expect(stats.streak).toMatchObject({ current: 1, best: 3 });
    stats = recordStart(stats, hard);
    stats = recordLoss(stats, hard);
    expect(stats.streak).toMatchObject({ current: 0, best: 3 });
  });

  it('export to a file that imports back the same; a wrong file says where, and a damaged store reads empty', () => {
    let stats = recordStart(emptyStatistics(), hard);
    stats = recordFinish(stats, finished(hard, 61_000)).stats;
    expect(parseStatistics(statisticsFile(stats), true)).toEqual(stats);
    const file = JSON.parse(statisticsFile(stats));
    const wrong = (change: object) => parseStatistics(JSON.stringify({ ...file, ...change }), true);
    expect(wrong({ format: 'other' })).toBe(
      'it is not a statistics file (its format is "other", not "sudoku-statistics")',
    );
    expect(wrong({ kinds: { hard: { ...file.kinds.hard, won: -1 } } })).toBe(
      'hard.won is not a whole number of 0 or more',
    );
    expect(wrong({ kinds: { hard: { ...file.kinds.hard, won: 5 } } })).toBe(
      'hard has more games finished than started',
    );
    expect(parseStatistics('[1, 2]', true)).toMatch(/not a statistics file/);
    expect(readStatistics('{"kinds": {"hard": {"won": "x"}}}')).toEqual({
      kinds: {},
      streak: { current: 0, best: 0, open: false },
    });
  });

  it('never count more games finished than started, nor a current streak above the best', () => {
    const event = fc.constantFrom('start', 'win', 'helped', 'lose', 'practice');
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let stats: Statistics = emptyStatistics();
        for (const e of events) {
          if (e === 'start') stats = recordStart(stats, hard);
          if (e === 'practice') stats = recordStart(stats, practice);
          if (e === 'win') stats = recordFinish(stats, finished(hard, 1000)).stats;
          if (e === 'helped')
            stats = recordFinish(stats, finished(hard, 1000, { hintsUsed: 1 })).stats;
          if (e === 'lose') stats = recordLoss(stats, hard);
        }
        for (const k of Object.values(stats.kinds))
          expect(k.won + k.helped).toBeLessThanOrEqual(k.started);
        expect(stats.streak.current).toBeLessThanOrEqual(stats.streak.best);
        expect(parseStatistics(statisticsFile(stats), true)).toEqual(stats);
      }),
    );
  });
});
