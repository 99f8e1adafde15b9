import {
  gridToString,
  hasConflict,
  isSudokuError,
  isValidSolution,
  keepsClues,
  parseGrid,
} from '@sudoku/core';
import { CONFLICTING, MULTI_SOLUTION, SOLVABLE, UNSOLVABLE } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import dfs, { solveFirst, solveLineText } from './index.js';

/** Every puzzle of `list` packed 81 cells apart after a 7-byte lead, like a batch buffer. */
function pack(list: readonly { puzzle: string }[]): Uint8Array {
  const cells = new Uint8Array(7 + 81 * list.length);
  list.forEach(({ puzzle }, k) => {
    cells.set(parseGrid(puzzle), 7 + 81 * k);
  });
  return cells;
}

describe('solveFirst', () => {
  it('solves packed puzzles in place, like solve(), touching only its 81 output bytes', () => {
    const cells = pack(SOLVABLE);
    const before = Uint8Array.from(cells);
    const out = new Uint8Array(3 + 81 * SOLVABLE.length + 5).fill(255);
    const solver = dfs.create();
    SOLVABLE.forEach(({ source, puzzle }, k) => {
      expect(solveFirst(cells, 7 + 81 * k, out, 3 + 81 * k), source).toBe('solved');
      const solution = out.subarray(3 + 81 * k, 3 + 81 * k + 81);
      const grid = parseGrid(puzzle);
      expect(isValidSolution(solution) && keepsClues(grid, solution), source).toBe(true);
      const result = solver.solve(grid);
      expect(result.status === 'solved' && gridToString(result.solution), source).toBe(
        gridToString(solution),
      );
    });
    expect([...out.subarray(0, 3), ...out.subarray(out.length - 5)]).toEqual([
      255, 255, 255, 255, 255, 255, 255, 255,
    ]);
    expect(cells).toEqual(before);
  });

  it('gives one solution of puzzles with several, the same every time', () => {
    // Naked singles stall on each of these and guess (solve() may find
    // another solution first: the spec allows any, deterministically).
    for (const { source, puzzle } of MULTI_SOLUTION) {
      const grid = parseGrid(puzzle);
      const out = new Uint8Array(81);
      expect(solveFirst(grid, 0, out, 0), source).toBe('solved');
      expect(isValidSolution(out) && keepsClues(grid, out), source).toBe(true);
      const again = new Uint8Array(81);
      solveFirst(grid, 0, again, 0);
      expect(gridToString(again), source).toBe(gridToString(out));
    }
  });

  it('reports unsolvable puzzles and leaves the output alone', () => {
    const out = new Uint8Array(81).fill(7);
    for (const { source, puzzle } of UNSOLVABLE) {
      expect(solveFirst(parseGrid(puzzle), 0, out, 0), source).toBe('unsolvable');
      expect(out.every((v) => v === 7)).toBe(true);
    }
  });

  it('reports conflicting givens as invalid', () => {
    const out = new Uint8Array(81);
    for (const { source, puzzle } of CONFLICTING) {
      expect(solveFirst(parseGrid(puzzle), 0, out, 0), source).toBe('invalid');
    }
  });

  it("says invalid exactly when core's hasConflict does (property)", () => {
    const cell = fc.oneof(
      { arbitrary: fc.constant(0), weight: 5 },
      { arbitrary: fc.integer({ min: 1, max: 9 }), weight: 1 },
    );
    const out = new Uint8Array(81);
    fc.assert(
      fc.property(fc.array(cell, { minLength: 81, maxLength: 81 }), (cells) => {
        const grid = Uint8Array.from(cells);
        const status = solveFirst(grid, 0, out, 0);
        expect(status === 'invalid').toBe(hasConflict(grid));
        if (status === 'solved') {
          expect(isValidSolution(out) && keepsClues(grid, out)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('throws SUDOKU_BAD_GRID naming a cell that is not 0-9', () => {
    const cells = new Uint8Array(90);
    cells[9 + 40] = 12;
    let caught: unknown;
    try {
      solveFirst(cells, 9, new Uint8Array(81), 0);
    } catch (error) {
      caught = error;
    }
    expect(isSudokuError(caught) && caught.code).toBe('SUDOKU_BAD_GRID');
    expect(String(caught)).toMatch(/cell 41 \(index 49\) holds 12/);
  });

  it('can be called from inside a running solve (re-entrant) without disturbing it', () => {
    const grid = parseGrid(MULTI_SOLUTION[4].puzzle);
    const plain: string[] = [];
    dfs.create().solve(grid, {
      maxSolutions: 20,
      onSolution: (s) => {
        plain.push(gridToString(s));
      },
    });
    const nested: string[] = [];
    const inner = new Uint8Array(81);
    dfs.create().solve(grid, {
      maxSolutions: 20,
      onSolution: (s) => {
        nested.push(gridToString(s));
        expect(solveFirst(parseGrid(SOLVABLE[0].puzzle), 0, inner, 0)).toBe('solved');
      },
    });
    expect(nested).toEqual(plain);
    expect(plain.length).toBe(20);
  });
});

describe('solveLineText', () => {
  const solved = SOLVABLE.map(({ puzzle }) => {
    const out = new Uint8Array(81);
    solveFirst(parseGrid(puzzle), 0, out, 0);
    return out;
  });

  it("gives solveFirst()'s status and answer, whichever blank a cell uses (property)", () => {
    const encoder = new TextEncoder();
    fc.assert(
      fc.property(
        fc.constantFrom(...solved),
        // Sparse and dense grids: the band search and the naked-singles pass.
        fc
          .integer({ min: 0, max: 81 })
          .chain((kept) =>
            fc.shuffledSubarray([...Array(81).keys()], { minLength: kept, maxLength: kept }),
          ),
        fc.array(fc.constantFrom('0', '.'), { minLength: 81, maxLength: 81 }),
        fc.integer({ min: 0, max: 80 }),
        (solution, kept, blanks, clash) => {
          const grid = new Uint8Array(81);
          for (const i of kept) grid[i] = solution[i];
          // Now and then a given that repeats a digit of its row.
          if (clash % 3 === 0) grid[clash] = grid[clash + (clash % 9 < 8 ? 1 : -1)] || 1;
          const line = [...grid].map((v, i) => (v === 0 ? blanks[i] : String(v))).join('');
          const text = encoder.encode(`##${line}`);
          const out = new Uint8Array(81 + 4).fill(35);
          const status = solveLineText(text, 2, out, 4);
          const expected = new Uint8Array(81);
          expect(status).toBe(solveFirst(grid, 0, expected, 0));
          const written = new TextDecoder().decode(out);
          expect(written).toBe(
            status === 'solved' ? `####${gridToString(expected)}` : '#'.repeat(85),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
