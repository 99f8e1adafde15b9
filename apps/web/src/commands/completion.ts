import type { Context } from '../app/context.js';
import { without } from '../app/state.js';
import { formatElapsed } from '../game/timer.js';
import { newGame } from './new-game.js';

/**
 * The completion card closed: New game at the finished puzzle's difficulty
 * (another puzzle of the same technique, for a practice), or the time stays in the status line (a screen reader hears it there,
 * and the board no longer looks like a game left half-way).
 */
export function closeCompletion(ctx: Context, choice: string): Promise<void> | undefined {
  ctx.set(without(ctx.state, 'celebrating', 'best', 'streak'));
  const { session, settings } = ctx.state;
  if (choice === 'new') {
    if (session.practice) return newGame(ctx, { kind: 'technique', ...session.practice });
    // After a daily puzzle, a new game of its level: today's daily is done.
    const difficulty = session.rating?.difficulty ?? settings.difficulty;
    return newGame(ctx, { kind: 'difficulty', difficulty });
  }
  ctx.say(
    `Solved in ${formatElapsed(session.elapsedMs)}. Start a new game when you like.`,
    'success',
  );
  return undefined;
}
