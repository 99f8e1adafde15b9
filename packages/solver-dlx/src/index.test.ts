import {
  gridToString,
  isSudokuError,
  isValidSolution,
  keepsClues,
  parseGrid,
  type SearchContext,
} from '@sudoku/core';
import {
  describeSolverConformance,
  EXAMPLE,
  MULTI_SOLUTION,
  referenceCount,
  UNIT_TEST,
  UNSOLVABLE,
} from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import dlx, { createDlxSolver, DancingLinks, RESTORE_MODES } from './index.js';

describeSolverConformance(dlx);
describeSolverConformance(dlx, { createOptions: { restore: 'uncover' }, label: 'dlx (uncover)' });

/** A search context that records nothing and lets `onReport` decide when to stop. */
function fakeContext(onReport: () => boolean): SearchContext {
  return { maxSolutions: Number.MAX_SAFE_INTEGER, report: onReport, shouldStop: () => false };
}

const enumerate = (restore: (typeof RESTORE_MODES)[number], puzzle: Uint8Array, cap: number) => {
  const seen: string[] = [];
  createDlxSolver({ restore }).solve(puzzle, {
    maxSolutions: cap,
    onSolution: (grid) => {
      seen.push(gridToString(grid));
    },
  });
  return seen;
};

describe('dlx options', () => {
  it('rejects unknown options and unknown restore modes', () => {
    for (const options of [{ depth: 3 }, { restore: 'rebuild' }]) {
      let caught: unknown;
      try {
        dlx.create(options as never);
      } catch (error) {
        caught = error;
      }
      expect(isSudokuError(caught) && caught.code).toBe('SUDOKU_USAGE');
    }
  });
});

describe('the full exact cover matrix', () => {
  const links = new DancingLinks();

  it('has 324 live columns, each holding 9 rows in row order', () => {
    const columns = links.liveColumns();
    expect(columns).toEqual(Array.from({ length: 324 }, (_, k) => k + 1));
    for (const c of columns) {
      const rows = links.columnRows(c);
      expect(rows.length, `column ${c}`).toBe(9);
      expect(links.columnSize(c), `column ${c}`).toBe(9);
      expect([...rows].sort((a, b) => a - b)).toEqual(rows);
    }
  });

  it('puts every one of the 729 rows in exactly one column of each family', () => {
    const family = new Map<number, number[]>();
    for (const c of links.liveColumns()) {
      for (const row of links.columnRows(c)) {
        if (!family.has(row)) family.set(row, []);
        family.get(row)?.push(Math.floor((c - 1) / 81));
      }
    }
    expect(family.size).toBe(729);
    for (const [row, families] of family) expect(families, `row ${row}`).toEqual([0, 1, 2, 3]);
  });

  it('links the rows of a row-digit column to the 9 cells of that row (Knuth §7 encoding)', () => {
    // Column 1 + 81 + r * 9 + d: digit d + 1 somewhere in grid row r.
    const r = 4;
    const d = 6;
    const rows = links.columnRows(1 + 81 + r * 9 + d);
    expect(rows).toEqual(Array.from({ length: 9 }, (_, k) => (r * 9 + k) * 9 + d));
  });

  it('is covered exactly once by the 81 rows of a solution', () => {
    const solution = parseGrid(EXAMPLE.solution);
    const chosen = new Set(Array.from(solution, (digit, cell) => cell * 9 + digit - 1));
    for (const c of links.liveColumns()) {
      const hits = links.columnRows(c).filter((row) => chosen.has(row));
      expect(hits.length, `column ${c}`).toBe(1);
    }
  });
});

