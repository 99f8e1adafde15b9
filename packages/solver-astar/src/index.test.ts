import { isValidSolution, keepsClues, parseGrid, SudokuError } from '@sudoku/core';
import { describeSolverConformance, EMPTY, MULTI_SOLUTION, SOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import astar from './index.js';

describeSolverConformance(astar);
// A tiny open set forces the depth-first fallback on every puzzle that branches.
describeSolverConformance(astar, { createOptions: { maxOpen: 8 }, label: 'astar maxOpen 8' });

describe('astar options', () => {
  it('rejects unknown and out-of-range options with a usage error', () => {
    for (const options of [
      { depth: 3 },
      { k: -1 },
      { maxOpen: 0 },
      { maxOpen: 2.5 },
      { singles: 'x' },
    ]) {
      expect(() => astar.create(options as never)).toThrow(SudokuError);
    }
  });

  it('accepts options as strings from the command line', () => {
    const solver = astar.create({ k: '2', maxOpen: '16', singles: 'naked' });
    const puzzle = parseGrid(SOLVABLE[0].puzzle);
    const result = solver.solve(puzzle);
    expect(result.status).toBe('solved');
    if (result.status === 'solved') expect(keepsClues(puzzle, result.solution)).toBe(true);
  });
});

describe('astar open-set bound', () => {
  it('never holds more than maxOpen positions, and falls back when it is full', () => {
    for (const maxOpen of [1, 3, 8, 50]) {
      const solver = astar.create({ maxOpen });
      const result = solver.solve(parseGrid(EMPTY), { maxSolutions: 500 });
      expect(result.status).toBe('solved');
      expect(result.stats.peakOpen).toBeGreaterThan(0);
      expect(result.stats.peakOpen).toBeLessThanOrEqual(maxOpen);
      expect(result.stats.fallbacks).toBeGreaterThan(0);
    }
  });

  it('finds the same solutions, in any bound, as an unbounded search', () => {
    const puzzle = parseGrid(MULTI_SOLUTION[1].puzzle);
    const collect = (maxOpen: number): string[] => {
      const seen: string[] = [];
      astar.create({ maxOpen }).solve(puzzle, {
        maxSolutions: 10_000,
        onSolution: (solution) => {
          expect(isValidSolution(solution)).toBe(true);
          seen.push(solution.join(''));
        },
      });
      return seen;
    };
    const unbounded = collect(1_000_000);
    expect(unbounded.length).toBeLessThan(10_000); // all of them, so the sets must agree
    expect(new Set(unbounded).size).toBe(unbounded.length);
    for (const maxOpen of [1, 2, 8]) expect(collect(maxOpen).sort()).toEqual([...unbounded].sort());
  });

  it('solves the hard fixtures with every heuristic weight, k = 0 included', () => {
    for (const k of [0, 1, 4, 20]) {
      const solver = astar.create({ k });
      for (const { source, puzzle } of SOLVABLE) {
        const grid = parseGrid(puzzle);
        const result = solver.solve(grid);
        expect(result.status, `${source}, k ${k}`).toBe('solved');
        if (result.status === 'solved') expect(keepsClues(grid, result.solution)).toBe(true);
      }
    }
  });
});
