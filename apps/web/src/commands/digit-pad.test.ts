import { parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { present } from '../app/state.js';
import { DEFAULT_SETTINGS } from '../game/settings.js';
import { harness } from '../testing/fakes.js';
import { padDigit, tapCell } from './digit-pad.js';

const givens = parseGrid(EXAMPLE.puzzle);

describe('the digit pad', () => {
  it('puts a digit in the selected cell by default', () => {
    const h = harness({ givens, state: { selected: 1 } });
    h.controller.act((ctx) => padDigit(ctx, 5));
    expect(present(h.controller.state).values[1]).toBe(5);
    expect(h.controller.state.armed).toBeUndefined();
    h.controller.set({ ...h.controller.state, selected: -1 });
    h.controller.act((ctx) => padDigit(ctx, 5));
    expect(h.message()).toMatch(/^Select a cell first, or turn on Digit first in Settings/);
  });

  it('with digit first, picks the digit for each cell tapped, as a note in Notes mode, until put down', () => {
    const h = harness({
      givens,
      state: { selected: -1, settings: { ...DEFAULT_SETTINGS, digitFirst: true } },
    });
    h.controller.act((ctx) => padDigit(ctx, 5));
    expect(h.controller.state.armed).toBe(5);
    expect(h.message()).toBe('5 picked: tap the cells it goes in.');
    h.controller.act((ctx) => tapCell(ctx, 1));
    h.controller.act((ctx) => tapCell(ctx, 36));
    expect([present(h.controller.state).values[1], present(h.controller.state).values[36]]).toEqual(
      [5, 5],
    );
    h.controller.set({ ...h.controller.state, notesMode: true });
    h.controller.act((ctx) => tapCell(ctx, 3));
    expect(present(h.controller.state).notes[3]).toBe(1 << 4);
    h.controller.act((ctx) => padDigit(ctx, 5));
    expect(h.controller.state.armed).toBeUndefined();
    h.controller.act((ctx) => tapCell(ctx, 5));
    expect(h.controller.state.selected).toBe(5);
    expect(present(h.controller.state).values[5]).toBe(0);
  });
});
