import { isValidSolution, keepsClues, parseGrid } from '@sudoku/core';
import { CONFLICTING, EXAMPLE, SOLVABLE, UNSOLVABLE } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSolution, hasUniqueSolution } from './count.js';
import { generatePuzzle } from './generate.js';
import type { Step } from './step.js';
import { solveLogically } from './step-solver.js';

/** Every placement agrees with the solution and no elimination removes the solution's digit. */
function expectSound(steps: readonly Step[], solution: Uint8Array): void {
  for (const step of steps) {
    for (const { cell, digit } of step.placements) {
      expect(digit, step.explanation).toBe(solution[cell]);
    }
    for (const { cell, digit } of step.eliminations) {
      expect(digit, step.explanation).not.toBe(solution[cell]);
    }
    expect(step.placements.length + step.eliminations.length).toBeGreaterThan(0);
    expect(step.explanation).toMatch(/^[A-Z][^\n]*\.$/);
  }
}

describe('solveLogically', () => {
  it('solves the assignment example with singles, and the result is the solution', () => {
    const result = solveLogically(parseGrid(EXAMPLE.puzzle));
    expect(result.status).toBe('solved');
    expect(Array.from(result.state.digits).join('')).toBe(EXAMPLE.solution);
    for (const step of result.steps)
      expect(['naked-single', 'hidden-single', 'full-house']).toContain(step.technique);
  });

  it('takes only sound steps on every uniquely solvable fixture', { timeout: 300_000 }, () => {
    for (const fixture of SOLVABLE) {
      const puzzle = parseGrid(fixture.puzzle);
      if (!hasUniqueSolution(puzzle)) continue;
      const solution = findSolution(puzzle)!;
      const result = solveLogically(puzzle);
      expectSound(result.steps, solution);
      expect(result.status).not.toBe('contradiction');
      if (result.status === 'solved') expect(isValidSolution(result.state.digits)).toBe(true);
      else expect(keepsClues(result.state.digits, solution)).toBe(true);
    }
  });

  it('takes only sound steps on generated puzzles (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 22, max: 40 }), (seed, givens) => {
        const { puzzle, solution } = generatePuzzle({ seed, givens });
        expectSound(solveLogically(puzzle).steps, solution);
      }),
      { numRuns: 40 },
    );
  });

  it('never claims to solve a puzzle without solution', () => {
    for (const fixture of UNSOLVABLE) {
      expect(solveLogically(parseGrid(fixture.puzzle)).status).not.toBe('solved');
    }
    const dead = solveLogically(parseGrid(UNSOLVABLE[0].puzzle));
    expect(dead.status).toBe('unsolvable');
    expect(dead.reason).toMatch(/no candidate|no place/);
  });

  it('answers repeated givens with status invalid, the clash located, nothing tried', () => {
    for (const fixture of CONFLICTING) {
      const result = solveLogically(parseGrid(fixture.puzzle));
      expect(result.status).toBe('invalid');
      expect(result.steps).toEqual([]);
      expect(result.conflicts?.length).toBeGreaterThan(0);
      expect(result.reason).toMatch(/^the givens clash: digit \d appears/);
    }
  });
});
