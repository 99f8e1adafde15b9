import { countGivens, gridsEqual } from '@sudoku/core';
import type { Context } from '../app/context.js';
import { mayLeaveGame, showAddress, startSession } from '../app/game-flow.js';
import { RECENT_KEY, readRecent, takeRecent } from '../game/recent-games.js';
import { createSession, type Session } from '../game/session.js';
import { readShareHash } from '../game/share-link.js';

/** What opening the address did. */
export type LinkOutcome = 'none' | 'same' | 'opened' | 'kept' | 'bad';

/** Refuses a link: says why, keeps the game and puts its own link back in the address bar. */
function refuse(ctx: Context, reason: string, hasGame: boolean): LinkOutcome {
  ctx.say(
    `This link does not open a puzzle: ${reason}.${hasGame ? ' Your game is unchanged.' : ''}`,
    'error',
  );
  if (hasGame) showAddress(ctx, 'replace');
  return 'bad';
}

/**
 * Opens the puzzle in the page's address (`#p=…`): at start-up, when a link
 * is pasted into the open tab, and on Back/Forward. A broken link, an empty
 * or finished board and a puzzle without solution are refused with the
 * reason, and the current game stays. A puzzle set aside earlier resumes
 * with the player's digits. Leaving a game with progress asks first.
 */
export async function openAddress(ctx: Context, hasGame = true): Promise<LinkOutcome> {
  const read = readShareHash(ctx.address.hash());
  if (read.kind === 'none') return 'none';
  if (read.kind === 'bad') return refuse(ctx, read.reason, hasGame);
  const grid = read.grid;
  if (hasGame && gridsEqual(grid, ctx.state.session.givens)) return 'same';
  const givens = countGivens(grid);
  if (givens === 0) return refuse(ctx, 'its board is empty, so there is nothing to play', hasGame);
  if (givens === 81)
    return refuse(ctx, 'its board is already full, so there is nothing to fill in', hasGame);

  const recent = readRecent(ctx.storage.get(RECENT_KEY));
  const { session: resumed, rest } = takeRecent(recent, grid);
  let session: Session;
  let news: string;
  if (resumed) {
    session = resumed;
    news = 'Back to your game of this puzzle, as you left it.';
  } else {
    const outcome = await ctx.run(
      'Opening the puzzle…',
      { type: 'analyse', grid },
      { setsUpBoard: true },
    );
    if (!outcome.ok) {
      if (hasGame) showAddress(ctx, 'push');
      if (outcome.reason === 'cancelled')
        ctx.say('Opening the link was cancelled; your game is unchanged.');
      return 'kept';
    }
    const { status, rating, solution } = outcome.result;
    if (status === 'none') return refuse(ctx, 'its puzzle has no solution', hasGame);
    if (status === 'invalid')
      return refuse(ctx, `its puzzle breaks the rules: ${outcome.result.message}`, hasGame);
    session = createSession(grid, 'Shared puzzle', rating, solution);
    news =
      status === 'multiple'
        ? 'Opened the shared puzzle. Note: it has more than one solution.'
        : `Opened the shared puzzle (${givens} givens). Good luck!`;
  }
  if (hasGame && !(await mayLeaveGame(ctx, 'Open the linked puzzle'))) {
    // Pushed, not replaced: on Back, replacing would write over the earlier game's entry for good.
    showAddress(ctx, 'push');
    ctx.say('You kept your game; the link was not opened.');
    return 'kept';
  }
  if (resumed) {
    try {
      ctx.storage.set(RECENT_KEY, JSON.stringify(rest));
    } catch {
      // The list stays as it was: harmless.
    }
  }
  startSession(ctx, session, 'keep');
  ctx.say(news);
  return 'opened';
}
