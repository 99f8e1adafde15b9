import {
  computeCandidates,
  digitCount,
  gridToString,
  hasConflict,
  isValidSolution,
  keepsClues,
  parseGrid,
} from '@sudoku/core';
import { writeClassicGrid } from '@sudoku/core/batch';
import { CONFLICTING, EXAMPLE, MULTI_SOLUTION, SOLVABLE, UNIT_TEST } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import dfs from './index.js';
import { singlesPass } from './singles-guess.js';
import {
  CLASSIC_TEXT,
  PACKED_CELLS,
  SINGLES_BAD_CELL,
  SINGLES_CONFLICT,
  SINGLES_DEAD_END,
  SINGLES_SOLVED,
  SINGLES_STALLED,
} from './singles-layout.js';

const run = (grid: Uint8Array) => singlesPass.run(grid, 0, PACKED_CELLS);

/** `grid` in the classic text layout at offset 5 of a larger buffer. */
function asText(grid: Uint8Array): Uint8Array {
  const text = new Uint8Array(5 + 161 + 3);
  writeClassicGrid(grid, text, 5);
  return text;
}

/** The cells the last run left open, ascending; checks openCount on the way. */
function openCells(): number[] {
  const open = [...singlesPass.work.keys()].filter((i) => singlesPass.work[i] === 0);
  expect(open.length).toBe(singlesPass.openCount);
  return open;
}

/**
 * The example's solution with cell 0's digit moved to cell 10 (same box, other
 * row and column) and the three cells it would clash with blanked: no
 * conflict, but cell 0 sees all nine digits. Three holes, so the pass sweeps.
 */
function deadCellPuzzle(): Uint8Array {
  const grid = parseGrid(EXAMPLE.solution);
  const digit = grid[0];
  for (let k = 0; k < 9; k++) {
    if (grid[9 + k] === digit) grid[9 + k] = 0; // row 1
    if (grid[9 * k + 1] === digit) grid[9 * k + 1] = 0; // column 1
  }
  grid[0] = 0;
  grid[10] = digit;
  return grid;
}

/** The four cells (ascending) of an unavoidable rectangle of `solution`, if it has one. */
function unavoidableRectangle(solution: Uint8Array): number[] | undefined {
  for (let r1 = 0; r1 < 9; r1++) {
    for (let r2 = r1 + 1; r2 < 3 * Math.floor(r1 / 3) + 3; r2++) {
      for (let c1 = 0; c1 < 9; c1++) {
        for (let c2 = 3 * Math.floor(c1 / 3) + 3; c2 < 9; c2++) {
          const a = solution[9 * r1 + c1];
          const b = solution[9 * r1 + c2];
          if (solution[9 * r2 + c1] === b && solution[9 * r2 + c2] === a) {
            return [9 * r1 + c1, 9 * r1 + c2, 9 * r2 + c1, 9 * r2 + c2];
          }
        }
      }
    }
  }
  return undefined;
}

