import { gridFromString } from '@sudoku/core';
import { EXAMPLE, UNIT_TEST } from '@sudoku/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRADICTION, cellDigit, FILLED, Propagator, SOLVED } from './board.js';

const SOLUTIONS = [EXAMPLE.solution, UNIT_TEST.solution].map(gridFromString);

describe('Propagator', () => {
  it('never loses a solution: a grid cut from solution S keeps S in every cell (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SOLUTIONS),
        fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }),
        fc.boolean(),
        (solution, holes, hidden) => {
          const puzzle = solution.map((v, i) => (holes[i] ? 0 : v));
          const p = new Uint16Array(81);
          const result = new Propagator(hidden).start(p, puzzle);
          expect(result).not.toBe(CONTRADICTION);
          for (let i = 0; i < 81; i++) {
            expect(p[i] & (1 << (solution[i] - 1)), `cell ${i}`).not.toBe(0);
            if (p[i] & FILLED) expect(cellDigit(p[i])).toBe(solution[i]);
          }
          if (result === SOLVED) for (let i = 0; i < 81; i++) expect(p[i] & FILLED).not.toBe(0);
          else expect(p[result] & FILLED).toBe(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('finds a hidden single that naked singles miss', () => {
    // Row 1 holds 1-6; 8 in column 7 (r7c7) and column 9 (r5c9) leaves r1c8 as
    // the row's only place for 8, while r1c7-r1c9 keep two or three candidates.
    const cells = new Uint8Array(81);
    [1, 2, 3, 4, 5, 6].forEach((d, i) => {
      cells[i] = d;
    });
    cells[44] = 8;
    cells[60] = 8;
    const puzzle = cells;
    const naked = new Uint16Array(81);
    new Propagator(false).start(naked, puzzle);
    expect(naked[7] & FILLED).toBe(0);
    const hidden = new Uint16Array(81);
    new Propagator(true).start(hidden, puzzle);
    expect(hidden[7] & FILLED).not.toBe(0);
    expect(cellDigit(hidden[7])).toBe(8);
  });

  it('reports a cell left without candidates as a contradiction', () => {
    const puzzle = gridFromString(`12345678.${'.'.repeat(17)}9${'.'.repeat(54)}`);
    expect(new Propagator(true).start(new Uint16Array(81), puzzle)).toBe(CONTRADICTION);
  });
});
