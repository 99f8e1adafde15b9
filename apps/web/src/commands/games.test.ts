import { parseGrid } from '@sudoku/core';
import { formatGameFile } from '@sudoku/engine';
import { EXAMPLE, MULTI_SOLUTION, UNSOLVABLE } from '@sudoku/testing';
import { describe, expect, it, vi } from 'vitest';
import { present } from '../app/state.js';
import { deserialiseSession, serialiseSession } from '../game/autosave.js';
import { RECENT_KEY } from '../game/recent-games.js';
import { elapsed, isRunning } from '../game/timer.js';
import { harness, inThreadPool } from '../testing/fakes.js';
import { closeCompletion } from './completion.js';
import { countSolutions } from './count.js';
import { enterDigit } from './enter-digit.js';
import { hint } from './hint.js';
import { newGame } from './new-game.js';
import { openAddress } from './open-link.js';
import { load } from './save-load.js';
import { undo } from './undo-redo.js';

const givens = parseGrid(EXAMPLE.puzzle);

/** A harness whose game has one player digit (progress worth asking about). */
function playing(confirm = true) {
  const h = harness({ givens, confirm, state: { selected: 1 } });
  h.controller.act((ctx) => enterDigit(ctx, 5, false));
  return h;
}

describe('New game', () => {
  it('shows how many puzzles it has tried while it searches', async () => {
    const h = harness({ givens });
    const labels: string[] = [];
    const set = h.controller.set.bind(h.controller);
    h.controller.set = (next) => {
      if (next.job) labels.push(next.job.label);
      set(next);
    };
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 250));
    try {
      await newGame(h.controller, { kind: 'difficulty', difficulty: 'hard' });
    } finally {
      now.mockRestore();
    }
    expect(labels[0]).toBe('Making a hard puzzle…');
    expect(labels).toContain('Making a hard puzzle… 1 tried');
    expect(h.controller.state.job).toBeUndefined();
  });

  it('asks before leaving a game with progress, and keeps it when told so', async () => {
    const h = playing(false);
    await newGame(h.controller, { kind: 'difficulty', difficulty: 'easy' });
    expect(h.recorded.questions).toHaveLength(1);
    expect(present(h.controller.state).values[1]).toBe(5);
    expect(h.message()).toMatch(/Your game goes on/);
  });

  it('sets the old game aside, so its link resumes it with the digits', async () => {
    const h = playing(true);
    await newGame(h.controller, { kind: 'difficulty', difficulty: 'easy' });
    expect(h.controller.state.session.label).toBe('Easy');
    expect(h.controller.state.session.rating?.difficulty).toBe('easy');
    expect(h.recorded.addresses.at(-1)?.how).toBe('push');
    expect(h.recorded.storage.get(RECENT_KEY)).toBeDefined();
    h.setHash(`#p=${EXAMPLE.puzzle}`);
    expect(await openAddress(h.controller)).toBe('opened');
    expect(present(h.controller.state).values[1]).toBe(5);
    expect(h.message()).toMatch(/as you left it/);
  });

  it('Back to an earlier game not played yet restores its label and rating, not "Shared puzzle"', async () => {
    const h = harness();
    await newGame(h.controller, { kind: 'difficulty', difficulty: 'easy' });
    const first = h.controller.state.session;
    await newGame(h.controller, { kind: 'difficulty', difficulty: 'medium' });
    h.setHash(h.recorded.addresses.at(-2)?.hash ?? '');
    expect(await openAddress(h.controller)).toBe('opened');
    expect(h.controller.state.session).toMatchObject({ label: first.label, rating: first.rating });
    // Forward again: the medium game, unplayed too, comes back as itself.
    h.setHash(h.recorded.addresses.at(-1)?.hash ?? '');
    expect(await openAddress(h.controller)).toBe('opened');
    expect(h.controller.state.session.label).not.toBe('Shared puzzle');
  });

  it('by givens: below 17 the puzzle is only solvable, and the message says so', async () => {
    const h = harness();
    await newGame(h.controller, { kind: 'givens', givens: 12, unique: true });
    expect(h.controller.state.session.givens.filter((v) => v !== 0)).toHaveLength(12);
    expect(h.message()).toMatch(/only guaranteed solvable/);
  });

  it('to practise a technique: a puzzle whose hardest step is of that kind, labelled so', async () => {
    const h = harness();
    await newGame(h.controller, { kind: 'technique', technique: 'skyscraper', name: 'Skyscraper' });
    const { session } = h.controller.state;
    expect(session.label).toBe('Skyscraper practice');
    expect(session.rating?.hardest).toBe('Skyscraper');
    expect(h.message()).toMatch(
      /^New puzzle with \d+ givens\. To solve it you will need Skyscraper, and nothing harder/,
    );
    // Kept across a reload, and the completion card's New game makes another such puzzle.
    expect(deserialiseSession(serialiseSession(session))?.practice).toEqual({
      technique: 'skyscraper',
      name: 'Skyscraper',
    });
    await closeCompletion(h.controller, 'new');
    expect(h.controller.state.session).not.toBe(session);
    expect(h.controller.state.session.label).toBe('Skyscraper practice');
  });

  it('by givens: 81 is refused, since a full board leaves nothing to play', async () => {
    const h = harness({ givens });
    await newGame(h.controller, { kind: 'givens', givens: 81, unique: true });
    expect(h.controller.state.session.givens).toEqual(givens);
    expect(h.message()).toBe('Choose a number of givens from 0 to 80.');
  });
});

