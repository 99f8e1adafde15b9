import { gridsEqual } from '@sudoku/core';
import { describe, expect, it } from 'vitest';
import { present } from '../app/state.js';
import { DAILY_KEY, readDaily } from '../game/daily.js';
import { harness } from '../testing/fakes.js';
import { enterDigit } from './enter-digit.js';
import { newGame } from './new-game.js';
import { select } from './select.js';

const TODAY = '2026-03-14';

async function daily(day = TODAY, difficulty = 'easy') {
  const h = harness({ today: TODAY });
  await newGame(h.controller, { kind: 'daily', difficulty, day });
  return h;
}

describe('the daily puzzle', () => {
  it('is the same puzzle in two browsers on the same day, and labelled as the daily', async () => {
    const [a, b, other] = await Promise.all([daily(), daily(), daily('2026-03-15')]);
    const puzzle = (h: typeof a) => h.controller.state.session.givens;
    expect(gridsEqual(puzzle(a), puzzle(b))).toBe(true);
    expect(gridsEqual(puzzle(a), puzzle(other))).toBe(false);
    expect(a.controller.state.session).toMatchObject({
      label: 'Daily easy',
      daily: { day: TODAY, difficulty: 'easy' },
    });
    expect(a.message()).toMatch(
      /^The daily easy puzzle of 14 March, with \d+ givens: the same for everyone today\.$/,
    );
  });

  it('solved, counts its day toward the streak shown on the completion card', async () => {
    const h = await daily();
    const { solution } = h.controller.state.session;
    for (let cell = 0; cell < 81; cell++) {
      if (present(h.controller.state).values[cell] !== 0) continue;
      select(h.controller, cell);
      h.controller.act((ctx) => enterDigit(ctx, solution![cell], false));
    }
    expect(h.controller.state.celebrating).toBe(true);
    expect(h.controller.state.streak).toEqual({ current: 1, best: 1 });
    expect(readDaily(h.recorded.storage.get(DAILY_KEY) ?? null)).toEqual({ [TODAY]: ['easy'] });
  });

  it('asked for again while it is on the board, says so and keeps the game', async () => {
    const h = await daily();
    const before = h.controller.state.session;
    await newGame(h.controller, { kind: 'daily', difficulty: 'easy', day: TODAY });
    expect(h.controller.state.session).toBe(before);
    expect(h.message()).toBe('This is the daily easy puzzle of 14 March already.');
  });
});
