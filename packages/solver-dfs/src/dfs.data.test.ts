import { type Grid, gridToString, isValidSolution, keepsClues } from '@sudoku/core';
import { CLASSIC_GRID_BYTES, writeClassicGrid } from '@sudoku/core/batch';
import { readDataPuzzles } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import dfs, { solveClassicText, solveFirst, solveLineText } from './index.js';

/**
 * Solves every puzzle through solve(), solveFirst(), solveClassicText() and
 * solveLineText();
 * returns the indices (1-based) that failed or disagreed.
 */
function failures(puzzles: Grid[]): string[] {
  const solver = dfs.create();
  const out = new Uint8Array(81);
  const text = new Uint8Array(CLASSIC_GRID_BYTES);
  const solvedText = new Uint8Array(CLASSIC_GRID_BYTES);
  const encoder = new TextEncoder();
  const line = new Uint8Array(81);
  const bad: string[] = [];
  puzzles.forEach((puzzle, k) => {
    const result = solver.solve(puzzle);
    writeClassicGrid(puzzle, text, 0);
    const ok =
      result.status === 'solved' &&
      isValidSolution(result.solution) &&
      keepsClues(puzzle, result.solution) &&
      solveFirst(puzzle, 0, out, 0) === 'solved' &&
      gridToString(out) === gridToString(result.solution) &&
      solveClassicText(text, 0, text, 0) === 'solved' &&
      writeClassicGrid(result.solution, solvedText, 0) > 0 &&
      text.every((byte, i) => byte === solvedText[i]) &&
      // Every other puzzle with '.' for a blank, the rest with '0'.
      encoder.encodeInto(gridToString(puzzle, k % 2 ? '.' : '0'), line).written === 81 &&
      solveLineText(line, 0, line, 0) === 'solved' &&
      new TextDecoder().decode(line) === gridToString(result.solution);
    if (!ok) bad.push(`#${k + 1}: ${result.status}`);
  });
  return bad;
}

describe('dfs on the full data sets', () => {
  for (const [file, count] of [
    ['puzzles/17-clue.txt', 49_158],
    ['puzzles/magictour-top1465.txt', 1_465],
    ['puzzles/top95.txt', 95],
  ] as const) {
    it(`solves all of ${file}`, () => {
      const puzzles = readDataPuzzles(file);
      expect(puzzles.length).toBe(count);
      expect(failures(puzzles)).toEqual([]);
    });
  }
});
