import {
  gridFromString,
  gridToString,
  hasConflict,
  isValidSolution,
  keepsClues,
} from '@sudoku/core';
import { CONFLICTING, EXAMPLE, SOLVABLE, UNIT_TEST, UNSOLVABLE } from '@sudoku/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import dfs from './index.js';
import {
  SINGLES_CONFLICT,
  SINGLES_DEAD_END,
  SINGLES_SOLVED,
  SINGLES_STALLED,
  solveByNakedSingles,
} from './naked-singles.js';

describe('the naked-singles pass', () => {
  it("finishes the assignment's puzzles with their unique solutions", () => {
    for (const { puzzle, solution } of [EXAMPLE, UNIT_TEST]) {
      const out = new Uint8Array(81);
      expect(solveByNakedSingles(gridFromString(puzzle), 0, out, 0)).toBe(SINGLES_SOLVED);
      expect(gridToString(out)).toBe(solution);
    }
  });

  it('stalls on 17-clue puzzles, which need more than naked singles, leaving out alone', () => {
    const out = new Uint8Array(81).fill(7);
    const hard = SOLVABLE.filter((f) => f.source.startsWith('17-clue'));
    for (const { source, puzzle } of hard) {
      expect(solveByNakedSingles(gridFromString(puzzle), 0, out, 0), source).toBe(SINGLES_STALLED);
    }
    expect(out.every((v) => v === 7)).toBe(true);
  });

  it('reports conflicting givens, and the dead-end cell puzzle', () => {
    for (const { puzzle } of CONFLICTING) {
      expect(solveByNakedSingles(gridFromString(puzzle), 0, new Uint8Array(81), 0)).toBe(
        SINGLES_CONFLICT,
      );
    }
    const deadCell = UNSOLVABLE.find((f) => f.source.includes('dead-cell'))!;
    expect(solveByNakedSingles(gridFromString(deadCell.puzzle), 0, new Uint8Array(81), 0)).toBe(
      SINGLES_DEAD_END,
    );
  });

  it('only ever claims what the full search confirms (property)', () => {
    const base = gridFromString(EXAMPLE.solution);
    const fast = dfs.create();
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { minLength: 20, maxLength: 60 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 1, max: 9 })), {
          maxLength: 2,
        }),
        (holes, wrong) => {
          const puzzle = Uint8Array.from(base);
          for (const cell of holes) puzzle[cell] = 0;
          for (const [cell, digit] of wrong) puzzle[cell] = digit; // sometimes breaks the puzzle
          const out = new Uint8Array(81);
          const status = solveByNakedSingles(puzzle, 0, out, 0);
          const full = fast.solve(puzzle, { maxSolutions: 2 });
          if (status === SINGLES_SOLVED) {
            expect(isValidSolution(out) && keepsClues(puzzle, out)).toBe(true);
            expect(full.status === 'solved' && full.solutionCount).toBe(1);
            expect(full.status === 'solved' && gridToString(full.solution)).toBe(gridToString(out));
          }
          if (status === SINGLES_DEAD_END) expect(full.status).toBe('unsolvable');
          expect(status === SINGLES_CONFLICT).toBe(hasConflict(puzzle));
        },
      ),
      { numRuns: 300 },
    );
  });
});
