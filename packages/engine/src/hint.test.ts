import { cellName, findConflicts, POPCOUNT, parseGrid } from '@sudoku/core';
import {
  CONFLICTING,
  EXAMPLE,
  MULTI_SOLUTION,
  NESTED_CHAINS,
  sudokuErrorMessage,
  UNSOLVABLE,
} from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCandidateState } from './candidate-state.js';
import { findSolution } from './count.js';
import { enumerateSolutions } from './enumerate.js';
import { SE_RATED } from './fixtures/se-rated.js';
import { hint } from './hint.js';
import { ratePuzzle } from './rating.js';

/** The example's solution, shared read-only by the tests that place wrong or right digits. */
const exampleSolution = parseGrid(EXAMPLE.solution);

describe('hint', () => {
  it('gives the first step of the path: a placement that agrees with the solution', () => {
    const grid = parseGrid(EXAMPLE.puzzle);
    const h = hint(grid);
    expect(h.kind).toBe('step');
    if (h.kind !== 'step') return;
    expect(h.step).toEqual(ratePuzzle(grid).steps[0]);
    expect(h.cell).toBe(h.step.placements[0].cell);
    expect(h.digit).toBe(Number(EXAMPLE.solution[h.cell!]));
    expect(h.explanation).toBe(h.step.explanation);
  });

  it('gives one step on every hard fixture with one solution: the first step of its path', () => {
    for (const { puzzle, top95 } of SE_RATED.filter((p) => p.er >= 6)) {
      const grid = parseGrid(puzzle);
      const h = hint(grid);
      expect(h.kind, `top95 #${top95}`).toBe('step');
      if (h.kind !== 'step') continue;
      expect(h.unique).toBe(true);
      const path = ratePuzzle(grid, { assumeUnique: true, ceiling: 0 }).steps;
      expect(h.step.technique, `top95 #${top95}`).toBe(path[0].technique);
      const solution = findSolution(grid)!;
      for (const e of h.step.eliminations) expect(solution[e.cell]).not.toBe(e.digit);
      if (h.step.placements.length === 0) expect(h).not.toHaveProperty('cell');
    }
  });

  it('gives a logical step on a puzzle that needs nested forcing chains', () => {
    const grid = parseGrid(NESTED_CHAINS.puzzle);
    const h = hint(grid);
    expect(h.kind).toBe('step');
  });

  it('says a position has several solutions, with a basic step or a digit from one solution', () => {
    for (const fixture of MULTI_SOLUTION) {
      const grid = parseGrid(fixture.puzzle);
      const h = hint(grid);
      expect(['step', 'fallback']).toContain(h.kind);
      if (h.kind !== 'step' && h.kind !== 'fallback') continue;
      expect(h.unique).toBe(false);
      if (h.kind === 'fallback') expect(h.explanation).toMatch(/several solutions/);
      if (h.cell === undefined) continue;
      // The digit is in some solution: placing it keeps the position solvable.
      const next = Uint8Array.from(grid);
      next[h.cell] = h.digit!;
      expect(findSolution(next)).toBeDefined();
    }
    // A wide-open board: nothing logical applies.
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
    const state = createCandidateState(grid);
    const cell = state.candidates.findIndex((m) => POPCOUNT[m] >= 2);
    const wrong = [1, 2, 3, 4, 5, 6, 7, 8, 9].find(
      (d) => d !== exampleSolution[cell] && state.candidates[cell] & (1 << (d - 1)),
    )!;
    grid[cell] = wrong;
    expect(hint(grid).kind).toBe('unsolvable');
  });

  it('reports clashes and full boards', () => {
    const h = hint(parseGrid(CONFLICTING[0].puzzle));
    expect(h.kind).toBe('invalid');
    expect(h.explanation).toMatch(/^The board has a clash: .*digit 9.*row 1/);
    expect(hint(parseGrid(EXAMPLE.solution)).kind).toBe('solved');
  });
});

describe('hint with the givens: the wrong digits named', () => {
  const givens = parseGrid(EXAMPLE.puzzle);
  /** The example with `count` wrong player digits that clash with nothing, and their cells. */
  function withMistakes(count: number): { position: Uint8Array; wrong: number[] } {
    const position = givens.slice();
    const wrong: number[] = [];
    for (let cell = 0; cell < 81 && wrong.length < count; cell++) {
      if (position[cell] !== 0) continue;
      const mask = createCandidateState(position).candidates[cell];
      const digit = [1, 2, 3, 4, 5, 6, 7, 8, 9].find(
        (d) => d !== exampleSolution[cell] && mask & (1 << (d - 1)),
      );
      if (digit === undefined) continue;
      position[cell] = digit;
      wrong.push(cell);
    }
    return { position, wrong };
  }

  it('names one wrong digit, with the engine search and with a strategy', () => {
    const { position, wrong } = withMistakes(1);
    // A strategy answering through the Solver contract, as an app's dfs would.
    const strategy = {
      name: 'enumerating',
      solve(grid: Uint8Array, { maxSolutions = 1 } = {}) {
        let solution: Uint8Array | undefined;
        const { count } = enumerateSolutions(grid, {
          maxSolutions,
          onSolution: (s) => {
            solution ??= s.slice();
          },
        });
        return solution
          ? { status: 'solved', solution, solutionCount: count }
          : { status: 'unsolvable' };
      },
    } as never;
    for (const solver of [undefined, strategy]) {
      const h = hint(position, { givens, solver });
      expect(h).toEqual({
        kind: 'unsolvable',
        explanation: `This position has no solution: the ${position[wrong[0]]} in ${cellName(wrong[0])} is wrong.`,
        wrong,
      });
    }
  });

  it('names every wrong digit and never a right one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 0, max: 40 }),
        (count, right) => {
          const { position, wrong } = withMistakes(count);
          // A right player digit too, where the solution has it and nothing clashes.
          const spares = [...position.keys()].filter((c) => {
            if (position[c] !== 0) return false;
            const next = position.slice();
            next[c] = exampleSolution[c];
            return findConflicts(next).length === 0;
          });
          const spare = spares[right % spares.length];
          position[spare] = exampleSolution[spare];
          const h = hint(position, { givens });
          if (h.kind !== 'unsolvable') throw new Error(`got ${h.kind}`);
          expect(h.wrong).toEqual(wrong);
          expect(h.explanation).toMatch(
            /^This position has no solution: the digits in .* are wrong\.$/,
          );
          return true;
        },
      ),
      { numRuns: 30 },
    );
  });

  it('without givens, or with givens of several solutions, says only that a digit is wrong', () => {
    const { position } = withMistakes(1);
    expect(hint(position)).not.toHaveProperty('wrong');
    const several = parseGrid(MULTI_SOLUTION[0].puzzle);
    const h = hint(position, { givens: new Uint8Array(81) });
    expect(h).not.toHaveProperty('wrong');
    expect(hint(several, { givens: new Uint8Array(81) }).kind).not.toBe('unsolvable');
  });

  it('refuses givens the position does not keep, and givens that are not a grid', () => {
    const changed = givens.slice();
    changed[0] = 0;
    expect(sudokuErrorMessage('SUDOKU_USAGE', () => hint(changed, { givens }))).toBe(
      `hint: the position is not one of these givens: r1c1 holds nothing, its given is ${givens[0]}`,
    );
    expect(
      sudokuErrorMessage('SUDOKU_USAGE', () => hint(givens, { givens: [1] as never })),
    ).toMatch(/^hint: givens: a grid is a Uint8Array of 81 cells, got an array/);
  });
});
