import { parseGrid } from '@sudoku/core';
import { formatGameFile } from '@sudoku/engine/game';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { present } from '../app/state.js';
import { elapsed } from '../game/timer.js';
import { harness } from '../testing/fakes.js';
import { enterDigit } from './enter-digit.js';
import { pause } from './pause.js';
import { load } from './save-load.js';

const givens = parseGrid(EXAMPLE.puzzle);

describe('Pause', () => {
  const clockAt = (h: ReturnType<typeof harness>, now: number) =>
    elapsed(h.controller.state.clock, now);

  it('stops the clock and covers the board; the next action only resumes it', () => {
    const h = harness({ givens, state: { selected: 1 } });
    h.tick(10_000);
    h.controller.act(pause);
    expect(h.controller.state.paused).toBe(true);
    expect(h.message()).toMatch(/^Paused/);
    h.tick(60_000); // a minute away does not count
    expect(clockAt(h, 1_000 + 70_000)).toBe(10_000);
    h.controller.act((ctx) => enterDigit(ctx, 5, false));
    expect(h.controller.state.paused).toBeUndefined();
    expect(present(h.controller.state).values[1]).toBe(0); // not typed blind
    h.tick(5_000);
    expect(clockAt(h, 1_000 + 75_000)).toBe(15_000);
  });

  it('pressed again resumes, and coming back to the tab does not start a paused clock', () => {
    const h = harness({ givens });
    h.controller.act(pause);
    h.controller.resume(); // the tab became visible again
    expect(h.controller.state.clock.since).toBeUndefined();
    h.controller.act(pause);
    expect(h.controller.state.paused).toBeUndefined();
    expect(h.controller.state.clock.since).toBeDefined();
  });

  it('a finished puzzle has nothing to pause', () => {
    const h = harness({ givens });
    h.controller.set({
      ...h.controller.state,
      session: { ...h.controller.state.session, finished: true },
    });
    h.controller.act(pause);
    expect(h.controller.state.paused).toBeUndefined();
    expect(h.message()).toMatch(/finished/);
  });

  it('a file picked or a menu choice made while paused resumes and runs: the choice is not lost', async () => {
    const h = harness({ givens });
    h.controller.act(pause);
    const text = formatGameFile({ givens, current: givens });
    const file = { name: 'mine.txt', size: text.length, text: () => Promise.resolve(text) };
    h.controller.act((ctx) => load(ctx, file), { chosen: true });
    await expect.poll(h.message).toMatch(/^Loaded “mine.txt”/);
    expect(h.controller.state.paused).toBeUndefined();
  });
});