describe('the link structure between solves', () => {
  for (const restore of RESTORE_MODES) {
    it(`is restored after solved, capped, unsolvable and aborted searches (${restore})`, () => {
      const links = new DancingLinks(restore);
      const puzzles = [
        parseGrid(EXAMPLE.puzzle),
        parseGrid(MULTI_SOLUTION[1].puzzle),
        ...UNSOLVABLE.map((f) => parseGrid(f.puzzle)),
      ];
      for (const puzzle of puzzles) {
        for (const stopAfter of [1, 3, Number.MAX_SAFE_INTEGER]) {
          let found = 0;
          links.solve(
            puzzle,
            fakeContext(() => ++found >= stopAfter),
          );
          expect(links.isPristine()).toBe(true);
        }
      }
    });
  }

  it('has every column covered when a solution is reported', () => {
    const links = new DancingLinks();
    let live = -1;
    links.solve(
      parseGrid(UNIT_TEST.puzzle),
      fakeContext(() => {
        live = links.liveColumns().length;
        return true;
      }),
    );
    expect(live).toBe(0);
  });

  it('recovers after a callback throws mid-search', () => {
    const solver = dlx.create();
    const puzzle = parseGrid(MULTI_SOLUTION[1].puzzle);
    expect(() =>
      solver.solve(puzzle, {
        maxSolutions: 10,
        onSolution: () => {
          throw new Error('boom');
        },
      }),
    ).toThrow('boom');
    const result = solver.solve(parseGrid(EXAMPLE.puzzle));
    expect(result.status === 'solved' && gridToString(result.solution)).toBe(EXAMPLE.solution);
  });

  it('lets a callback re-enter the same solver', () => {
    const solver = dlx.create();
    const outer = parseGrid(MULTI_SOLUTION[1].puzzle);
    const inner: string[] = [];
    const outerSeen: string[] = [];
    solver.solve(outer, {
      maxSolutions: 5,
      onSolution: (grid) => {
        outerSeen.push(gridToString(grid));
        const r = solver.solve(parseGrid(EXAMPLE.puzzle));
        inner.push(r.status === 'solved' ? gridToString(r.solution) : r.status);
      },
    });
    expect(inner).toEqual(Array(5).fill(EXAMPLE.solution));
    expect(outerSeen).toEqual(enumerate('copy', outer, 5));
  });
});

describe('dlx search', () => {
  it('enumerates the same solutions in the same order in both restore modes', () => {
    for (const { puzzle } of MULTI_SOLUTION) {
      const grid = parseGrid(puzzle);
      expect(enumerate('uncover', grid, 300)).toEqual(enumerate('copy', grid, 300));
    }
  });

  it('counts solutions like the reference counter on puzzles cut from a solution (property)', () => {
    const base = parseGrid(UNIT_TEST.solution);
    const solver = dlx.create();
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(80), { minLength: 20, maxLength: 40 }), (holes) => {
        const puzzle = Uint8Array.from(base);
        for (const cell of holes) puzzle[cell] = 0;
        const cap = 40;
        const result = solver.solve(puzzle, { maxSolutions: cap });
        expect(result.status).toBe('solved');
        if (result.status !== 'solved') return;
        const expected = referenceCount(puzzle, cap + 1);
        expect(result.solutionCount).toBe(Math.min(expected, cap));
        expect(result.exhaustive).toBe(expected < cap);
        expect(isValidSolution(result.solution) && keepsClues(puzzle, result.solution)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('fills forced cells without guessing: one node per empty cell, plus the last', () => {
    // Row 1 of a solution emptied: each blank cell has one candidate left.
    const puzzle = parseGrid(`${'0'.repeat(9)}${EXAMPLE.solution.slice(9)}`);
    const result = dlx.create().solve(puzzle);
    expect(result.status).toBe('solved');
    expect(result.stats).toMatchObject({ nodes: 10, guesses: 0, backtracks: 0 });
  });

  it('counts guesses and dead ends on a puzzle that needs them', () => {
    const result = dlx.create().solve(parseGrid(MULTI_SOLUTION[1].puzzle), {
      maxSolutions: 1000,
    });
    expect(result.status).toBe('solved');
    expect(result.stats.guesses).toBeGreaterThan(0);
    expect(result.stats.nodes).toBeGreaterThan(result.stats.guesses);
    const unsolvable = dlx.create().solve(parseGrid(UNSOLVABLE[0].puzzle));
    expect(unsolvable.status).toBe('unsolvable');
    expect(unsolvable.stats.backtracks).toBeGreaterThan(0);
  });
});
