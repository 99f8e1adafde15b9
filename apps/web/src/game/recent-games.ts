import { gridsEqual } from '@sudoku/core';
import { deserialiseSession, serialiseSession } from './autosave.js';
import type { Session } from './session.js';
import { parseStored } from './stored-json.js';

/** The localStorage key of the games set aside. */
export const RECENT_KEY = 'sudoku.recent.v1';

/** Games kept after they were replaced (by a new game, a link, a file): the most recent first. */
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

/** The list with `session` first (replacing an older game of the same puzzle), at most {@link RECENT_GAMES}. */
export function setAside(list: readonly string[], session: Session, elapsedMs: number): string[] {
  const rest = list.filter((text) => {
    const other = deserialiseSession(text);
    return other !== undefined && !gridsEqual(other.givens, session.givens);
  });
  return [serialiseSession(session, elapsedMs), ...rest].slice(0, RECENT_GAMES);
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
