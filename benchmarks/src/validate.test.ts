import { parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { assertSolution, solutionProblem } from './validate.js';

const puzzle = parseGrid(EXAMPLE.puzzle);
const solution = parseGrid(EXAMPLE.solution);

describe('solution validation', () => {
  it('accepts the known solution', () => {
    expect(solutionProblem(puzzle, solution)).toBeUndefined();
  });

  it('rejects a grid with two digits swapped in a row (no longer valid)', () => {
    const wrong = Uint8Array.from(solution);
    [wrong[0], wrong[1]] = [wrong[1], wrong[0]];
    expect(solutionProblem(puzzle, wrong)).toMatch(/not a valid completed grid/);
  });

  it('rejects a valid grid that changes a clue', () => {
    // Relabelling digits 1 <-> 2 keeps the grid valid but breaks the givens.
    const relabelled = solution.map((d) => (d === 1 ? 2 : d === 2 ? 1 : d));
    expect(solutionProblem(puzzle, relabelled)).toMatch(/changes the clue/);
  });

  it('rejects a missing answer and a wrong length', () => {
    expect(solutionProblem(puzzle, undefined)).toMatch(/no solution/);
    expect(solutionProblem(puzzle, [1, 2, 3])).toMatch(/3 cells/);
  });

  it('assertSolution names the contender, set and puzzle number', () => {
    expect(() => assertSolution('peer-x', 'top95', 4, puzzle, puzzle)).toThrow(
      /peer-x on top95, puzzle 5: /,
    );
  });
});
