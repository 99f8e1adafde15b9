import { gridsEqual } from '@sudoku/core';
import { deserialiseSession, serialiseSession } from './autosave.js';
import { hasProgress, type Session } from './session.js';
import { parseStored } from './stored-json.js';

/** The localStorage key of the games set aside. */
export const RECENT_KEY = 'sudoku.recent.v1';

/** Games with progress kept after they were replaced (by a new game, a link, a file): the most recent first. */
export const RECENT_GAMES = 6;

/**
 * Games set aside, so progress is never lost: a New game or a link keeps the
 * game it replaces here, and opening that puzzle again (its link, or Back)
 * resumes it with the player's digits. Stored as autosave texts.
 */
export function readRecent(text: string | null | undefined): string[] {
  const list = parseStored(text);
  return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
}

/**
 * The list with `session` first (replacing an older game of the same
 * puzzle): at most {@link RECENT_GAMES} games with progress, and as many
 * without (unplayed or finished, kept for their label and rating), so
 * browsing through new games never pushes out one with the player's digits.
 */
export function setAside(list: readonly string[], session: Session, elapsedMs: number): string[] {
  const counts = [0, 0];
  const kept: string[] = [];
  const games = [session, ...list.map((text) => deserialiseSession(text))];
  games.forEach((game, i) => {
    if (!game || (i > 0 && gridsEqual(game.givens, session.givens))) return;
    if (counts[+hasProgress(game)]++ < RECENT_GAMES)
      kept.push(i === 0 ? serialiseSession(session, elapsedMs) : list[i - 1]);
  });
  return kept;
}

/** The set-aside game of these givens, if any, and the list without it. */
export function takeRecent(
  list: readonly string[],
  givens: Uint8Array,
): { session?: Session; rest: string[] } {
  const rest: string[] = [];
  let found: Session | undefined;
  for (const text of list) {
    const session = deserialiseSession(text);
    if (!found && session && gridsEqual(session.givens, givens)) found = session;
    else if (session) rest.push(text);
  }
  return found ? { session: found, rest } : { rest };
}
