import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  gridToString,
  isValidSolution,
  keepsClues,
  PuzzleReader,
  parsePuzzles,
  UNIT_CELLS,
} from '@sudoku/core';
import { LINE_GRID_BYTES, writeLineGrid } from '@sudoku/core/batch';
import { dataFile, readDataPuzzles } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { runCli, scratchDir } from './test-support/run-cli.js';

/** Calls `each` with every grid of a file, streaming: a million grids never sit in memory as objects. */
function forEachGrid(path: string, each: (cells: Uint8Array, index: number) => void): number {
  const reader = new PuzzleReader(each);
  reader.push(readFileSync(path));
  reader.end();
  return reader.puzzlesRead;
}

/** Blanks 4 cells per box, chosen by a seeded generator: the assignment's 36-hole puzzles. */
function punch(grid: Uint8Array, next: () => number): void {
  for (let box = 18; box < 27; box++) {
    const cells = Array.from(UNIT_CELLS.subarray(box * 9, box * 9 + 9));
    for (let k = 0; k < 4; k++) {
      const pick = k + Math.floor(next() * (9 - k));
      [cells[k], cells[pick]] = [cells[pick], cells[k]];
      grid[cells[k]] = 0;
    }
  }
}

describe('the classic job at full scale', () => {
  const dir = scratchDir();
  const million = 1_000_000;

  it('-c 1000000 writes 1,000,000 distinct valid grids with corner 8 in exactly 162,999,999 bytes', () => {
    const run = runCli(['-c', String(million), '-q'], { cwd: dir });
    expect(run.status).toBe(0);
    expect(statSync(join(dir, 'sudoku.txt')).size).toBe(162_999_999);
    const seen = new Set<string>();
    const count = forEachGrid(join(dir, 'sudoku.txt'), (cells, i) => {
      if (!isValidSolution(cells) || cells[0] !== 8)
        throw new Error(`grid ${i + 1} is not valid with corner 8`);
      seen.add(Buffer.from(cells.buffer, cells.byteOffset, 81).toString('latin1'));
    });
    expect(count).toBe(million);
    expect(seen.size).toBe(million);
  });

  it('-s solves 1,000,000 puzzles with 36 holes, in order, keeping their clues', () => {
    // Puzzles cut from the -c output, packed in one buffer and written as 81-digit lines.
    let seed = 2024;
    const next = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
    const puzzles = new Uint8Array(million * 81);
    forEachGrid(join(dir, 'sudoku.txt'), (cells, i) => {
      const puzzle = puzzles.subarray(i * 81, i * 81 + 81);
      puzzle.set(cells);
      punch(puzzle, next);
    });
    const text = new Uint8Array(million * LINE_GRID_BYTES);
    for (let i = 0, o = 0; i < million; i++)
      o = writeLineGrid(puzzles.subarray(i * 81, i * 81 + 81), text, o);
    writeFileSync(join(dir, 'puzzles.txt'), text);
    const run = runCli(['-s', 'puzzles.txt', '-o', 'solved.txt', '-q'], { cwd: dir });
    expect(run.status).toBe(0);
    const count = forEachGrid(join(dir, 'solved.txt'), (solution, i) => {
      if (
        !isValidSolution(solution) ||
        !keepsClues(puzzles.subarray(i * 81, i * 81 + 81), solution)
      ) {
        throw new Error(`puzzle ${i + 1}: bad solution ${gridToString(solution)}`);
      }
    });
    expect(count).toBe(million);
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

  it('handles the edge-case files of the classic interface as its contract decides', () => {
    const cases: [string, number, RegExp][] = [
      ['example-puzzle.txt', 0, /^$/],
      ['unit-test-puzzle.txt', 0, /^$/],
      ['two-puzzles.txt', 0, /^$/],
      ['empty-1000.txt', 0, /^$/],
      ['grids-1000.txt', 0, /^$/],
      // Both have a cell no digit fits; a row-major search finds it late in the second.
      [
        'unsolvable-dead-cell.txt',
        1,
        /^sudoku: puzzle 1 \(line 1\): no solution: no digit fits row 1 column 9\n$/,
      ],
      [
        'unsolvable-backtrack.txt',
        1,
        /^sudoku: puzzle 1 \(line 1\): no solution: no digit fits row 1 column 3\n$/,
      ],
      [
        'conflicting-givens-nearly-full.txt',
        1,
        /^sudoku: puzzle 1 \(line 1\): conflicting givens: digit 9 appears twice in row 1/,
      ],
      [
        'conflicting-givens-sparse.txt',
        1,
        /^sudoku: puzzle 1 \(line 1\): conflicting givens: digit 5 appears twice in row 1/,
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
