import { describe, expect, it } from 'vitest';
import { EXAMPLE } from '../../testing/src/fixtures.js';
import { gridToString, parseGrid } from './grid.js';
import { createSolveFirst, runSearch, type SearchContext } from './search.js';

const solution = parseGrid(EXAMPLE.solution);
/** Another full grid, reported second: the digits 1 and 2 swapped. */
const other = solution.map((v) => (v === 1 ? 2 : v === 2 ? 1 : v));

/** A search that reports `found` in order while the context lets it, and counts its calls. */
function fakeSearch(found: Uint8Array[]) {
  const calls: number[] = [];
  const search = (_: Uint8Array, context: SearchContext) => {
    let reported = 0;
    for (const grid of found) {
      reported++;
      if (context.report(grid)) break;
    }
    calls.push(reported);
    return { nodes: reported, guesses: 0, backtracks: 0 };
  };
  return { search, calls };
}

describe('createSolveFirst', () => {
  const puzzle = parseGrid(EXAMPLE.puzzle);

  it('writes the first solution where asked and stops the search there, as solve() keeps it', () => {
    const { search, calls } = fakeSearch([solution, other]);
    const cells = new Uint8Array(4 + 81);
    cells.set(puzzle, 4);
    const out = new Uint8Array(2 + 81 + 2).fill(7);
    expect(createSolveFirst(search)(cells, 4, out, 2)).toBe('solved');
    expect(gridToString(out.subarray(2, 83))).toBe(EXAMPLE.solution);
    expect([...out.subarray(0, 2), ...out.subarray(83)]).toEqual([7, 7, 7, 7]);
    expect(calls).toEqual([1]);
    const result = runSearch(puzzle, {}, search);
    expect(result.status === 'solved' && gridToString(result.solution)).toBe(EXAMPLE.solution);
  });

  it('reports no solution as unsolvable and leaves the output alone', () => {
    const out = new Uint8Array(81).fill(7);
    expect(createSolveFirst(fakeSearch([]).search)(puzzle, 0, out, 0)).toBe('unsolvable');
    expect(out.every((v) => v === 7)).toBe(true);
  });

  it('calls conflicting givens invalid without searching, and throws on a bad cell', () => {
    const { search, calls } = fakeSearch([solution]);
    const clash = Uint8Array.from(puzzle);
    clash[1] = clash[0]; // the same digit twice in row 1
    expect(createSolveFirst(search)(clash, 0, new Uint8Array(81), 0)).toBe('invalid');
    expect(calls).toEqual([]);
    const bad = Uint8Array.from(puzzle);
    bad[5] = 10;
    expect(() => createSolveFirst(search)(bad, 0, new Uint8Array(81), 0)).toThrow(
      expect.objectContaining({ code: 'SUDOKU_BAD_GRID' }),
    );
  });
});
