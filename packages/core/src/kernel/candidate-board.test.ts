import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCandidates } from '../candidates.js';
import { POPCOUNT } from '../digits.js';
import { UNIT_CELLS } from '../units.js';
import { CandidateBoard, DEAD_END, SOLVED } from './candidate-board.js';

const SOLUTION = Uint8Array.from(
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179',
  (c) => Number(c),
);

/**
 * The closure the slow, obvious way: recompute every candidate set, place
 * one naked (or hidden) single, repeat; then the lowest cell among the
 * fewest candidates. Only for positions with a solution (a unique fixpoint).
 */
function referenceClose(start: Uint8Array, hidden: boolean): { cells: Uint8Array; branch: number } {
  const cells = Uint8Array.from(start);
  for (;;) {
    const cand = computeCandidates(cells);
    let placed = false;
    for (let i = 0; i < 81 && !placed; i++) {
      if (cells[i] === 0 && POPCOUNT[cand[i]] === 1) {
        cells[i] = 32 - Math.clz32(cand[i]);
        placed = true;
      }
    }
    for (let u = 0; u < 27 && hidden && !placed; u++) {
      for (let d = 1; d <= 9 && !placed; d++) {
        const where = [...UNIT_CELLS.subarray(u * 9, u * 9 + 9)].filter(
          (c) => cells[c] === 0 && (cand[c] & (1 << (d - 1))) !== 0,
        );
        if (where.length === 1) {
          cells[where[0]] = d;
          placed = true;
        }
      }
    }
    if (placed) continue;
    let branch = SOLVED;
    for (let i = 0; i < 81; i++) {
      if (cells[i] === 0 && (branch < 0 || POPCOUNT[cand[i]] < POPCOUNT[cand[branch]])) branch = i;
    }
    return { cells, branch };
  }
}

const holedGrid = fc
  .uniqueArray(fc.integer({ min: 0, max: 80 }), { minLength: 30, maxLength: 64 })
  .map((holes) => {
    const grid = Uint8Array.from(SOLUTION);
    for (const cell of holes) grid[cell] = 0;
    return grid;
  });

function closed(grid: Uint8Array, hidden: boolean): CandidateBoard {
  const board = new CandidateBoard(hidden);
  board.load(grid);
  expect(board.queueSingles()).toBe(true);
  return board;
}

describe('CandidateBoard', () => {
  for (const hidden of [true, false]) {
    it(`closes to the slow reference's fixpoint and branch cell, ${hidden ? 'hidden' : 'naked'} singles (property)`, () => {
      fc.assert(
        fc.property(holedGrid, (grid) => {
          const board = closed(grid, hidden);
          const want = referenceClose(grid, hidden);
          expect(board.close()).toBe(want.branch);
          expect(board.cells).toEqual(want.cells);
        }),
      );
    });
  }

  it('undo takes a branch back to the very cells and candidates it started from (property)', () => {
    fc.assert(
      fc.property(holedGrid, fc.nat(), (grid, pick) => {
        const board = closed(grid, true);
        const branch = board.close();
        fc.pre(branch >= 0);
        const mark = board.trailLength;
        const cells = board.cells.slice();
        const candidates = board.candidates.slice();
        let m = board.candidates[branch];
        for (let k = pick % POPCOUNT[m]; k > 0; k--) m &= m - 1;
        board.place(branch, m & -m);
        board.close();
        board.undo(mark);
        expect(board.cells).toEqual(cells);
        expect(board.candidates).toEqual(candidates);
        expect(board.close()).toBe(branch);
      }),
    );
  });

  it('marks a placement that leaves a peer without candidates dead, and close then fails', () => {
    // Without cells 0 (5), 3 (6) and 9 (6), cell 0 may hold 5 or 6, and its
    // peers 3 and 9 only 6: a 6 in cell 0 leaves them nothing.
    const grid = Uint8Array.from(SOLUTION);
    grid[0] = grid[3] = grid[9] = 0;
    const board = closed(grid, false);
    expect(board.candidates[0]).toBe((1 << 4) | (1 << 5));
    board.place(0, 1 << 5);
    expect(board.dead).toBe(true);
    expect(board.close()).toBe(DEAD_END);
    board.undo(0);
    expect(board.dead).toBe(false);
    expect(board.queueSingles()).toBe(true);
    expect(board.close()).toBe(SOLVED);
    expect(board.cells).toEqual(SOLUTION);
  });
});
