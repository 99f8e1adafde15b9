import { parseGrid, UNIT_CELLS } from '@sudoku/core';
import { EXAMPLE, UNIT_TEST } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellDigit, cellValue, FILLED, POSITION_INTS, readSolution } from './position.js';
import { CONTRADICTION, Propagator, SOLVED } from './propagator.js';

const SOLUTIONS = [EXAMPLE.solution, UNIT_TEST.solution].map(parseGrid);

/** A puzzle cut from a known solution, and whether hidden singles are on. */
const cutPuzzle = fc
  .tuple(
    fc.constantFrom(...SOLUTIONS),
    fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }),
    fc.boolean(),
  )
  .map(([solution, holes, hidden]) => ({
    solution,
    puzzle: solution.map((v, i) => (holes[i] ? 0 : v)),
    hidden,
  }));

describe('Propagator', () => {
  it('never loses a solution: a grid cut from solution S keeps S in every cell (property)', () => {
    fc.assert(
      fc.property(cutPuzzle, ({ solution, puzzle, hidden }) => {
        const p = new Int32Array(POSITION_INTS);
        const result = new Propagator(hidden).start(p, puzzle);
        expect(result).not.toBe(CONTRADICTION);
        for (let i = 0; i < 81; i++) {
          const v = cellValue(p, i);
          expect(v & (1 << (solution[i] - 1)), `cell ${i}`).not.toBe(0);
          if (v & FILLED) expect(cellDigit(v)).toBe(solution[i]);
          // A placed digit is the only one left in its cell.
          if (v & FILLED) expect(v & ~FILLED).toBe(1 << (solution[i] - 1));
        }
        if (result === SOLVED) {
          for (let i = 0; i < 81; i++) expect(cellValue(p, i) & FILLED).not.toBe(0);
          const out = new Uint8Array(81);
          readSolution(p, out);
          expect([...out]).toEqual([...solution]);
        } else expect(cellValue(p, result) & FILLED).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it('stops only at a fixpoint: no naked single (nor hidden single) is left unplaced (property)', () => {
    fc.assert(
      fc.property(cutPuzzle, ({ puzzle, hidden }) => {
        const p = new Int32Array(POSITION_INTS);
        new Propagator(hidden).start(p, puzzle);
        const values = Array.from({ length: 81 }, (_, i) => cellValue(p, i));
        for (let i = 0; i < 81; i++) {
          const v = values[i];
          if ((v & FILLED) === 0) expect(v & (v - 1), `naked single at ${i}`).not.toBe(0);
        }
        if (!hidden) return;
        for (let u = 0; u < 27; u++) {
          for (let bit = 1; bit < 0x200; bit <<= 1) {
            const cells = Array.from(UNIT_CELLS.subarray(u * 9, u * 9 + 9));
            if (cells.some((c) => values[c] === (FILLED | bit))) continue;
            const places = cells.filter((c) => values[c] & bit).length;
            expect(places, `unit ${u}, digit bit ${bit}`).toBeGreaterThan(1);
          }
        }
      }),
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
    const naked = new Int32Array(POSITION_INTS);
    new Propagator(false).start(naked, puzzle);
    expect(cellValue(naked, 7) & FILLED).toBe(0);
    const hidden = new Int32Array(POSITION_INTS);
    new Propagator(true).start(hidden, puzzle);
    expect(cellValue(hidden, 7) & FILLED).not.toBe(0);
    expect(cellDigit(cellValue(hidden, 7))).toBe(8);
  });

  it('reports a cell left without candidates as a contradiction', () => {
    const puzzle = parseGrid(`12345678.${'.'.repeat(17)}9${'.'.repeat(54)}`);
    expect(new Propagator(true).start(new Int32Array(POSITION_INTS), puzzle)).toBe(CONTRADICTION);
  });
});
