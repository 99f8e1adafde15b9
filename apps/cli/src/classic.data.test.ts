import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gridToString, isValidSolution, keepsClues, parsePuzzles, UNIT_CELLS } from '@sudoku/core';
import { dataFile, readDataPuzzles } from '@sudoku/core/testing';
import { describe, expect, it } from 'vitest';
import { runCli, scratchDir } from './test-support/run-cli.js';

/** Blanks 4 cells per box, chosen by a seeded generator: the assignment's 36-hole puzzles. */
function punch(grids: Uint8Array[], seed: number): Uint8Array[] {
  let s = seed >>> 0;
  const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  return grids.map((grid) => {
    const puzzle = Uint8Array.from(grid);
    for (let box = 18; box < 27; box++) {
      const cells = Array.from(UNIT_CELLS.subarray(box * 9, box * 9 + 9));
      for (let k = 0; k < 4; k++) {
        const pick = k + Math.floor(next() * (9 - k));
        [cells[k], cells[pick]] = [cells[pick], cells[k]];
        puzzle[cells[k]] = 0;
      }
    }
    return puzzle;
  });
}

describe('the classic job at full scale', () => {
  const dir = scratchDir();

  it('-c 1000000 writes 1,000,000 distinct valid grids with corner 8 in exactly 162,999,999 bytes', () => {
    const run = runCli(['-c', '1000000', '-q'], { cwd: dir });
    expect(run.status).toBe(0);
    expect(statSync(join(dir, 'sudoku.txt')).size).toBe(162_999_999);
    const grids = parsePuzzles(readFileSync(join(dir, 'sudoku.txt')));
    expect(grids).toHaveLength(1_000_000);
    const seen = new Set<string>();
    for (const g of grids) {
      if (!isValidSolution(g) || g[0] !== 8) throw new Error(`bad grid ${gridToString(g)}`);
      seen.add(gridToString(g));
    }
    expect(seen.size).toBe(1_000_000);
  });

  it('-s solves 1,000,000 puzzles with 36 holes, in order, keeping their clues', () => {
    const grids = parsePuzzles(readFileSync(join(dir, 'sudoku.txt')));
    const puzzles = punch(grids, 2024);
    const text = puzzles.map((p) => gridToString(p, '0')).join('\n');
    writeFileSync(join(dir, 'puzzles.txt'), text);
    const run = runCli(['-s', 'puzzles.txt', '-o', 'solved.txt', '-q'], { cwd: dir });
    expect(run.status).toBe(0);
    const solved = parsePuzzles(readFileSync(join(dir, 'solved.txt')));
    expect(solved).toHaveLength(puzzles.length);
    for (let i = 0; i < solved.length; i++) {
      if (!isValidSolution(solved[i]) || !keepsClues(puzzles[i], solved[i])) {
        throw new Error(`puzzle ${i + 1}: bad solution ${gridToString(solved[i])}`);
      }
    }
  });

  it.each(['puzzles/17-clue.txt', 'puzzles/top95.txt', 'puzzles/magictour-top1465.txt'])(
    'solve --format line reads and solves all of %s',
    (file) => {
      const run = runCli([
        'solve',
        '-q',
        '--format',
        'line',
        dataFile(file),
        '-o',
        join(dir, 'out.txt'),
      ]);
      expect(run.status).toBe(0);
      const puzzles = readDataPuzzles(file);
      const solved = parsePuzzles(readFileSync(join(dir, 'out.txt')));
      expect(solved).toHaveLength(puzzles.length);
      solved.forEach((s, i) => {
        if (!isValidSolution(s) || !keepsClues(puzzles[i], s)) throw new Error(`${file} #${i + 1}`);
      });
    },
  );

  it("handles the assignment's edge-case files as the spec decides", () => {
    const cases: [string, number, RegExp][] = [
      ['example-puzzle.txt', 0, /^$/],
      ['unit-test-puzzle.txt', 0, /^$/],
      ['two-puzzles.txt', 0, /^$/],
      ['empty-1000.txt', 0, /^$/],
      ['grids-1000.txt', 0, /^$/],
      ['unsolvable-dead-cell.txt', 1, /^sudoku: puzzle 1: no solution\n$/],
      ['unsolvable-backtrack.txt', 1, /^sudoku: puzzle 1: no solution\n$/],
      [
        'conflicting-givens-nearly-full.txt',
        1,
        /^sudoku: puzzle 1: conflicting givens: digit 9 appears twice in row 1/,
      ],
      [
        'conflicting-givens-sparse.txt',
        1,
        /^sudoku: puzzle 1: conflicting givens: digit 5 appears twice in row 1/,
      ],
    ];
    for (const [file, status, stderr] of cases) {
      const input = dataFile(`assignment/${file}`);
      const run = runCli(['-s', input, '-q'], { cwd: dir });
      expect(run.status, file).toBe(status);
      expect(run.stderr, file).toMatch(stderr);
      const inGrids = parsePuzzles(readFileSync(input));
      const outGrids = parsePuzzles(readFileSync(join(dir, 'sudoku.txt')));
      expect(outGrids.length, file).toBe(inGrids.length);
      outGrids.forEach((g, i) => {
        if (status === 0) expect(isValidSolution(g) && keepsClues(inGrids[i], g), file).toBe(true);
        else expect(gridToString(g), file).toBe(gridToString(inGrids[i]));
      });
    }
    const expected = readFileSync(dataFile('assignment/example-solution.txt'), 'utf8');
    runCli(['-s', dataFile('assignment/example-puzzle.txt'), '-q'], { cwd: dir });
    expect(readFileSync(join(dir, 'sudoku.txt'), 'utf8').trimEnd()).toBe(expected.trimEnd());
  });
});
