import { parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { present } from '../app/state.js';
import { AUTOSAVE_KEY, deserialiseSession } from '../game/autosave.js';
import type { MistakesMode } from '../game/mistakes.js';
import { createSession } from '../game/session.js';
import { DEFAULT_SETTINGS } from '../game/settings.js';
import { isRunning } from '../game/timer.js';
import { harness } from '../testing/fakes.js';
import { enterDigit, erase } from './enter-digit.js';
import { select } from './select.js';
import { undo } from './undo-redo.js';

const givens = parseGrid(EXAMPLE.puzzle);
const solution = parseGrid(EXAMPLE.solution);

/** A game of the example with its solution known, in Mistakes mode `mistakes`. */
function game(mistakes: MistakesMode) {
  return harness({
    givens,
    state: {
      session: createSession(givens, 'Test', undefined, solution),
      settings: { ...DEFAULT_SETTINGS, mistakes },
    },
  });
}

/** Types `digit` into `cell`. */
function type(h: ReturnType<typeof harness>, cell: number, digit: number) {
  select(h.controller, cell);
  h.controller.act((ctx) => enterDigit(ctx, digit, false));
}

// r1c6 is 7 in the solution; a 3 there clashes with nothing on the example's board.
const WRONG = { cell: 5, digit: 3 };

describe('Mistakes mode', () => {
  it('off: a wrong digit that clashes with nothing counts, and stays counted once fixed', () => {
    const h = game('off');
    type(h, WRONG.cell, WRONG.digit);
    expect(present(h.controller.state).values[WRONG.cell]).toBe(WRONG.digit);
    type(h, WRONG.cell, 7);
    expect(h.controller.state.session.mistakes).toBe(1);
    // Not read out as one: the mode is off.
    expect(h.recorded.announced.at(-2)).toBe('3 in row 1, column 6');
  });

  it('off: a right digit refused because it repeats a wrong one is no mistake', () => {
    const h = game('off');
    // The wrong 3 in r1c6, then the right 3 in r1c4 repeats it.
    type(h, WRONG.cell, WRONG.digit);
    type(h, 3, 3);
    expect(h.message()).toMatch(/already in row 1/);
    expect(h.controller.state.session.mistakes).toBe(1);
  });

  it('show: a wrong digit is placed even when it clashes, and read out as a mistake', () => {
    const h = game('show');
    type(h, 1, 9); // r1c1 holds 9
    expect(present(h.controller.state).values[1]).toBe(9);
    expect(h.recorded.announced.at(-1)).toBe('9 in row 1, column 2, a mistake');
    expect(h.controller.state.session.mistakes).toBe(1);
  });

  it('limit: the third mistake ends the game; moves and undo wait for Try again', () => {
    const h = game('limit');
    type(h, WRONG.cell, WRONG.digit);
    type(h, WRONG.cell, 8); // repeats r1c3's 8: placed and counted all the same
    expect(h.controller.state.session.lost).toBe(false);
    type(h, WRONG.cell, 9);
    const { session, clock, message } = h.controller.state;
    expect(session.lost).toBe(true);
    expect(isRunning(clock)).toBe(false);
    expect(message?.text).toMatch(/3 mistakes: this game is over/);
    type(h, 1, 5);
    expect(present(h.controller.state).values[1]).toBe(0);
    h.controller.act(erase);
    h.controller.act(undo);
    expect(present(h.controller.state).values[WRONG.cell]).toBe(9);
    // Saved ended: a reload does not give the game back.
    expect(deserialiseSession(h.recorded.storage.get(AUTOSAVE_KEY))?.lost).toBe(true);
    // Try again: the puzzle from the start, mistakes at zero; Undo brings the ended game back.
    h.controller.state.message?.action?.run();
    expect(h.controller.state.session).toMatchObject({ lost: false, mistakes: 0 });
    expect(isRunning(h.controller.state.clock)).toBe(true);
    h.controller.act(undo);
    expect(h.controller.state.session).toMatchObject({ lost: true, mistakes: 3 });
    expect(isRunning(h.controller.state.clock)).toBe(false);
  });

  it('without a known solution (a custom puzzle), show and limit fall back to counting clashes', () => {
    const h = harness({ givens, state: { settings: { ...DEFAULT_SETTINGS, mistakes: 'limit' } } });
    type(h, WRONG.cell, WRONG.digit); // wrong, but only a clash can be known
    expect(h.controller.state.session.mistakes).toBe(0);
    for (const digit of [9, 8, 9]) type(h, 1, digit); // each repeats a given of row 1
    expect(h.controller.state.session).toMatchObject({ mistakes: 3, lost: false });
    expect(present(h.controller.state).values[1]).toBe(0);
  });
});
