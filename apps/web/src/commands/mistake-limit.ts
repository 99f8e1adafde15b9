import type { Context } from '../app/context.js';
import { updateStatistics } from '../app/game-flow.js';
import { MISTAKE_LIMIT } from '../game/mistakes.js';
import { recordLoss } from '../game/statistics.js';
import { elapsed, pauseClock } from '../game/timer.js';
import { replay } from './replay.js';

const OVER = `That is ${MISTAKE_LIMIT} mistakes: this game is over. Try again plays this puzzle from the start, or start a new game.`;

/** The mistake limit was reached: the clock stops and the board takes no more moves until Replay. */
export function endGame(ctx: Context): void {
  const { state } = ctx;
  const now = ctx.now();
  ctx.set({
    ...state,
    clock: pauseClock(state.clock, now),
    session: { ...state.session, lost: true, elapsedMs: elapsed(state.clock, now) },
  });
  updateStatistics(ctx, (stats) => recordLoss(stats, ctx.state.session));
  sayOver(ctx);
}

function sayOver(ctx: Context): void {
  ctx.say(OVER, 'error', { label: 'Try again', run: () => ctx.act(replay) });
}

/** A game the mistake limit ended takes no moves, undo or hints: says so and returns true. */
export function refusedWhenLost(ctx: Context): boolean {
  if (!ctx.state.session.lost) return false;
  sayOver(ctx);
  return true;
}