describe('the naked-singles pass', () => {
  it("finishes the assignment's puzzles with their unique solutions", () => {
    for (const { puzzle, solution } of [EXAMPLE, UNIT_TEST]) {
      expect(run(parseGrid(puzzle))).toBe(SINGLES_SOLVED);
      expect(gridToString(singlesPass.work)).toBe(solution);
      expect(singlesPass.openCount).toBe(0);
    }
  });

  it('stalls on a deadly pattern, keeping its open cells, each with two candidates', () => {
    // An unavoidable rectangle: two rows of a band, two columns in different
    // stacks, the same two digits crosswise. Blanked, naked singles cannot
    // choose between the two ways to fill it.
    const solver = dfs.create();
    let found = 0;
    for (const { source, puzzle } of SOLVABLE) {
      const result = solver.solve(parseGrid(puzzle));
      if (result.status !== 'solved') continue;
      const rectangle = unavoidableRectangle(result.solution);
      if (!rectangle) continue;
      found++;
      const grid = Uint8Array.from(result.solution);
      for (const cell of rectangle) grid[cell] = 0;
      expect(run(grid), source).toBe(SINGLES_STALLED);
      expect(openCells(), source).toEqual(rectangle);
      const candidates = computeCandidates(singlesPass.work);
      for (const cell of rectangle) expect(digitCount(candidates[cell]), source).toBe(2);
    }
    expect(found).toBeGreaterThan(0);
  });

  it('leaves a grid with more than 50 empty cells unswept, every hole open for the search', () => {
    const sparse = SOLVABLE.filter((f) => f.source.startsWith('17-clue'));
    expect(sparse.length).toBeGreaterThan(0);
    for (const { source, puzzle } of sparse) {
      const grid = parseGrid(puzzle);
      expect(run(grid), source).toBe(SINGLES_STALLED);
      const holes = [...grid.keys()].filter((i) => grid[i] === 0);
      expect(openCells(), source).toEqual(holes);
    }
  });

  it('reports conflicting givens, the dead-end cell puzzle and cells that are not digits', () => {
    for (const { puzzle } of CONFLICTING) expect(run(parseGrid(puzzle))).toBe(SINGLES_CONFLICT);
    expect(run(deadCellPuzzle())).toBe(SINGLES_DEAD_END);
    for (const bad of [10, 15, 16, 48, 255]) {
      const grid = parseGrid(EXAMPLE.puzzle);
      grid[40] = bad;
      expect(run(grid), `cell ${bad}`).toBe(SINGLES_BAD_CELL);
    }
    const text = asText(parseGrid(EXAMPLE.puzzle));
    text[5 + 18 * 4 + 8] = 46; // '.': the tolerant reader's business
    expect(singlesPass.run(text, 5, CLASSIC_TEXT)).toBe(SINGLES_BAD_CELL);
    expect(singlesPass.runClassicText(text, 5)).toBe(SINGLES_BAD_CELL);
  });

  it('only ever claims what the full search confirms, from cells or from text (property)', () => {
    const base = parseGrid(EXAMPLE.solution);
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
          const status = run(puzzle);
          const work = Uint8Array.from(singlesPass.work);
          const full = fast.solve(puzzle, { maxSolutions: 2 });
          if (status === SINGLES_SOLVED) {
            expect(isValidSolution(work) && keepsClues(puzzle, work)).toBe(true);
            expect(full.status === 'solved' && full.solutionCount).toBe(1);
            expect(full.status === 'solved' && gridToString(full.solution)).toBe(
              gridToString(work),
            );
          }
          if (status === SINGLES_DEAD_END) expect(full.status).toBe('unsolvable');
          expect(status === SINGLES_CONFLICT).toBe(hasConflict(puzzle));
          // The text layout reads the same grid.
          expect(singlesPass.run(asText(puzzle), 5, CLASSIC_TEXT)).toBe(status);
          if (status === SINGLES_SOLVED) expect(singlesPass.work).toEqual(work);
          expect(singlesPass.runClassicText(asText(puzzle), 5)).toBe(status);
          if (status === SINGLES_SOLVED) expect(singlesPass.work).toEqual(work);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads classic text exactly: any byte out of place, or a grid past the end, is BAD_CELL (property)', () => {
    const text = asText(parseGrid(EXAMPLE.puzzle));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 160 }),
        fc.integer({ min: 0, max: 255 }),
        (pos, byte) => {
          const changed = Uint8Array.from(text);
          changed[5 + pos] = byte;
          const column = pos % 18;
          const fits =
            column % 2 === 0 ? byte >= 48 && byte <= 57 : byte === (column === 17 ? 10 : 32);
          const status = singlesPass.runClassicText(changed, 5);
          if (fits) expect(status).not.toBe(SINGLES_BAD_CELL);
          else expect(status).toBe(SINGLES_BAD_CELL);
        },
      ),
      { numRuns: 2000 },
    );
    expect(singlesPass.runClassicText(text, 5)).toBe(SINGLES_SOLVED);
    expect(singlesPass.runClassicText(text.subarray(0, 5 + 160), 5)).toBe(SINGLES_BAD_CELL);
    expect(singlesPass.runClassicText(text, -1)).toBe(SINGLES_BAD_CELL);
  });

  it('guesses on from a stall to a solution, or proves there is none (property)', () => {
    const base = parseGrid(EXAMPLE.solution);
    const fast = dfs.create();
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { minLength: 35, maxLength: 50 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 1, max: 9 })), {
          maxLength: 2,
        }),
        fc.constantFrom(0, 1, 2, 64),
        (holes, wrong, budget) => {
          const puzzle = Uint8Array.from(base);
          for (const cell of holes) puzzle[cell] = 0;
          for (const [cell, digit] of wrong) puzzle[cell] = digit;
          if (run(puzzle) !== SINGLES_STALLED) return;
          const stall = Uint8Array.from(singlesPass.work);
          const open = openCells();
          const status = singlesPass.guess(budget);
          const full = fast.solve(puzzle, { maxSolutions: 1 });
          if (status === SINGLES_SOLVED) {
            const work = singlesPass.work;
            expect(isValidSolution(work) && keepsClues(puzzle, work)).toBe(true);
            expect(full.status).toBe('solved');
          } else if (status === SINGLES_DEAD_END) {
            expect(full.status).toBe('unsolvable');
          } else {
            // Out of budget: the stall is back, for the band search.
            expect(status).toBe(SINGLES_STALLED);
            expect(singlesPass.work).toEqual(stall);
            expect(openCells().sort((a, b) => a - b)).toEqual(open);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('proves by guessing that a stalled puzzle with a wrong given has no solution', () => {
    // Each candidate of each open cell of a stalled puzzle, as a given: where
    // the pass stalls again, guessing must reach the full search's verdict.
    const fixture = MULTI_SOLUTION.find((f) => f.source.includes('4 random cells per box'));
    expect(fixture).toBeDefined();
    const puzzle = parseGrid(fixture?.puzzle ?? '');
    expect(run(puzzle)).toBe(SINGLES_STALLED);
    const stall = Uint8Array.from(singlesPass.work);
    const candidates = computeCandidates(stall);
    const fast = dfs.create();
    const verdicts = new Set<number>();
    for (const cell of openCells()) {
      for (let digit = 1; digit <= 9; digit++) {
        if ((candidates[cell] & (1 << (digit - 1))) === 0) continue;
        const grid = Uint8Array.from(stall);
        grid[cell] = digit;
        if (run(grid) !== SINGLES_STALLED) continue;
        const status = singlesPass.guess(64);
        const full = fast.solve(grid, { maxSolutions: 1 });
        expect(status, `cell ${cell} = ${digit}`).toBe(
          full.status === 'solved' ? SINGLES_SOLVED : SINGLES_DEAD_END,
        );
        verdicts.add(status);
      }
    }
    expect([...verdicts].sort()).toEqual([SINGLES_SOLVED, SINGLES_DEAD_END]);
  });

  it('writes back just the holes, in either layout', () => {
    const puzzle = parseGrid(EXAMPLE.puzzle);
    expect(run(puzzle)).toBe(SINGLES_SOLVED);
    const packed = new Uint8Array(81).fill(99);
    singlesPass.writeHoles(packed, 0, PACKED_CELLS);
    const solution = parseGrid(EXAMPLE.solution);
    for (let i = 0; i < 81; i++) expect(packed[i]).toBe(puzzle[i] === 0 ? solution[i] : 99);
    const text = asText(puzzle);
    singlesPass.writeHoles(text, 5, CLASSIC_TEXT);
    expect(text).toEqual(asText(solution));
  });
});
