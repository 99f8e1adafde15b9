import { parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { enterDigit } from '../commands/enter-digit.js';
import { AUTOSAVE_KEY, deserialiseSession } from '../game/autosave.js';
import { elapsed } from '../game/timer.js';
import { harness } from '../testing/fakes.js';
import { present } from './state.js';

const givens = parseGrid(EXAMPLE.puzzle);

/** Two tabs of the same puzzle, sharing one localStorage. */
function twoTabs() {
  const storage = new Map<string, string>();
  const first = harness({ givens, storage, state: { selected: 1 } });
  first.controller.act((ctx) => enterDigit(ctx, 5, false));
  const second = harness({ givens, storage, state: { selected: 3 } });
  return { first, second };
}

describe('a tab back in view', () => {
  it("takes up the other tab's later play of the same puzzle, so going on here does not erase it", () => {
    const { first, second } = twoTabs();
    second.tick(42_000);
    second.controller.act((ctx) => enterDigit(ctx, 3, false));
    second.controller.saveGame(); // hidden: saved with its clock
    first.controller.resume();
    const values = present(first.controller.state).values;
    expect(values[3]).toBe(3);
    expect(values[1]).toBe(0);
    expect(elapsed(first.controller.state.clock, 1_000)).toBe(42_000);
    expect(first.message()).toMatch(/another tab/);
    first.controller.act((ctx) => enterDigit(ctx, 8, false));
    expect(present(first.controller.state).values[3]).toBe(3);
  });

  it("a tab hidden without playing does not save its older copy over the other tab's moves", () => {
    const storage = new Map<string, string>();
    const second = harness({ givens, storage });
    second.controller.saveGame(); // its start-up save
    const first = harness({ givens, storage, state: { selected: 1 } });
    first.controller.act((ctx) => enterDigit(ctx, 5, false));
    second.controller.saveGame(); // hidden
    first.controller.resume();
    expect(present(first.controller.state).values[1]).toBe(5);
    second.controller.resume();
    expect(present(second.controller.state).values[1]).toBe(5);
  });

  it('keeps its own game when the other tab only saved the same board (its start-up)', () => {
    const { first } = twoTabs();
    const before = first.controller.state.session;
    first.controller.saveGame();
    const copy = deserialiseSession(first.recorded.storage.get(AUTOSAVE_KEY));
    harness({
      givens,
      storage: first.recorded.storage,
      state: { session: copy! },
    }).controller.saveGame();
    first.controller.resume();
    expect(first.controller.state.session).toBe(before);
    expect(first.message()).toBe('');
  });
});
