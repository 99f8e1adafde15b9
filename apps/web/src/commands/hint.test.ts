import { cellName, computeCandidates, findConflicts, parseGrid } from '@sudoku/core';
import { ratePuzzle } from '@sudoku/engine';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { present, without } from '../app/state.js';
import { harness } from '../testing/fakes.js';
import { enterDigit } from './enter-digit.js';
import { hint } from './hint.js';
import { pause } from './pause.js';
import { undo } from './undo-redo.js';

const givens = parseGrid(EXAMPLE.puzzle);
const solution = parseGrid(EXAMPLE.solution);

/** Presses Hint `times` times, each after the last one's answer. */
async function press(h: ReturnType<typeof harness>, times: number) {
  for (let i = 0; i < times; i++) await hint(h.controller);
}

describe('Hint in stages', () => {
  it('names the technique and where to look, then draws the pattern, then fills the digit in, green, and counts the hint', async () => {
    const h = harness({ givens });
    await h.controller.run('warm up', { type: 'hint', grid: givens }); // spawns the worker
    const before = present(h.controller.state);
    await hint(h.controller);
    const shown = h.controller.state.hint!;
    expect(shown.stage).toBe('where');
    expect(shown.houses.length).toBeGreaterThan(0);
    expect(h.message()).toMatch(
      /^[A-Z][\w -]+: look at .*\. Press Hint again to see the pattern\.$/,
    );
    expect(present(h.controller.state)).toBe(before); // nothing placed yet
    await hint(h.controller);
    expect(h.controller.state.hint?.stage).toBe('pattern');
    expect(h.message()).toMatch(/Press Hint again to fill it in\.$/);
    expect(present(h.controller.state)).toBe(before);
    await hint(h.controller);
    const { cell, digit } = shown.picture.placements[0];
    const after = present(h.controller.state);
    expect(after.values[cell]).toBe(digit);
    expect(digit).toBe(solution[cell]);
    expect(after.placedBy[cell]).toBe(1);
    expect(h.controller.state.session.hintsUsed).toBe(1);
    expect(h.controller.state.hint).toBeUndefined();
  });

  it('a hinted digit stays green after the next move', async () => {
    const h = harness({ givens });
    await press(h, 3);
    const cell = present(h.controller.state).placedBy.indexOf(1);
    const other = present(h.controller.state).values.indexOf(0);
    h.controller.set({ ...h.controller.state, selected: other });
    h.controller.act((ctx) => enterDigit(ctx, solution[other], false));
    expect(present(h.controller.state).placedBy[cell]).toBe(1);
  });

  it('a move drops a shown hint (the next press asks again)', async () => {
    const h = harness({ givens });
    await hint(h.controller);
    expect(h.controller.state.hint).toBeDefined();
    const other = present(h.controller.state).values.indexOf(0);
    h.controller.set({ ...h.controller.state, selected: other });
    h.controller.act((ctx) => enterDigit(ctx, solution[other], false));
    expect(h.controller.state.hint).toBeUndefined();
  });

  it('a move while the hint is computed drops it, never showing it for the new board', async () => {
    const h = harness({ givens });
    const pending = hint(h.controller);
    const other = present(h.controller.state).values.indexOf(0);
    h.controller.set({ ...h.controller.state, selected: other });
    h.controller.act((ctx) => enterDigit(ctx, solution[other], false));
    await pending;
    expect(h.controller.state.hint).toBeUndefined();
    expect(h.message()).toMatch(/board changed/);
  });

  it('a hint found after Pause is not shown on the covered board', async () => {
    const h = harness({ givens });
    const pending = hint(h.controller);
    h.controller.act(pause);
    await pending;
    expect(h.controller.state.hint).toBeUndefined();
    expect(h.message()).toMatch(/^Paused/);
  });
});

/** The first empty cell of `grid` after `from` and a digit that clashes with nothing there yet is not the solution's. */
function wrongMove(grid: Uint8Array, from = 0): { cell: number; digit: number } {
  for (let cell = from; cell < 81; cell++) {
    if (grid[cell] !== 0) continue;
    for (let digit = 1; digit <= 9; digit++) {
      const next = grid.slice();
      next[cell] = digit;
      if (digit !== solution[cell] && findConflicts(next).length === 0) return { cell, digit };
    }
  }
  throw new Error('no wrong move');
}

/** A harness whose player typed these digits. */
function typed(moves: { cell: number; digit: number }[]) {
  const h = harness({ givens });
  for (const { cell, digit } of moves) {
    h.controller.set({ ...h.controller.state, selected: cell });
    h.controller.act((ctx) => enterDigit(ctx, digit, false));
  }
  return h;
}

