import { cellName, findConflicts, parseGrid } from '@sudoku/core';
import type { Step } from '@sudoku/engine';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { present } from '../app/state.js';
import { pictureOfStep } from '../hint/hint-picture.js';
import { harness } from '../testing/fakes.js';
import { enterDigit } from './enter-digit.js';
import { hint, hintSentence } from './hint.js';
import { pause } from './pause.js';
import { undo } from './undo-redo.js';

const givens = parseGrid(EXAMPLE.puzzle);
const solution = parseGrid(EXAMPLE.solution);

describe('Hint in two presses', () => {
  it('first shows the step and names it, then fills the digit in, green, and counts the hint', async () => {
    const h = harness({ givens });
    await h.controller.run('warm up', { type: 'hint', grid: givens }); // spawns the worker
    const before = present(h.controller.state);
    await hint(h.controller);
    const shown = h.controller.state.hint;
    expect(shown?.picture.placement).toBeDefined();
    expect(h.message()).toMatch(/single|pair|Pointing|Press Hint again/);
    expect(present(h.controller.state)).toBe(before); // nothing placed yet
    await hint(h.controller);
    const { cell, digit } = shown!.picture.placement!;
    const after = present(h.controller.state);
    expect(after.values[cell]).toBe(digit);
    expect(digit).toBe(solution[cell]);
    expect(after.placedBy[cell]).toBe(1);
    expect(h.controller.state.session.hintsUsed).toBe(1);
    expect(h.controller.state.hint).toBeUndefined();
  });

  it('a hinted digit stays green after the next move', async () => {
    const h = harness({ givens });
    await hint(h.controller);
    await hint(h.controller);
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
    expect(h.controller.state.hint?.picture.cells).toEqual([cell]);
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

describe('the picture of a step', () => {
  const values = parseGrid(EXAMPLE.puzzle);

  it("draws a hidden single: its unit, its placement, and the digits that rule out the unit's other cells", () => {
    // r1c2 (cell 1) must be 5: a hand-made hidden single in row 1.
    const step: Step = {
      technique: 'hidden-single',
      name: 'Hidden single',
      difficulty: 1.5,
      placements: [{ cell: 1, digit: 5 }],
      eliminations: [],
      cells: [1],
      candidates: [{ cell: 1, digit: 5 }],
      units: [0],
      chains: [],
      uniqueness: false,
      explanation: 'Hidden single: 5 can only go in r1c2 in row 1.',
    };
    const picture = pictureOfStep(values, step);
    expect(picture.technique).toBe('Hidden single');
    expect(picture.units).toEqual([0]);
    expect(picture.placement).toEqual({ cell: 1, digit: 5 });
    // The placement is drawn as a digit, not as a ringed candidate under it.
    expect(picture.candidates).toEqual([]);
    // The other empty cells of row 1 each see a 5 somewhere.
    expect(picture.witnesses.length).toBeGreaterThan(0);
    for (const w of picture.witnesses) expect(values[w]).toBe(5);
  });

  it('draws a chain step: candidates, eliminations before it, and chain links strong and weak', () => {
    const step: Step = {
      technique: 'x-chain',
      name: 'Forcing X-Chain',
      difficulty: 6.6,
      placements: [],
      eliminations: [{ cell: 3, digit: 3 }],
      cells: [3, 5, 21],
      candidates: [
        { cell: 3, digit: 3 },
        { cell: 5, digit: 3 },
      ],
      units: [0, 18],
      chains: [
        [
          { cells: [3], digit: 3, on: true },
          { cells: [5], digit: 3, on: false },
          { cells: [23, 21], digit: 3, on: true },
        ],
      ],
      uniqueness: false,
      explanation: 'Forcing X-Chain: …',
    };
    const earlier: Step = {
      ...step,
      technique: 'pointing',
      chains: [],
      eliminations: [{ cell: 7, digit: 9 }],
    };
    const picture = pictureOfStep(values, step, [earlier]);
    expect(picture.technique).toBe('Forcing X-Chain');
    expect(picture.candidates).toEqual(step.candidates);
    expect(picture.eliminations).toEqual([
      { cell: 7, digit: 9 },
      { cell: 3, digit: 3 },
    ]);
    expect(picture.units).toEqual([0, 18]);
    expect(picture.links.map((l) => l.strong)).toEqual([false, true]);
    expect(picture.nodes).toHaveLength(3);
  });
});

describe('hintSentence', () => {
  const step = (name: string) => ({ name }) as Step;
  const sentence = (...names: string[]) =>
    hintSentence({
      kind: 'step',
      step: step('Hidden single'),
      steps: [...names.map(step), step('Hidden single')],
      explanation: 'Hidden single: in box 1, 8 can only go in r3c3.',
    } as Parameters<typeof hintSentence>[0]);

  it('names the steps before it as the engine spells them (acronyms kept), joined as a list', () => {
    expect(sentence('Pointing', 'AIC loop', 'XY-Wing')).toBe(
      'Hidden single: in box 1, 8 can only go in r3c3. (It follows once pointing, AIC loop and XY-Wing remove candidates, struck out on the board.)',
    );
    expect(sentence('Naked pair')).toMatch(/once naked pair removes candidates/);
  });
});