describe('opening a link', () => {
  it('says what is wrong with a broken link and keeps the game and its address', async () => {
    for (const [hash, reason] of [
      [`#p=${EXAMPLE.puzzle.slice(1)}`, /80 digits/],
      [`#p=${EXAMPLE.puzzle}5`, /82 digits/],
      [`#p=a${EXAMPLE.puzzle.slice(1)}`, /"a" at position 1/],
      [`#p=99${'0'.repeat(79)}`, /breaks the rules/],
      [`#p=${'0'.repeat(81)}`, /empty/],
      [`#p=${EXAMPLE.solution}`, /already full/],
      [`#p=${UNSOLVABLE[0].puzzle}`, /no solution/],
    ] as const) {
      const h = playing();
      h.setHash(hash);
      expect(await openAddress(h.controller)).toBe('bad');
      expect(h.message()).toMatch(reason);
      expect(h.message()).toMatch(/Your game is unchanged/);
      expect(present(h.controller.state).values[1]).toBe(5);
      expect(h.recorded.addresses.at(-1)).toEqual({ hash: `#p=${EXAMPLE.puzzle}`, how: 'replace' });
    }
  });

  it('asks before leaving a game with progress; no restores the address', async () => {
    const h = playing(false);
    h.setHash(`#p=${MULTI_SOLUTION[0].puzzle}`);
    expect(await openAddress(h.controller)).toBe('kept');
    expect(h.recorded.questions[0].title).toMatch(/Open the linked puzzle/);
    expect(h.recorded.addresses.at(-1)?.hash).toBe(`#p=${EXAMPLE.puzzle}`);
  });

  it('opens a puzzle with several solutions, and says so', async () => {
    const h = harness({ givens });
    h.setHash(`#p=${MULTI_SOLUTION[0].puzzle}`);
    expect(await openAddress(h.controller)).toBe('opened');
    expect(h.message()).toMatch(/more than one solution/);
    expect(h.recorded.questions).toHaveLength(0);
  });
});

describe('while a new board is being set up', () => {
  it('Hint and Count wait for an opening link instead of replacing it: the link opens', async () => {
    const { pool, workers } = inThreadPool(2, { delay: 30 });
    const h = harness({ pool, hash: `#p=${EXAMPLE.puzzle}` });
    const opening = openAddress(h.controller, false);
    h.controller.act(hint);
    h.controller.act(countSolutions);
    expect(h.controller.state.job).toMatchObject({
      label: 'Opening the puzzle…',
      waitNote: expect.stringMatching(/wait.*Cancel/),
    });
    expect(await opening).toBe('opened');
    expect(present(h.controller.state).values).toEqual(givens);
    expect(workers.flatMap((w) => w.tasks)).toEqual(['analyse']);
  });

  it('Hint waits for a new game being made: the new game arrives', async () => {
    const { pool, workers } = inThreadPool(2, { delay: 30 });
    const h = harness({ pool });
    const making = newGame(h.controller, { kind: 'difficulty', difficulty: 'easy' });
    await expect.poll(() => h.controller.state.job?.label).toMatch(/^Making/);
    h.controller.act(hint);
    expect(h.controller.state.job?.waitNote).toMatch(/wait.*Cancel/);
    await making;
    expect(h.message()).toMatch(/^New easy puzzle/);
    expect(workers.flatMap((w) => w.tasks)).toEqual(['generate']);
  });

  it('remembers the difficulty chosen once its game is made, not when it is cancelled', async () => {
    const { pool } = inThreadPool(2, { delay: 30 });
    const h = harness({ pool });
    const before = h.controller.state.settings.difficulty;
    expect(before).not.toBe('hard');
    const making = newGame(h.controller, { kind: 'difficulty', difficulty: 'hard' });
    await expect.poll(() => h.controller.state.job?.label).toMatch(/^Making/);
    h.controller.cancelJob();
    await making;
    expect(h.controller.state.settings.difficulty).toBe(before);
    await newGame(h.controller, { kind: 'difficulty', difficulty: 'easy' });
    expect(h.controller.state.settings.difficulty).toBe('easy');
  });

  it('Cancel still stops the opening, and Hint works again afterwards', async () => {
    const { pool } = inThreadPool(2, { delay: 30 });
    const h = harness({ pool, givens, hash: `#p=${MULTI_SOLUTION[0].puzzle}` });
    const opening = openAddress(h.controller);
    h.controller.act(hint);
    h.controller.cancelJob();
    expect(await opening).toBe('kept');
    h.controller.act(hint);
    // The hint's pictures load on demand at the first Hint: wait for it, not a fixed time.
    await vi.waitFor(() => expect(h.controller.state.hint).toBeDefined(), { timeout: 10_000 });
  });
});

