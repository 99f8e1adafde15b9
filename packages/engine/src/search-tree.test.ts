import { computeCandidates, POPCOUNT, parseGrid, UNIT_CELLS } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSolutions } from './count.js';
import { SearchTree } from './search-tree.js';

/**
 * The canonical closure the slow, obvious way: recompute every candidate set,
 * place one naked or hidden single, repeat. Then the branch cell: the lowest
 * index among the fewest candidates. Only for positions with a solution,
 * where the fixpoint is unique.
 */
function referenceClose(start: Uint8Array): { cells: Uint8Array; branch: number } {
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
    for (let u = 0; u < 27 && !placed; u++) {
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
    let branch = -1;
    for (let i = 0; i < 81; i++) {
      if (cells[i] === 0 && (branch < 0 || POPCOUNT[cand[i]] < POPCOUNT[cand[branch]])) branch = i;
    }
    return { cells, branch };
  }
}

const holedGrid = fc
  .uniqueArray(fc.integer({ min: 0, max: 80 }), { minLength: 25, maxLength: 60 })
  .map((holes) => {
    const grid = parseGrid(EXAMPLE.solution);
    for (const cell of holes) grid[cell] = 0;
    return grid;
  });

describe('SearchTree', () => {
  it('closes to the same fixpoint and branch cell as the slow reference (property)', () => {
    fc.assert(
      fc.property(holedGrid, (grid) => {
        const tree = new SearchTree(grid);
        const want = referenceClose(grid);
        expect(tree.close()).toBe(want.branch);
        expect(tree.cells).toEqual(want.cells);
      }),
      { numRuns: 200 },
    );
  });

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
        if (countSolutions(start, 1) > 0) {
          const want = referenceClose(start);
          expect(result).toBe(want.branch);
          expect(tree.cells).toEqual(want.cells);
        }
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
