import { parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { deserialiseSession, SAVED_HISTORY, serialiseSession } from './autosave.js';
import { commit } from './history.js';
import { fillCandidates, type Position, placeDigit } from './position.js';
import { createSession, type Session } from './session.js';

const givens = parseGrid(EXAMPLE.puzzle);

function played(): Session {
  const s = createSession(givens, 'Medium');
  const noted = fillCandidates(s.history.present);
  const out = placeDigit(givens, noted, 1, 5);
  if (!out.ok) throw new Error(out.message);
  let history = commit(s.history, noted);
  history = commit(history, out.position);
  return { ...s, history, elapsedMs: 61_500 };
}

function same(a: Position, b: Position): boolean {
  return a.values.every((v, i) => v === b.values[i]) && a.notes.every((n, i) => n === b.notes[i]);
}

describe('autosave', () => {
  it('round-trips givens, positions with notes, history, time and label', () => {
    const session = played();
    const back = deserialiseSession(serialiseSession(session));
    expect(back).toBeDefined();
    if (!back) return;
    expect(back.givens).toEqual(session.givens);
    expect(same(back.history.present, session.history.present)).toBe(true);
    expect(back.history.past).toHaveLength(2);
    expect(same(back.history.past[1], session.history.past[1])).toBe(true);
    expect(back.elapsedMs).toBe(61_500);
    expect(back.label).toBe('Medium');
  });

  it('keeps only the last undo steps', () => {
    let s = createSession(givens, 'x');
    let history = s.history;
    for (let i = 0; i < SAVED_HISTORY + 20; i++) history = commit(history, history.present, 1000);
    s = { ...s, history };
    const back = deserialiseSession(serialiseSession(s));
    expect(back?.history.past).toHaveLength(SAVED_HISTORY);
  });

  it('gives undefined for missing, broken or foreign data', () => {
    const good = JSON.parse(serialiseSession(played()));
    expect(deserialiseSession(null)).toBeUndefined();
    expect(deserialiseSession('{not json')).toBeUndefined();
    expect(deserialiseSession(JSON.stringify({ ...good, version: 3 }))).toBeUndefined();
    expect(deserialiseSession(JSON.stringify({ ...good, givens: 'abc' }))).toBeUndefined();
    // A position that changes a given was not written by the app.
    const tampered = { ...good, present: { ...good.present, v: `5${good.present.v.slice(1)}` } };
    expect(deserialiseSession(JSON.stringify(tampered))).toBeUndefined();
    const badNotes = { ...good, present: { ...good.present, n: 'zz'.repeat(81) } };
    expect(deserialiseSession(JSON.stringify(badNotes))).toBeUndefined();
  });

  it('keeps the solution and a game the mistake limit ended; drops a solution that does not fit', () => {
    const solution = parseGrid(EXAMPLE.solution);
    const s: Session = { ...played(), solution, lost: true };
    const back = deserialiseSession(serialiseSession(s));
    expect(back?.solution).toEqual(solution);
    expect(back?.lost).toBe(true);
    const saved = JSON.parse(serialiseSession(s));
    for (const bad of [EXAMPLE.puzzle, `1${EXAMPLE.solution.slice(1)}`, 'x'.repeat(81), 42]) {
      const read = deserialiseSession(JSON.stringify({ ...saved, solution: bad }));
      expect(read?.solution, String(bad)).toBeUndefined();
      expect(read?.lost).toBe(true);
    }
  });

  it("keeps hinted cells, counters, rating and a Replay's attempt", () => {
    const session = played();
    const present = { ...session.history.present, placedBy: new Uint8Array(81).fill(1, 1, 2) };
    const replayed = {
      ...present,
      replay: { elapsedMs: 9000, hintsUsed: 1, mistakes: 2, assisted: false },
    };
    const s: Session = {
      ...session,
      history: { ...session.history, present: replayed },
      hintsUsed: 3,
      mistakes: 4,
      rating: { difficulty: 'hard', score: 4.2, hardest: 'X-Wing' },
    };
    const back = deserialiseSession(serialiseSession(s));
    expect(back?.history.present.placedBy[1]).toBe(1);
    expect(back?.history.present.replay).toEqual(replayed.replay);
    expect([back?.hintsUsed, back?.mistakes]).toEqual([3, 4]);
    expect(back?.rating).toEqual(s.rating);
  });

  it('reads a tampered time as 0 and keeps shown clashes of version 2 only', () => {
    const good = JSON.parse(serialiseSession(played()));
    expect(deserialiseSession(JSON.stringify({ ...good, elapsedMs: 2.7e299 }))?.elapsedMs).toBe(
      999 * 3600 * 1000,
    );
    expect(deserialiseSession(JSON.stringify({ ...good, elapsedMs: -1 }))?.elapsedMs).toBe(0);
    const clash = { ...good, present: { ...good.present, v: `99${good.present.v.slice(2)}` } };
    expect(deserialiseSession(JSON.stringify(clash))?.history.present.values[1]).toBe(9);
    expect(deserialiseSession(JSON.stringify({ ...clash, version: 1 }))).toBeUndefined();
  });
});
