import type { Context } from '../app/context.js';
import { commitPosition } from '../app/game-flow.js';
import { present } from '../app/state.js';
import { initialPosition } from '../game/position.js';
import { createClock, elapsed, startClock } from '../game/timer.js';

/** Back to the start of the puzzle with the clock, hints and mistakes at zero; Undo restores them all. */
export function replay(ctx: Context): void {
  const { state } = ctx;
  const start = initialPosition(state.session.givens);
  const p = present(state);
  if (p.values.every((v, i) => v === start.values[i]) && p.notes.every((n) => n === 0)) {
    ctx.say('Already at the start of this puzzle.');
    return;
  }
  const now = ctx.now();
  const attempt = {
    elapsedMs: elapsed(state.clock, now),
    hintsUsed: state.session.hintsUsed,
    mistakes: state.session.mistakes,
    assisted: state.session.assisted,
    ...(state.session.lost && { lost: true }),
  };
  ctx.set({ ...state, clock: startClock(createClock(), now) });
  commitPosition(
    ctx,
    { ...start, replay: attempt },
    {
      elapsedMs: 0,
      hintsUsed: 0,
      mistakes: 0,
      assisted: false,
      finished: false,
      lost: false,
    },
  );
  ctx.say('Back to the start, with the clock at zero. Undo brings your digits and time back.');
}
