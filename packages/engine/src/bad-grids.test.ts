import { sudokuErrorMessage } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCandidateState } from './candidate-state.js';
import { countSolutions, findSolution, hasUniqueSolution } from './count.js';
import { enumerateSolutions } from './enumerate.js';
import { GameState } from './game-state.js';
import { hint } from './hint.js';
import { ratePuzzle } from './rating.js';
import { splitSearch } from './split-search.js';
import { solveLogically } from './step-solver.js';

/** Every public entry that takes a grid, as a library user calls it. */
const ENTRIES: Record<string, (value: never) => unknown> = {
  ratePuzzle,
  hint,
  solveLogically,
  countSolutions: (value) => countSolutions(value, 10),
  hasUniqueSolution,
  findSolution,
  enumerateSolutions: (value) => enumerateSolutions(value, { maxSolutions: 10 }),
  splitSearch,
  createCandidateState,
  GameState: (value) => new GameState(value),
  'GameState (current)': (value) => new GameState(new Uint8Array(81), value),
};

const badGridMessage = (run: () => unknown) => sudokuErrorMessage('SUDOKU_BAD_GRID', run);

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

describe('the engine refuses what is not a grid, saying what it got', () => {
  it.each(Object.entries(ENTRIES))('%s', (_, entry) => {
    const call = (value: unknown) => () => entry(value as never);
    expect(badGridMessage(call(PUZZLE))).toBe(
      'a grid is a Uint8Array of 81 cells, got string (createGrid makes one)',
    );
    expect(badGridMessage(call(Array(81).fill(0)))).toMatch(/got an array/);
    expect(badGridMessage(call(new Uint8Array(80)))).toBe('a grid has 81 cells, got 80');
    const twelve = new Uint8Array(81);
    twelve[3] = 12;
    expect(badGridMessage(call(twelve))).toBe('cell 4 holds 12; cells hold 0 (empty) to 9');
  });

  it('fuzzed values: a clear SUDOKU_BAD_GRID from every entry, never a wrong answer (property)', () => {
    const notGrid = fc.oneof(
      fc.string(),
      fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 100 }),
      fc.uint8Array({ maxLength: 100 }).filter((a) => a.length !== 81),
      fc.uint8Array({ minLength: 81, maxLength: 81 }).filter((a) => a.some((v) => v > 9)),
      fc.constantFrom(null, 0, {}, new Uint16Array(81)),
    );
    fc.assert(
      fc.property(notGrid, fc.constantFrom(...Object.values(ENTRIES)), (value, entry) => {
        expect(badGridMessage(() => entry(value as never)).length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
