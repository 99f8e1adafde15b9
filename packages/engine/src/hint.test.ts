import { gridFromString, POPCOUNT } from '@sudoku/core';
import { CONFLICTING, EXAMPLE, SOLVABLE, UNSOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { createCandidateState } from './candidate-state.js';
import { findSolution } from './count.js';
import { hint } from './hint.js';
import { solveLogically } from './step-solver.js';

describe('hint', () => {
  it('gives a logical placement that agrees with the solution', () => {
    const h = hint(gridFromString(EXAMPLE.puzzle));
    expect(h.kind).toBe('step');
    if (h.kind !== 'step') return;
    expect(h.digit).toBe(Number(EXAMPLE.solution[h.cell]));
    expect(h.steps.at(-1)).toBe(h.step);
    expect(h.explanation).toMatch(/^(Naked single|Hidden single|Full house): /);
  });

  it('falls back to the fewest-candidate cell from the solution when logic is stuck', () => {
    // Take a puzzle our techniques cannot finish and stop where they get stuck.
    const fixture = SOLVABLE.find(
      (f) => solveLogically(gridFromString(f.puzzle)).status === 'stuck',
    )!;
    const stuck = solveLogically(gridFromString(fixture.puzzle)).state;
    const solution = findSolution(gridFromString(fixture.puzzle))!;
    const h = hint(stuck.digits);
    expect(h.kind).toBe('fallback');
    if (h.kind !== 'fallback') return;
    expect(h.digit).toBe(solution[h.cell]);
    expect(h.explanation).toContain('No logical step found');
    // The hint runs the same steps as solveLogically on this board, then picks
    // the empty cell with the fewest remaining candidates.
    const deduced = solveLogically(stuck.digits).state;
    let fewest = 10;
    for (let i = 0; i < 81; i++) {
      if (!deduced.digits[i]) fewest = Math.min(fewest, POPCOUNT[deduced.candidates[i]]);
    }
    expect(deduced.digits[h.cell]).toBe(0);
    expect(POPCOUNT[deduced.candidates[h.cell]]).toBe(fewest);
    expect(fewest).toBeGreaterThanOrEqual(2);
  });

  it('says when a player digit made the position unsolvable', () => {
    for (const fixture of UNSOLVABLE) {
      const h = hint(gridFromString(fixture.puzzle));
      expect(h.kind).toBe('unsolvable');
      expect(h.explanation).toMatch(/no solution/);
    }
    // A wrong digit in the example: a consistent board with no solution.
    const grid = gridFromString(EXAMPLE.puzzle);
    const solution = gridFromString(EXAMPLE.solution);
    const state = createCandidateState(grid);
    const cell = state.candidates.findIndex((m) => POPCOUNT[m] >= 2);
    const wrong = [1, 2, 3, 4, 5, 6, 7, 8, 9].find(
      (d) => d !== solution[cell] && state.candidates[cell] & (1 << (d - 1)),
    )!;
    grid[cell] = wrong;
    expect(hint(grid).kind).toBe('unsolvable');
  });

  it('reports clashes and full boards', () => {
    const h = hint(gridFromString(CONFLICTING[0].puzzle));
    expect(h.kind).toBe('conflict');
    expect(h.explanation).toMatch(/^The board has a clash: .*digit 9.*row 1/);
    expect(hint(gridFromString(EXAMPLE.solution)).kind).toBe('solved');
  });
});
