import { parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { present, without } from '../app/state.js';
import { harness } from '../testing/fakes.js';
import { closeCompletion } from './completion.js';
import { enterDigit, erase } from './enter-digit.js';
import { clearNotes, fillNotes } from './notes.js';
import { replay } from './replay.js';
import { moveCell } from './select.js';
import { solve } from './solve.js';
import { redo, undo } from './undo-redo.js';

const givens = parseGrid(EXAMPLE.puzzle);
const solution = parseGrid(EXAMPLE.solution);

describe('moving and typing', () => {
  it('runs left and right through the board in reading order, up and down within the column', () => {
    expect(moveCell(8, 0, 1)).toBe(9);
    expect(moveCell(9, 0, -1)).toBe(8);
    expect(moveCell(80, 0, 1)).toBe(0);
    expect(moveCell(0, 0, -1)).toBe(80);
    expect(moveCell(0, -1, 0)).toBe(72);
    expect(moveCell(76, 1, 0)).toBe(4);
  });

  it('places a digit, and a new action clears the last message', () => {
    const h = harness({ givens, state: { selected: 1 } });
    h.controller.act((ctx) => enterDigit(ctx, 9, false)); // r1c1 holds 9
    expect(h.message()).toBe('9 is already in row 1, column 1.');
    expect(h.controller.state.session.mistakes).toBe(1);
    h.controller.act((ctx) => enterDigit(ctx, 5, false));
    expect(present(h.controller.state).values[1]).toBe(5);
    expect(h.controller.state.message).toBeUndefined();
  });

  it('shows a clash in red when the settings say so, and counts it as a mistake', () => {
    const h = harness({ givens, state: { selected: 1 } });
    h.controller.set({
      ...h.controller.state,
      settings: { ...h.controller.state.settings, clashes: 'show' },
    });
    h.controller.act((ctx) => enterDigit(ctx, 9, false));
    expect(present(h.controller.state).values[1]).toBe(9);
    expect(h.controller.state.session.mistakes).toBe(1);
    expect(h.recorded.flashes).toContainEqual([0, 'clash']);
  });

  it('opens the completion card when the player fills the last cell', () => {
    const almost = solution.slice();
    almost[1] = 0;
    const h = harness({ givens, state: { selected: 1 } });
    h.controller.set({
      ...h.controller.state,
      session: {
        ...h.controller.state.session,
        history: {
          past: [],
          present: { ...present(h.controller.state), values: almost },
          future: [],
        },
      },
    });
    h.tick(61_000);
    h.controller.act((ctx) => enterDigit(ctx, solution[1], false));
    expect(h.controller.state.session.finished).toBe(true);
    expect(h.controller.state.celebrating).toBe(true);
    expect(h.controller.state.session.elapsedMs).toBe(61_000);
    expect(h.recorded.celebrations).toBe(1);
    // Closing the card leaves the time in the status line; the solved board refuses changes.
    h.controller.act((ctx) => closeCompletion(ctx, 'close'));
    expect(h.controller.state.celebrating).toBeUndefined();
    expect(h.message()).toBe('Solved in 1:01. Start a new game when you like.');
    h.controller.act(erase);
    expect(present(h.controller.state).values[1]).toBe(solution[1]);
    expect(h.message()).toMatch(/^This puzzle is finished/);
    expect(h.controller.state.session.finished).toBe(true);
  });

  it('says what Fill notes and Clear notes did', () => {
    const h = harness({ givens });
    h.controller.act(fillNotes);
    expect(h.message()).toMatch(/Notes filled/);
    h.controller.act(clearNotes);
    expect(h.message()).toMatch(/Notes cleared/);
    h.controller.act(clearNotes);
    expect(h.message()).toMatch(/no notes to clear/);
  });

  it('Fill notes again with nothing to add says so and adds no step that Undo would seem to skip', () => {
    const h = harness({ givens });
    h.controller.act(fillNotes);
    const steps = h.controller.state.session.history.past.length;
    h.controller.act(fillNotes);
    expect(h.controller.state.session.history.past.length).toBe(steps);
    expect(h.message()).toMatch(/already/);
  });

  it('autosaves every change', () => {
    const h = harness({ givens, state: { selected: 1 } });
    h.controller.act((ctx) => enterDigit(ctx, 5, false));
    expect(h.recorded.storage.get('sudoku.game.v1')).toMatch(/"v":"95/);
    h.controller.act(erase);
    expect(h.recorded.storage.get('sudoku.game.v1')).toMatch(/"v":"90/);
  });
});

describe('Replay and Undo', () => {
  it('Replay sets the clock, hints and mistakes to zero; Undo brings them back, Redo replays again', () => {
    const h = harness({ givens, state: { selected: 1 } });
    h.controller.act((ctx) => enterDigit(ctx, 9, false)); // a refused clash: one mistake
    h.controller.act((ctx) => enterDigit(ctx, 5, false));
    h.tick(90_000);
    h.controller.act(replay);
    const clockNow = () => h.controller.state.clock;
    expect(present(h.controller.state).values[1]).toBe(0);
    expect([h.controller.state.session.mistakes, clockNow().bankedMs]).toEqual([0, 0]);
    h.tick(5_000);
    h.controller.act(undo);
    expect(present(h.controller.state).values[1]).toBe(5);
    expect(h.controller.state.session.mistakes).toBe(1);
    expect(clockNow().bankedMs).toBe(90_000);
    h.tick(1_000);
    h.controller.act(redo);
    expect(present(h.controller.state).values[1]).toBe(0);
    expect(clockNow().bankedMs).toBe(5_000);
  });
});

describe('finishing after Solve', () => {
  it('is not the player’s when they only erased and retyped a digit of the fill', async () => {
    const h = harness({ givens, state: { selected: 1 } });
    await solve(h.controller);
    erase(h.controller);
    enterDigit(h.controller, solution[1], false);
    expect(h.controller.state.session.finished).toBe(true);
    expect(h.recorded.celebrations).toBe(0);
  });

  it('opens the completion card when Solve was undone and the player fills the board', async () => {
    const h = harness({ givens });
    await solve(h.controller);
    expect(h.recorded.celebrations).toBe(0); // Solve's finish is not the player's
    undo(h.controller);
    for (let cell = 0; cell < 81; cell++) {
      if (givens[cell] !== 0) continue;
      h.controller.set({ ...h.controller.state, selected: cell });
      enterDigit(h.controller, solution[cell], false);
    }
    expect(h.controller.state.session.finished).toBe(true);
    expect(h.recorded.celebrations).toBe(1);
    expect(h.controller.state.celebrating).toBe(true);
  });
});

describe('Redo that completes the board again', () => {
  it('says the board is solved, since the clock stops without a card', () => {
    const h = harness({ givens });
    for (let cell = 0; cell < 81; cell++) {
      if (givens[cell] !== 0) continue;
      h.controller.set({ ...h.controller.state, selected: cell });
      enterDigit(h.controller, solution[cell], false);
    }
    h.controller.set(without(h.controller.state, 'celebrating'));
    h.controller.act(undo);
    expect(h.controller.state.session.finished).toBe(false);
    h.controller.act(redo);
    expect(h.controller.state.session.finished).toBe(true);
    expect(h.message()).toMatch(/^Solved again/);
  });
});
