import type { Context } from '../app/context.js';
import { settle } from '../app/game-flow.js';
import { canRedo, canUndo, redo as redoHistory, undo as undoHistory } from '../game/history.js';
import type { Attempt } from '../game/position.js';
import { createClock, elapsed, formatElapsed, startClock } from '../game/timer.js';
import { refusedWhenLost } from './mistake-limit.js';

/**
 * Undo and redo. Crossing a Replay swaps attempts: undoing it brings back
 * the time, hints and mistakes it set aside (and keeps the new attempt's on
 * the redo side), so Replay then Undo loses nothing.
 */
function swapAttempt(ctx: Context, forward: boolean): void {
  const { state } = ctx;
  const now = ctx.now();
  const history = state.session.history;
  const leaving = history.present;
  let next = forward ? redoHistory(history) : undoHistory(history);
  let session = { ...state.session, history: next };
  // Undoing Solve's fill gives the finish back to the player: a board they then complete is theirs.
  if (!forward && state.session.finished && state.session.assisted)
    session = { ...session, assisted: false };
  let clock = state.clock;
  const crossing = forward ? next.present.replay : leaving.replay;
  if (crossing) {
    const current: Attempt = {
      elapsedMs: elapsed(state.clock, now),
      hintsUsed: session.hintsUsed,
      mistakes: session.mistakes,
      assisted: session.assisted,
      ...(session.lost && { lost: true }),
    };
    // The replay position keeps the attempt on its other side.
    const marked = { ...(forward ? next.present : leaving), replay: current };
    next = forward
      ? { ...next, present: marked }
      : { ...next, future: [marked, ...next.future.slice(1)] };
    session = {
      ...session,
      history: next,
      hintsUsed: crossing.hintsUsed,
      mistakes: crossing.mistakes,
      assisted: crossing.assisted,
      lost: crossing.lost === true,
      elapsedMs: crossing.elapsedMs,
    };
    // An attempt the mistake limit ended comes back ended, its clock stopped.
    clock = createClock(crossing.elapsedMs);
    if (!session.lost) clock = startClock(clock, now);
  }
  const settled = settle({ ...state, session, clock }, now);
  ctx.set(settled);
  // The card opens only for a finish played out; a Redo that completes the board again says so here.
  if (settled.session.finished && !state.session.finished)
    ctx.say(`Solved again, in ${formatElapsed(settled.session.elapsedMs)}.`, 'success');
}

export function undo(ctx: Context): void {
  if (refusedWhenLost(ctx)) return;
  if (canUndo(ctx.state.session.history)) swapAttempt(ctx, false);
  else ctx.say('Nothing to undo.');
}

export function redo(ctx: Context): void {
  if (refusedWhenLost(ctx)) return;
  if (canRedo(ctx.state.session.history)) swapAttempt(ctx, true);
  else ctx.say('Nothing to redo.');
}
