import { parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { deserialiseSession } from './autosave.js';
import { commit } from './history.js';
import { placeDigit } from './position.js';
import { RECENT_GAMES, setAside } from './recent-games.js';
import { createSession, hasProgress, type Session } from './session.js';

const givens = parseGrid(EXAMPLE.puzzle);
const givenCells = [...givens.keys()].filter((i) => givens[i] !== 0);

/** A distinct puzzle per `n`: the example without its n-th given. */
const puzzle = (n: number) => Uint8Array.from(givens, (v, i) => (i === givenCells[n] ? 0 : v));

function played(grid: Uint8Array): Session {
  const s = createSession(grid, 'Easy');
  const out = placeDigit(grid, s.history.present, 1, 5);
  if (!out.ok) throw new Error(out.message);
  return { ...s, history: commit(s.history, out.position) };
}

describe('setAside', () => {
  it('keeps unplayed games too, without pushing out the games with progress', () => {
    let list: string[] = [];
    for (let n = 0; n < RECENT_GAMES; n++) list = setAside(list, played(puzzle(n)), 0);
    for (let n = 10; n < 20; n++) list = setAside(list, createSession(puzzle(n), 'Medium'), 0);
    const games = list.map((text) => deserialiseSession(text) as Session);
    expect(games.filter(hasProgress)).toHaveLength(RECENT_GAMES);
    expect(games).toHaveLength(2 * RECENT_GAMES);
    expect(games[0]).toMatchObject({ label: 'Medium', givens: puzzle(19) });
  });
});
