import type { Context } from '../app/context.js';
import { without } from '../app/state.js';
import { pauseClock } from '../game/timer.js';

/**
 * Pause: the clock stops and the board is covered, so a break neither
 * counts nor gives time to study the puzzle. The next action (Pause again,
 * a key, a click) only resumes: see the controller's `act`.
 */
export function pause(ctx: Context): void {
  const { session, clock } = ctx.state;
  if (session.finished) {
    ctx.say('This puzzle is finished, so its clock has stopped already.');
    return;
  }
  ctx.set({ ...without(ctx.state, 'hint'), paused: true, clock: pauseClock(clock, ctx.now()) });
  ctx.say('Paused. Tap the board, press a key or Pause to go on.');
}
