import { describe, expect, it } from 'vitest';
import { present } from '../app/state.js';
import { readStatistics, STATS_KEY } from '../game/statistics.js';
import { harness } from '../testing/fakes.js';
import { enterDigit } from './enter-digit.js';
import { newGame } from './new-game.js';
import { select } from './select.js';
import { undo } from './undo-redo.js';

describe('games counted as started', () => {
  it('at their first move, once: a puzzle only looked at is not, and leaving it keeps the streak', async () => {
    const h = harness();
    const stats = () => readStatistics(h.recorded.storage.get(STATS_KEY) ?? null);
    await newGame(h.controller, { kind: 'difficulty', difficulty: 'easy' });
    await newGame(h.controller, { kind: 'difficulty', difficulty: 'easy' });
    expect(stats().kinds).toEqual({});
    const empty = present(h.controller.state).values.indexOf(0);
    select(h.controller, empty);
    const note = () => h.controller.act((ctx) => enterDigit(ctx, 1, true));
    note();
    h.controller.act(undo);
    note();
    expect(stats().kinds.easy?.started).toBe(1);
    expect(stats().streak).toMatchObject({ current: 0, open: true });
  });
});
