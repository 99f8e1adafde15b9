import type { Context } from '../app/context.js';
import { clashingCells } from '../game/position.js';
import type { Settings } from '../game/settings.js';

/** Changes settings (saved with the next state): switching to refusing clashes says when the board still has some. */
export function changeSettings(ctx: Context, patch: Partial<Settings>): void {
  const settings = { ...ctx.state.settings, ...patch };
  ctx.set({ ...ctx.state, settings });
  if (patch.clashes === 'refuse') {
    const { session } = ctx.state;
    const red = clashingCells(session.givens, session.history.present.values).length;
    if (red > 0)
      ctx.say(
        `Clashing digits are refused from now on; ${red === 1 ? 'one red digit stays' : `${red} red digits stay`} until you change ${red === 1 ? 'it' : 'them'}.`,
      );
  }
}
