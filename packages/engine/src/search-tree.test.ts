import { POPCOUNT, parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchTree } from './search-tree.js';

const holedGrid = fc
  .uniqueArray(fc.integer({ min: 0, max: 80 }), { minLength: 25, maxLength: 60 })
  .map((holes) => {
    const grid = parseGrid(EXAMPLE.solution);
    for (const cell of holes) grid[cell] = 0;
    return grid;
  });

// The closure itself is the kernel's CandidateBoard, checked against a slow
// reference in core; these check what the tree adds: undo to any mark.
describe('SearchTree', () => {
  it('undo returns to any mark, closed or not, and closes from there as from scratch', () => {
    fc.assert(
      fc.property(holedGrid, fc.nat(), fc.nat(), (grid, pickA, pickB) => {
        const tree = new SearchTree(grid);
        const branch = tree.close();
        fc.pre(branch >= 0);
        const closed = Uint8Array.from(tree.cells);
        const atClosed = tree.mark;
        // Two placements without closing in between; undo the second.
        const candA = tree.candidates(branch);
        const digitA = nthDigit(candA, pickA);
        tree.place(branch, digitA);
        const afterA = tree.mark;
        const other = closed.findIndex(
          (v, i) => v === 0 && i !== branch && tree.candidates(i) !== 0,
        );
        fc.pre(other >= 0);
        tree.place(other, nthDigit(tree.candidates(other), pickB));
        tree.undo(afterA);
        // Now exactly "closed + one placement", not yet closed.
        const start = Uint8Array.from(closed);
        start[branch] = digitA;
        expect(tree.cells).toEqual(start);
        const fresh = new SearchTree(start);
        const result = tree.close();
        expect(result).toBe(fresh.close());
        if (result !== -2) expect(tree.cells).toEqual(fresh.cells);
        // Back to the closed position: same branch, same cells.
        tree.undo(atClosed);
        expect(tree.cells).toEqual(closed);
        expect(tree.close()).toBe(branch);
        expect(tree.candidates(branch)).toBe(candA);
      }),
      { numRuns: 150 },
    );
  });

  it('reports contradictions: a cell without candidates, a digit without a place', () => {
    // r1c9 sees 1-8 in its row and 9 in its column.
    const noCandidate = parseGrid(`12345678.${'.'.repeat(17)}9${'.'.repeat(54)}`);
    expect(new SearchTree(noCandidate).close()).toBe(-2);
    // Row 1 lacks 7, 8 and 9 in r1c1-r1c3, but box 1 already holds 9: each
    // of those cells still has candidates {7, 8}.
    const noPlace = parseGrid(`...123456${'9'}${'.'.repeat(71)}`);
    expect(new SearchTree(noPlace).close()).toBe(-2);
  });
});

function nthDigit(mask: number, n: number): number {
  let m = mask;
  for (let k = n % POPCOUNT[mask]; k > 0; k--) m &= m - 1;
  return 32 - Math.clz32(m & -m);
}