describe('Hint after a wrong digit', () => {
  it('names the wrong digit and outlines it; the second press erases it, and Undo brings it back', async () => {
    const { cell, digit } = wrongMove(givens);
    const h = typed([{ cell, digit }]);
    await hint(h.controller);
    expect(h.message()).toBe(
      `This position has no solution: the ${digit} in ${cellName(cell)} is wrong. Press Hint again to erase it.`,
    );
    expect(h.controller.state.hint?.picture.cells).toEqual([{ cell, role: 'pattern' }]);
    await hint(h.controller);
    expect(present(h.controller.state).values[cell]).toBe(0);
    expect(h.controller.state.session.hintsUsed).toBe(1);
    expect(h.message()).toBe('Erased the wrong digit.');
    h.controller.act(undo);
    expect(present(h.controller.state).values[cell]).toBe(digit);
  });

  it('names every wrong digit at once, and leaves the right ones', async () => {
    const right = givens.indexOf(0);
    const board = givens.slice();
    board[right] = solution[right];
    const first = wrongMove(board);
    board[first.cell] = first.digit;
    const second = wrongMove(board, first.cell + 1);
    const h = typed([{ cell: right, digit: solution[right] }, first, second]);
    await hint(h.controller);
    expect(h.message()).toBe(
      `This position has no solution: the digits in ${cellName(first.cell)} and ${cellName(second.cell)} are wrong. Press Hint again to erase them.`,
    );
    await hint(h.controller);
    const values = present(h.controller.state).values;
    expect([values[first.cell], values[second.cell], values[right]]).toEqual([
      0,
      0,
      solution[right],
    ]);
  });
});

// top95's 20th puzzle: its path opens with a pointing that removes 5 from r2c3, then goes on with eliminations.
const HARD = parseGrid(
  '..84...3....3.....9....157479...8........7..514.....2...9.6...2.5....4......9..56',
);

describe('Hint walks the path', () => {
  it('a step that removes candidates writes them out of the notes, and the next hint goes on from there', async () => {
    const path = ratePuzzle(HARD, { assumeUnique: true }).steps;
    expect(path[0].placements).toEqual([]);
    const h = harness({ givens: HARD });
    await press(h, 2);
    expect(h.message()).toMatch(
      /^Pointing: .* Press Hint again to remove (it|them) from your notes\.$/,
    );
    await hint(h.controller);
    const notes = present(h.controller.state).notes;
    const read = computeCandidates(HARD);
    for (const { cell, digit } of path[0].eliminations) {
      // The cell had no notes: it gets what its peers allow, less the eliminated digit.
      expect(notes[cell]).toBe(read[cell] & ~(1 << (digit - 1)));
    }
    expect(h.message()).toMatch(/^Removed \d from the notes of row \d, column \d/);
    for (const next of path.slice(1, 6)) {
      await press(h, 3);
      const last = h.controller.state.session.history.past.length;
      expect(last).toBeGreaterThan(0);
      const applied = present(h.controller.state);
      for (const { cell, digit } of next.placements) expect(applied.values[cell]).toBe(digit);
      for (const { cell, digit } of next.eliminations)
        expect(applied.notes[cell] & (1 << (digit - 1))).toBe(0);
    }
    expect(h.controller.state.session.hintsUsed).toBe(6);
  });

  it('in a practice game, counts the hints that were a step of its technique', async () => {
    const h = harness({ givens: HARD });
    h.controller.set({
      ...h.controller.state,
      session: {
        ...h.controller.state.session,
        practice: { technique: 'pointing', name: 'Pointing' },
      },
    });
    await press(h, 3);
    expect(h.controller.state.session.practice?.met).toBe(1);
  });

  it('says when the notes leave out a cell’s answer, and reads that cell without them', async () => {
    const h = harness({ givens });
    const cell = givens.indexOf(0);
    const notes = new Uint16Array(81);
    const other = (solution[cell] % 9) + 1; // a digit that is not the answer
    notes[cell] = 1 << (other - 1);
    h.controller.set({
      ...h.controller.state,
      session: {
        ...h.controller.state.session,
        history: {
          ...h.controller.state.session.history,
          present: { ...present(h.controller.state), notes },
        },
      },
    });
    await hint(h.controller);
    expect(h.message()).toMatch(
      /^Your notes in row \d, column \d leave out the answer, so this hint reads that cell without them\. /,
    );
  });
});

describe('a drawn chain opens', () => {
  it('a forcing chain’s branches one at a time, each drawn whole, then all again', async () => {
    // On top95's path, this position's first step is a forcing chain with several branches.
    const position = parseGrid(
      '000000040002004001070050090003007000040060000690100800320000100850900060000080003',
    );
    const h = harness({ givens: position });
    await press(h, 2);
    const shown = h.controller.state.hint!;
    const branches = shown.picture.chains.length;
    expect(branches).toBeGreaterThan(1);
    const text = h.message();
    for (let k = 0; k < branches; k++) {
      const action = h.controller.state.message!.action!;
      expect(action.label).toBe(`Show branch ${k + 1} of ${branches}`);
      action.run();
      const drawn = h.controller.state.hint!;
      expect(drawn.view).toBe(k);
      expect(drawn.drawn!.chains).toEqual([{ ...shown.picture.chains[k], folded: false }]);
      expect(h.message()).toBe(text);
    }
    const back = h.controller.state.message!.action!;
    expect(back.label).toBe('Show all branches');
    back.run();
    expect(h.controller.state.hint!.drawn).toBeUndefined();
    expect(h.controller.state.message!.action!.label).toBe(`Show branch 1 of ${branches}`);
  });

  it('an action offered for a hint that has gone does nothing', async () => {
    const position = parseGrid(
      '000000040002004001070050090003007000040060000690100800320000100850900060000080003',
    );
    const h = harness({ givens: position });
    await press(h, 2);
    const action = h.controller.state.message!.action!;
    h.controller.set(without(h.controller.state, 'hint'));
    action.run();
    expect(h.controller.state.hint).toBeUndefined();
  });
});
