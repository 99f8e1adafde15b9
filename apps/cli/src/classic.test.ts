import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  formatGridsText,
  gridToString,
  isValidSolution,
  parseGrid,
  parsePuzzles,
} from '@sudoku/core';
import { MAX_GRIDS } from '@sudoku/generator';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { runCli, scratchDir } from './test-support/run-cli.js';

/** A folder whose sudoku.txt must survive whatever a failing command does. */
function folderWithPreciousOutput(): string {
  const dir = scratchDir();
  writeFileSync(join(dir, 'sudoku.txt'), 'precious');
  writeFileSync(join(dir, 'source-file.cpp'), '#include <cstdio>\nint main() { return 0; }\n');
  return dir;
}

describe("the classic interface's table of bad commands", () => {
  const usage = [['-c'], ['-s'], ['-c', '100', '5'], ['-s', 'f', '5'], ['-p', 'f'], ['-c100']];
  const range = [
    ['-c', '0'],
    ['-c', '-100'],
    ['-c', 'abc'],
    ['-c', '123.45'],
    ['-c', '0001'],
    ['-c', ''],
    ['-c', '1e6'],
    ['-c', '12abc'],
    ['-c', ' 5'],
  ];
  const maximum = [
    ['-c', '10000001'],
    ['-c', '1000000000000'],
  ];

  it.each(usage)('%s … is a usage error', (...args) => {
    const dir = folderWithPreciousOutput();
    const run = runCli(args, { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^sudoku: .+ \(see sudoku --help\)\n$/);
    expect(readFileSync(join(dir, 'sudoku.txt'), 'utf8')).toBe('precious');
  });

  it.each(range)('-c %j names the allowed range', (...args) => {
    const dir = folderWithPreciousOutput();
    const run = runCli(args, { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`from 1 to ${MAX_GRIDS.toLocaleString('en-US')}`);
    expect(readFileSync(join(dir, 'sudoku.txt'), 'utf8')).toBe('precious');
  });

  it.each(maximum)('-c %s names the maximum', (...args) => {
    const dir = folderWithPreciousOutput();
    const run = runCli(args, { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`at most ${MAX_GRIDS.toLocaleString('en-US')}`);
    expect(readFileSync(join(dir, 'sudoku.txt'), 'utf8')).toBe('precious');
  });

  it('-s missing-file fails and leaves sudoku.txt untouched', () => {
    const dir = folderWithPreciousOutput();
    const run = runCli(['-s', 'missing-file'], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('sudoku: cannot read missing-file: no such file\n');
    expect(readFileSync(join(dir, 'sudoku.txt'), 'utf8')).toBe('precious');
  });

  it('-s source-file.cpp is a format error with its location, and leaves no temporary file', () => {
    const dir = folderWithPreciousOutput();
    const run = runCli(['-s', 'source-file.cpp'], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^sudoku: source-file.cpp: puzzle 1, line 2, column 1: unexpected 'i'/,
    );
    expect(readFileSync(join(dir, 'sudoku.txt'), 'utf8')).toBe('precious');
    expect(readdirSync(dir).sort()).toEqual(['source-file.cpp', 'sudoku.txt']);
  });

  it.each([['1'], ['2'], ['1000']])(
    '-c %s writes that many distinct valid grids with corner 8',
    (n) => {
      const dir = folderWithPreciousOutput();
      const run = runCli(['-c', n], { cwd: dir });
      expect(run.status).toBe(0);
      const bytes = readFileSync(join(dir, 'sudoku.txt'));
      expect(bytes.length).toBe(163 * Number(n) - 1);
      expect(bytes.at(-1)).toBe(10);
      const grids = parsePuzzles(bytes);
      expect(grids).toHaveLength(Number(n));
      expect(grids.every((g) => isValidSolution(g) && g[0] === 8)).toBe(true);
      expect(new Set(grids.map((g) => gridToString(g))).size).toBe(grids.length);
    },
  );
});

describe('classic options', () => {
  it('--first-digit and --student-id set the corner; both at once is a usage error', () => {
    const dir = scratchDir();
    expect(runCli(['-c', '50', '--first-digit', '3', '-q'], { cwd: dir }).status).toBe(0);
    expect(parsePuzzles(readFileSync(join(dir, 'sudoku.txt'))).every((g) => g[0] === 3)).toBe(true);
    // (4 + 7) mod 9 + 1 = 3
    expect(
      runCli(['-c', '5', '--student-id', '20231047', '-o', 'id.txt'], { cwd: dir }).status,
    ).toBe(0);
    expect(parsePuzzles(readFileSync(join(dir, 'id.txt'))).every((g) => g[0] === 3)).toBe(true);
    const both = runCli(['-c', '5', '--first-digit', '3', '--student-id', '47'], { cwd: dir });
    expect(both.status).toBe(2);
    expect(runCli(['-c', '5', '--first-digit', '0'], { cwd: dir }).status).toBe(2);
    expect(runCli(['-c', '5', '--student-id', 'abc'], { cwd: dir }).stderr).toMatch(
      /must end in two digits/,
    );
  });

  it('-c is deterministic and the long form writes the same bytes', () => {
    const dir = scratchDir();
    runCli(['-c', '300', '-q'], { cwd: dir });
    const long = runCli(['generate-grids', '300', '-o', '-', '-q']);
    expect(long.stdout).toBe(readFileSync(join(dir, 'sudoku.txt'), 'utf8'));
  });

  it('-s FILE solves into sudoku.txt; -o overrides it', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'in.txt'), formatGridsText([parseGrid(EXAMPLE.puzzle)]));
    expect(
      runCli(['-s', 'in.txt', '--strategy', 'dfs', '--threads', '1'], { cwd: dir }).status,
    ).toBe(0);
    const expected = formatGridsText([parseGrid(EXAMPLE.solution)]);
    expect(readFileSync(join(dir, 'sudoku.txt'), 'utf8')).toBe(expected);
    expect(runCli(['-s', 'in.txt', '-o', 'other.txt', '-q'], { cwd: dir }).status).toBe(0);
    expect(readFileSync(join(dir, 'other.txt'), 'utf8')).toBe(expected);
  });

  it('takes its options before -c / -s as well as after', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'in.txt'), formatGridsText([parseGrid(EXAMPLE.puzzle)]));
    const after = runCli(['-c', '20', '--first-digit', '3', '-o', '-', '-q']);
    const before = runCli(['-q', '--first-digit', '3', '-o', '-', '-c', '20']);
    expect(before).toEqual({ status: 0, stdout: after.stdout, stderr: '' });
    expect(runCli(['-o', 'solved.txt', '-q', '-s', 'in.txt'], { cwd: dir })).toEqual({
      status: 0,
      stdout: '',
      stderr: '',
    });
    const expected = formatGridsText([parseGrid(EXAMPLE.solution)]);
    expect(readFileSync(join(dir, 'solved.txt'), 'utf8')).toBe(expected);
  });

  it('says that -c and -s go one at a time, once, instead of calling the other unknown', () => {
    const dir = folderWithPreciousOutput();
    for (const [args, message] of [
      [['-c', '5', '-s', 'in.txt'], '-c cannot be used with -s'],
      [['-q', '-s', 'in.txt', '-c', '5'], '-s cannot be used with -c'],
      [['-c', '5', '-c', '6'], '-c can be given only once'],
    ] as const) {
      const run = runCli(args, { cwd: dir });
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toBe(`sudoku: ${message} (see sudoku --help)\n`);
    }
    expect(readFileSync(join(dir, 'sudoku.txt'), 'utf8')).toBe('precious');
  });
});
