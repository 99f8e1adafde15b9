import { parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { AUTOSAVE_KEY, serialiseSession } from './autosave.js';
import { commit } from './history.js';
import { keepOtherTabsGame } from './other-tab.js';
import { placeDigit } from './position.js';
import { RECENT_KEY, readRecent, takeRecent } from './recent-games.js';
import { createSession, type Session } from './session.js';

const givens = parseGrid(EXAMPLE.puzzle);
const otherGivens = Uint8Array.from(givens, (v, i) => (i === 0 ? 0 : v));

function played(grid: Uint8Array): Session {
  const s = createSession(grid, 'Shared puzzle');
  const out = placeDigit(grid, s.history.present, 1, 5);
  if (!out.ok) throw new Error(out.message);
  return { ...s, history: commit(s.history, out.position), elapsedMs: 9_000 };
}

function memory(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return { get: (k: string) => map.get(k) ?? null, set: (k: string, v: string) => map.set(k, v) };
}

describe('keepOtherTabsGame', () => {
  it('sets aside another puzzle another tab saved, before this tab saves over it', () => {
    const theirs = serialiseSession(played(otherGivens));
    const storage = memory({ [AUTOSAVE_KEY]: theirs });
    keepOtherTabsGame(storage, 'what this tab wrote', played(givens));
    const { session } = takeRecent(readRecent(storage.get(RECENT_KEY)), otherGivens);
    expect(session?.history.present.values[1]).toBe(5);
    expect(session?.elapsedMs).toBe(9_000);
  });

  it('leaves the list alone for this tab’s own save, the same puzzle, or a game without progress', () => {
    const mine = played(givens);
    const own = serialiseSession(mine);
    for (const [stored, written] of [
      [own, own],
      [serialiseSession(played(givens)), 'older text of this tab'],
      [serialiseSession(createSession(otherGivens, 'x')), undefined],
    ] as const) {
      const storage = memory({ [AUTOSAVE_KEY]: stored });
      keepOtherTabsGame(storage, written, mine);
      expect(storage.get(RECENT_KEY)).toBeNull();
    }
  });
});
