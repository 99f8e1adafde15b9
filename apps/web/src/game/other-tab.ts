import { gridsEqual } from '@sudoku/core';
import { AUTOSAVE_KEY, deserialiseSession } from './autosave.js';
import { RECENT_KEY, readRecent, setAside } from './recent-games.js';
import { hasProgress, type Session } from './session.js';

/** The page's localStorage, as the controller reaches it. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/**
 * Tabs of the game share one autosave. When the stored game is not the one
 * this tab last wrote, another tab is playing it: if it is another puzzle
 * with progress, it is set aside before this tab saves over it, so its link
 * or Back resumes it instead of it being lost.
 */
export function keepOtherTabsGame(
  storage: KeyValueStore,
  lastWritten: string | undefined,
  session: Session,
): void {
  const stored = storage.get(AUTOSAVE_KEY);
  if (stored === null || stored === lastWritten) return;
  const other = deserialiseSession(stored);
  if (!other || !hasProgress(other) || gridsEqual(other.givens, session.givens)) return;
  const recent = setAside(readRecent(storage.get(RECENT_KEY)), other, other.elapsedMs);
  storage.set(RECENT_KEY, JSON.stringify(recent));
}

/** Another tab's save of this same puzzle made after this tab's last one (the latest play), if any. */
export function otherTabsPlay(
  storage: KeyValueStore,
  lastWritten: string | undefined,
  session: Session,
): Session | undefined {
  const stored = storage.get(AUTOSAVE_KEY);
  if (stored === null || stored === lastWritten) return undefined;
  const other = deserialiseSession(stored);
  if (!other || !gridsEqual(other.givens, session.givens)) return undefined;
  const [mine, theirs] = [session, other].map((s) => s.history.present);
  const same =
    gridsEqual(mine.values, theirs.values) && mine.notes.every((n, i) => n === theirs.notes[i]);
  return same ? undefined : other;
}
