import { formatGrids, parseGrid, parsePuzzles } from '@sudoku/core';
import dfs from '@sudoku/solver-dfs';
import { SOLVABLE, UNSOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { solveExactClassic } from './exact-classic.js';
import { PIECE_HEAD } from './piece-job.js';

const solver = dfs.create();
const puzzles = [...SOLVABLE.slice(0, 3), UNSOLVABLE[0], SOLVABLE[3]].map((f) =>
  parseGrid(f.puzzle),
);
/** The puzzles as `sudoku -c` lays grids out: each followed by a blank line. */
const text = formatGrids(puzzles);
const piece = new Uint8Array(text.length + 1);
piece.set(text);
piece[text.length] = 10;

/** What the pipeline must receive: each solution (or unsolved puzzle) after its separator. */
function expected(): Uint8Array {
  const grids = puzzles.map((grid) => {
    const result = solver.solve(grid);
    return result.status === 'solved' ? result.solution : grid;
  });
  const body = formatGrids(grids);
  const bytes = new Uint8Array(body.length + 1);
  bytes[0] = 10;
  bytes.set(body, 1);
  return bytes;
}

describe('the exact-classic fast path', () => {
  it('gives the same bytes solved in place (room before the piece) or into a fresh buffer', () => {
    const want = expected();
    for (const last of [false, true]) {
      const copy = solveExactClassic(solver, { index: 0, bytes: Uint8Array.from(piece), last });
      expect(copy?.output).toEqual(want);
      expect(copy?.failures.map((f) => f.puzzle)).toEqual([3]);

      const buffer = new Uint8Array(PIECE_HEAD + piece.length + 8);
      buffer.set(piece, PIECE_HEAD);
      const bytes = buffer.subarray(PIECE_HEAD, PIECE_HEAD + piece.length);
      const inPlace = solveExactClassic(solver, { index: 0, bytes, last });
      expect(inPlace?.output).toEqual(want);
      expect(inPlace?.output.buffer).toBe(buffer.buffer);
    }
  });

  it('adds the newlines the input’s end left off, in place or not', () => {
    const want = expected();
    for (const cut of [1, 2]) {
      const short = piece.subarray(0, piece.length - cut);
      const copy = solveExactClassic(solver, {
        index: 0,
        bytes: Uint8Array.from(short),
        last: true,
      });
      expect(copy?.output).toEqual(want);
      const buffer = new Uint8Array(PIECE_HEAD + piece.length).fill(0x78);
      buffer.set(short, PIECE_HEAD);
      const bytes = buffer.subarray(PIECE_HEAD, PIECE_HEAD + short.length);
      expect(solveExactClassic(solver, { index: 0, bytes, last: true })?.output).toEqual(want);
      // Not the input's end: a piece cut short is not exact.
      expect(
        solveExactClassic(solver, { index: 0, bytes: Uint8Array.from(short), last: false }),
      ).toBeUndefined();
    }
    expect(parsePuzzles(want).length).toBe(puzzles.length);
  });
});
