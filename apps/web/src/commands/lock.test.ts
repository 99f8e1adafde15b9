import { parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { commit } from '../game/history.js';
import { initialPosition } from '../game/position.js';
import { createSession } from '../game/session.js';
import { harness } from '../testing/fakes.js';
import { lock } from './lock.js';

const givens = parseGrid(EXAMPLE.puzzle);

describe('Lock', () => {
  it('refuses a full board: a puzzle of 81 givens has nothing to play (and its link is refused)', async () => {
    const session = createSession(givens, 'Shared puzzle');
    const solved = initialPosition(parseGrid(EXAMPLE.solution));
    const h = harness({
      givens,
      state: { session: { ...session, history: commit(session.history, solved) } },
    });
    await lock(h.controller);
    expect(h.controller.state.session.label).toBe('Shared puzzle');
    expect(h.controller.state.message?.tone).toBe('error');
    expect(h.message()).toMatch(/every cell is filled/);
  });
});
