import { formatGrids, gridToString, parseGrid, type Solver } from '@sudoku/core';
import { batchTextOf, type FirstSolutionPath, solveFirstOf } from '@sudoku/core/batch';
import dfs from '@sudoku/solver-dfs';
import { SOLVABLE, UNSOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { solveExactLines } from './exact-lines.js';

const fast = dfs.create();
if (!batchTextOf(fast)) throw new Error('dfs offers the batch text paths');
const puzzles = [...SOLVABLE.slice(0, 3), UNSOLVABLE[0], SOLVABLE[3]].map((f) =>
  parseGrid(f.puzzle),
);
const encode = (text: string) => new TextEncoder().encode(text);
/** One puzzle per line, blanks as '0' on even lines and '.' on odd ones. */
const piece = encode(puzzles.map((g, k) => `${gridToString(g, k % 2 ? '.' : '0')}\n`).join(''));

/** What the pipeline must receive: each solution, or the puzzle as given with '.' blanks. */
function expected(): Uint8Array {
  return formatGrids(
    puzzles.map((grid) => {
      const result = fast.solve(grid);
      return result.status === 'solved' ? result.solution : grid;
    }),
    'line',
  );
}

// With the strategy's batch text paths (the line read, solved and written in
// one go) and without them (decoded, solveFirst, formatted): the same bytes.
const withoutBatchText: Solver & FirstSolutionPath = {
  name: fast.name,
  solve: fast.solve,
  solveFirst: solveFirstOf(fast)!.solveFirst,
};
describe.each([
  ['with the batch solveLineText', fast],
  ['without it', withoutBatchText],
])('the exact-lines fast path, %s', (_, solver) => {
  it('gives the same bytes solved in place or into a fresh buffer, unsolved puzzles as given', () => {
    const want = expected();
    for (const last of [false, true]) {
      const copy = solveExactLines(solver, { index: 0, bytes: Uint8Array.from(piece), last });
      expect(copy?.output).toEqual(want);
      expect(copy?.failures.map((f) => f.puzzle)).toEqual([3]);
      expect(copy?.lines).toBe(puzzles.length);

      const buffer = new Uint8Array(piece.length + 8);
      buffer.set(piece, 3);
      const bytes = buffer.subarray(3, 3 + piece.length);
      const inPlace = solveExactLines(solver, { index: 0, bytes, last });
      expect(inPlace?.output).toEqual(want);
      expect(inPlace?.output.buffer).toBe(buffer.buffer);
    }
  });

  it('adds the newline the input’s end left off, in place or not', () => {
    const want = expected();
    const short = piece.subarray(0, piece.length - 1);
    const copy = solveExactLines(solver, { index: 0, bytes: Uint8Array.from(short), last: true });
    expect(copy?.output).toEqual(want);
    expect(copy?.lines).toBe(puzzles.length - 1);
    const buffer = new Uint8Array(piece.length).fill(0x78);
    buffer.set(short);
    const inPlace = solveExactLines(solver, {
      index: 0,
      bytes: buffer.subarray(0, short.length),
      last: true,
    });
    expect(inPlace?.output).toEqual(want);
    // Not the input's end: a piece cut short is not exact.
    expect(
      solveExactLines(solver, { index: 0, bytes: Uint8Array.from(short), last: false }),
    ).toBeUndefined();
  });

  it('leaves anything else to the tolerant reader', () => {
    const line = gridToString(puzzles[0]);
    for (const text of [
      `${line}\r\n`, // CRLF
      `${line} // a comment\n`,
      `#${line.slice(1)}\n`, // a comment line of the same length
      `${line}\n${line.slice(0, 40)}x${line.slice(41)}\n`, // a letter in the second puzzle
      `${line.replaceAll('.', ' ')}\n`,
      '',
    ]) {
      expect(
        solveExactLines(solver, { index: 0, bytes: encode(text), last: true }),
        JSON.stringify(text),
      ).toBeUndefined();
    }
  });
});
