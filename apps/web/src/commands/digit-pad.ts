import type { Context } from '../app/context.js';
import { without } from '../app/state.js';
import { enterDigit } from './enter-digit.js';
import { select } from './select.js';

/**
 * A digit pressed on the pad: it goes in the selected cell, or with
 * digit-first input (a setting) it is picked, to go in each cell tapped
 * next; pressed again, it is put down.
 */
export function padDigit(ctx: Context, digit: number): void {
  if (!ctx.state.settings.digitFirst) {
    if (ctx.state.selected < 0)
      ctx.say('Select a cell first, or turn on Digit first in Settings to pick the digit first.');
    else enterDigit(ctx, digit, ctx.state.notesMode);
    return;
  }
  if (ctx.state.armed === digit) {
    ctx.set(without(ctx.state, 'armed'));
    return;
  }
  ctx.set({ ...ctx.state, armed: digit });
  ctx.say(`${digit} picked: tap the cells it goes in${ctx.state.notesMode ? ' as a note' : ''}.`);
}

/** A cell tapped: selected, and with a picked digit, the digit goes in (or its note, in Notes mode). */
export function tapCell(ctx: Context, cell: number): void {
  select(ctx, cell);
  const { armed, notesMode } = ctx.state;
  if (armed !== undefined) enterDigit(ctx, armed, notesMode);
}
