import { POPCOUNT, parseGrid } from '@sudoku/core';
import { CONFLICTING, EXAMPLE, MULTI_SOLUTION, NESTED_CHAINS, UNSOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { createCandidateState } from './candidate-state.js';
import { findSolution } from './count.js';
import { SE_RATED } from './fixtures/se-rated.js';
import { hint } from './hint.js';

describe('hint', () => {
  it('gives a logical placement that agrees with the solution', () => {
    const h = hint(parseGrid(EXAMPLE.puzzle));
    expect(h.kind).toBe('step');
    if (h.kind !== 'step') return;
    expect(h.digit).toBe(Number(EXAMPLE.solution[h.cell]));
    expect(h.steps.at(-1)).toBe(h.step);
    expect(h.explanation).toMatch(/^(Naked single|Hidden single|Full house): /);
  });

  it('gives a logical step on every hard fixture with one solution, the eliminations first', () => {
    for (const { puzzle, top95 } of SE_RATED.filter((p) => p.er >= 6)) {
      const grid = parseGrid(puzzle);
      const h = hint(grid);
      expect(h.kind, `top95 #${top95}`).toBe('step');
      if (h.kind !== 'step') continue;
      expect(h.unique).toBe(true);
      const solution = findSolution(grid)!;
      expect(h.digit).toBe(solution[h.cell]);
      expect(h.steps.at(-1)).toBe(h.step);
      for (const step of h.steps.slice(0, -1)) {
        expect(step.placements).toEqual([]);
        for (const e of step.eliminations) expect(solution[e.cell]).not.toBe(e.digit);
      }
    }
  });

  it('gives a logical step on a puzzle that needs nested forcing chains', () => {
    const grid = parseGrid(NESTED_CHAINS.puzzle);
    const h = hint(grid);
    expect(h.kind).toBe('step');
    if (h.kind !== 'step') return;
    expect(h.digit).toBe(findSolution(grid)![h.cell]);
  });

  it('says a position has several solutions, with a basic step or a digit from one solution', () => {
    for (const fixture of MULTI_SOLUTION) {
      const grid = parseGrid(fixture.puzzle);
      const h = hint(grid);
      expect(['step', 'fallback']).toContain(h.kind);
      if (h.kind !== 'step' && h.kind !== 'fallback') continue;
      expect(h.unique).toBe(false);
      // The digit is in some solution: placing it keeps the position solvable.
      const next = Uint8Array.from(grid);
      next[h.cell] = h.digit;
      expect(findSolution(next)).toBeDefined();
      if (h.kind === 'fallback') expect(h.explanation).toMatch(/several solutions/);
    }
    // A wide-open board: nothing logical places a digit.
    const open = parseGrid(`123456789${'0'.repeat(72)}`);
    const h = hint(open);
    expect(h.kind).toBe('fallback');
    if (h.kind === 'fallback') {
      expect(open[h.cell]).toBe(0);
      expect(h.explanation).toMatch(/^This position has several solutions/);
    }
  });

  it('says when a player digit made the position unsolvable', () => {
    for (const fixture of UNSOLVABLE) {
      const h = hint(parseGrid(fixture.puzzle));
      expect(h.kind).toBe('unsolvable');
      expect(h.explanation).toMatch(/no solution/);
    }
    // A wrong digit in the example: a consistent board with no solution.
    const grid = parseGrid(EXAMPLE.puzzle);
    const solution = parseGrid(EXAMPLE.solution);
    const state = createCandidateState(grid);
    const cell = state.candidates.findIndex((m) => POPCOUNT[m] >= 2);
    const wrong = [1, 2, 3, 4, 5, 6, 7, 8, 9].find(
      (d) => d !== solution[cell] && state.candidates[cell] & (1 << (d - 1)),
    )!;
    grid[cell] = wrong;
    expect(hint(grid).kind).toBe('unsolvable');
  });

  it('reports clashes and full boards', () => {
    const h = hint(parseGrid(CONFLICTING[0].puzzle));
    expect(h.kind).toBe('conflict');
    expect(h.explanation).toMatch(/^The board has a clash: .*digit 9.*row 1/);
    expect(hint(parseGrid(EXAMPLE.solution)).kind).toBe('solved');
  });
});
