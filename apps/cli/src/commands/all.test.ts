import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  formatGrids,
  type Grid,
  gridToString,
  isValidSolution,
  keepsClues,
  parseGrid,
  parsePuzzles,
} from '@sudoku/core';
import { enumerateSolutions } from '@sudoku/engine';
import { CONFLICTING, EXAMPLE, MULTI_SOLUTION, referenceCount, UNSOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { runCli, scratchDir, tempFiles } from '../test-support/run-cli.js';

// 20 givens of the assignment's example: far more solutions than any cap here.
const SPARSE = '900060024000401060006000300010000003000010402000000000004000800890006000300000000';
const MULTI = MULTI_SOLUTION[1].puzzle; // rows 1-3 blank: a few hundred solutions at most

function runAll(puzzle: string, args: string[]) {
  const dir = scratchDir();
  writeFileSync(join(dir, 'p.txt'), `${puzzle}\n`);
  const run = runCli(['all', 'p.txt', '-o', 'out.txt', ...args], { cwd: dir });
  const file = join(dir, 'out.txt');
  return { ...run, dir, bytes: existsSync(file) ? readFileSync(file) : undefined };
}

/** The engine's sequential enumeration, formatted: what every thread count must reproduce. */
function sequential(puzzle: string, max: number, format: 'grid' | 'line'): Uint8Array {
  const grids: Grid[] = [];
  enumerateSolutions(parseGrid(puzzle), {
    maxSolutions: max,
    onSolution: (g) => grids.push(g),
  });
  return formatGrids(grids, format);
}

describe('sudoku all', () => {
  it('writes every solution, valid, distinct and keeping the clues, and prints the count', () => {
    const total = referenceCount(parseGrid(MULTI), 1_000_000);
    const run = runAll(MULTI, ['--threads', '2']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${total} solutions\n`);
    const solutions = parsePuzzles(run.bytes!);
    expect(solutions).toHaveLength(total);
    const puzzle = parseGrid(MULTI);
    for (const s of solutions) {
      expect(isValidSolution(s)).toBe(true);
      expect(keepsClues(puzzle, s)).toBe(true);
    }
    expect(new Set(solutions.map((s) => gridToString(s))).size).toBe(total);
    expect(run.bytes!.length).toBe(163 * total - 1); // the classic layout, no trailing blank line
  });

  it('keeps at most --max but reports the full count past the cap', () => {
    const total = referenceCount(parseGrid(MULTI), 1_000_000);
    const run = runAll(MULTI, ['--max', '10', '-f', 'line']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${total} solutions\n`);
    expect(Buffer.from(run.bytes!).equals(Buffer.from(sequential(MULTI, 10, 'line')))).toBe(true);
    expect(run.stderr).toMatch(new RegExp(`wrote the first 10 of ${total} solutions`));
  });

  it('writes the same bytes as the sequential enumeration on 1, 2 and 3 threads', () => {
    for (const format of ['grid', 'line'] as const) {
      const expected = Buffer.from(sequential(SPARSE, 2000, format));
      const outputs = ['1', '2', '3'].map((t) =>
        runAll(SPARSE, ['-t', t, '-f', format, '--max', '2000', '--count-limit', '8000', '-q']),
      );
      for (const run of outputs) {
        expect(run.status).toBe(0);
        expect(run.stdout).toBe('at least 8000 solutions\n');
        expect(Buffer.from(run.bytes!).equals(expected)).toBe(true);
      }
    }
  });

  it('--json reports the count, whether it is exact, and what was written', () => {
    const run = runAll(SPARSE, ['--json', '--max', '5', '--count-limit', '50', '-t', '2']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      index: 1,
      givens: SPARSE.replace(/[0.]/g, '').length,
      count: 50,
      exact: false,
      written: 5,
      format: 'grid',
      output: join(run.dir, 'out.txt'),
    });
    const one = runAll(EXAMPLE.puzzle, ['--json']);
    expect(JSON.parse(one.stdout)).toMatchObject({ count: 1, exact: true, written: 1 });
    expect(one.bytes!.toString()).toBe(
      `${Buffer.from(formatGrids([parseGrid(EXAMPLE.solution)])).toString()}`,
    );
  });

  it('reports no solution and conflicting givens naming the input, with exit 1, keeping an old file, and --json says why', () => {
    for (const [puzzle, status, message] of [
      [UNSOLVABLE[1].puzzle, 'unsolvable', /^sudoku: p\.txt: (no solution: .+)$/m],
      [
        CONFLICTING[1].puzzle,
        'invalid',
        /^sudoku: p\.txt: (conflicting givens: digit 5 appears twice.*)$/m,
      ],
    ] as const) {
      const run = runAll(puzzle, []);
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('0 solutions\n');
      expect(run.stderr).toMatch(message);
      expect(run.stderr).not.toMatch(/wrote/);
      expect(run.bytes).toBeUndefined();
      writeFileSync(join(run.dir, 'out.txt'), 'precious');
      const again = runCli(['all', 'p.txt', '-o', 'out.txt'], { cwd: run.dir });
      expect(again.status).toBe(1);
      expect(readFileSync(join(run.dir, 'out.txt'), 'utf8')).toBe('precious');
      expect(tempFiles(run.dir)).toEqual([]);
      const json = runAll(puzzle, ['--json']);
      expect(json.status).toBe(1);
      expect(JSON.parse(json.stdout)).toMatchObject({
        status,
        reason: message.exec(run.stderr)![1],
        count: 0,
      });
    }
    expect(JSON.parse(runAll(EXAMPLE.puzzle, ['--json']).stdout)).toMatchObject({
      status: 'solved',
      reason: null,
    });
  });

  it('rejects more than one puzzle, a missing -o and a count limit below --max, leaving no file', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'two.txt'), `${MULTI}\n${MULTI}\n`);
    const two = runCli(['all', 'two.txt', '-o', 'out.txt'], { cwd: dir });
    expect(two.status).toBe(2);
    expect(two.stderr).toBe(
      'sudoku: all enumerates one puzzle; two.txt holds more than one (see sudoku all --help)\n',
    );
    expect(existsSync(join(dir, 'out.txt'))).toBe(false);
    const noOutput = runCli(['all', 'two.txt'], { cwd: dir });
    expect(noOutput.status).toBe(2);
    expect(noOutput.stderr).toMatch(/--output/);
    const limit = runCli(['all', 'two.txt', '-o', 'x', '--max', '10', '--count-limit', '5'], {
      cwd: dir,
    });
    expect(limit.status).toBe(2);
    expect(limit.stderr).toMatch(/--count-limit \(5\) must be at least --max \(10\)/);
    expect(runCli(['all', '--help']).stdout).toMatch(/Examples:/);
  });
});