describe('Load', () => {
  const file = (name: string, text: string) => ({
    name,
    size: text.length,
    text: () => Promise.resolve(text),
  });

  it("reads the seed's files, whose givens matrix holds 1s", async () => {
    const board = givens.slice();
    board[1] = 5;
    const ones = givens.map((v) => (v ? 1 : 0));
    const h = harness();
    await load(h.controller, file('seed.txt', formatGameFile({ givens: ones, current: board })));
    expect(h.message()).toMatch(/^Loaded “seed.txt”: 57 givens/);
    expect(h.controller.state.session.givens).toEqual(givens);
    expect(present(h.controller.state).values[1]).toBe(5);
  });

  it('loads a solved game as finished: the clock stays stopped and nothing asks before leaving it', async () => {
    const h = playing();
    const rating = { difficulty: 'easy', score: 1.2 };
    h.controller.set({
      ...h.controller.state,
      session: { ...h.controller.state.session, label: 'Easy', rating },
    });
    const solved = parseGrid(EXAMPLE.solution);
    await load(h.controller, file('done.txt', formatGameFile({ givens, current: solved })));
    expect(h.controller.state.session.finished).toBe(true);
    // The puzzle being played, solved: still that puzzle, not a "Loaded game".
    expect(h.controller.state.session).toMatchObject({ label: 'Easy', rating });
    expect(isRunning(h.controller.state.clock)).toBe(false);
    expect(h.message()).toMatch(/^Loaded “done.txt”: 57 givens\. It is already solved/);
    await newGame(h.controller, { kind: 'difficulty', difficulty: 'easy' });
    expect(h.recorded.questions).toHaveLength(1); // only the Load itself asked
  });

  it('loads a file of the puzzle being played as a move: clock, rating and hints stay, and Undo brings the board back', async () => {
    const h = playing();
    const rating = { difficulty: 'easy', score: 1.2 };
    h.controller.set({
      ...h.controller.state,
      session: { ...h.controller.state.session, label: 'Easy', rating, hintsUsed: 2 },
    });
    h.tick(60_000);
    const saved = givens.slice();
    saved[3] = 3;
    await load(h.controller, file('mine.txt', formatGameFile({ givens, current: saved })));
    const { session, clock } = h.controller.state;
    expect(present(h.controller.state).values).toEqual(saved);
    expect(session).toMatchObject({ label: 'Easy', rating, hintsUsed: 2 });
    expect(elapsed(clock, 1_000 + 60_000)).toBe(60_000);
    expect(h.recorded.questions).toHaveLength(0);
    expect(h.message()).toMatch(/^Loaded “mine.txt” on this puzzle's board\. Undo/);
    h.controller.act(undo);
    expect(present(h.controller.state).values[1]).toBe(5);
  });

  it('refuses a bad file in one line and keeps the game', async () => {
    const h = playing();
    await load(h.controller, file('bad.txt', '1 2 3\n'));
    expect(h.message()).toMatch(/^Could not load “bad.txt”: .*Your game is unchanged\.$/);
    expect(present(h.controller.state).values[1]).toBe(5);
  });
});
