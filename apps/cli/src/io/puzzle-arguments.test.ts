import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLE, UNSOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { runCli, scratchDir } from '../test-support/run-cli.js';

const TOP95_FIRST =
  '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

describe('puzzles written out on the command line', () => {
  it('are read as the input, one line each, by every command that reads puzzles', () => {
    const rated = runCli(['rate', TOP95_FIRST]);
    expect(rated).toMatchObject({ status: 0, stdout: '2.6 medium: Pointing, 69 steps\n' });
    const solved = runCli(['solve', '-f', 'line', '-q', EXAMPLE.puzzle, TOP95_FIRST]);
    expect(solved.status).toBe(0);
    expect(solved.stdout.split('\n')[0]).toBe(EXAMPLE.solution);
    expect(solved.stdout.split('\n')).toHaveLength(3);
    const counted = runCli(['count', EXAMPLE.puzzle, UNSOLVABLE[0]!.puzzle]);
    // The second has no solution: a failed puzzle, exit 1, its line still written.
    expect(counted).toMatchObject({ status: 1, stdout: '1\n0\n' });
    const hint = runCli(['hint', '--json', EXAMPLE.puzzle]);
    expect(JSON.parse(hint.stdout).index).toBe(1);
    const all = runCli(['all', '-o', '-', '-f', 'line', EXAMPLE.puzzle]);
    expect(all).toMatchObject({ status: 0, stdout: `${EXAMPLE.solution}\n` });
  });

  it("take any blank: a puzzle starting with '-' comes after --", () => {
    // The first cell left blank too: 21,786 solutions.
    const dashes = `-${TOP95_FIRST.slice(1).replaceAll('.', '-')}`;
    const underscores = TOP95_FIRST.replaceAll('.', '_');
    const run = runCli(['count', '--', underscores, dashes]);
    expect(run).toMatchObject({ status: 0, stdout: '1\n21786\n' });
  });

  it('name the argument as the line of a format error', () => {
    const short = runCli(['rate', TOP95_FIRST, TOP95_FIRST.slice(1)]);
    expect(short.status).toBe(2);
    expect(short.stderr).toBe(
      'sudoku: the command line: puzzle 2, line 2, column 81: this line has 80 cells; expected 9 per row, or all 81 on one line\n',
    );
  });

  it('mix with files, every file checked first, and a file of that name is the file', () => {
    const dir = scratchDir();
    const mixed = runCli(['rate', TOP95_FIRST, 'puzzles.txt'], { cwd: dir });
    expect(mixed).toMatchObject({ status: 2, stdout: '' });
    expect(mixed.stderr).toBe('sudoku: cannot read puzzles.txt: no such file\n');
    writeFileSync(join(dir, 'puzzles.txt'), `${EXAMPLE.puzzle}\n`);
    const both = runCli(['count', TOP95_FIRST, 'puzzles.txt', TOP95_FIRST], { cwd: dir });
    expect(both).toMatchObject({ status: 0, stdout: '1\n1\n1\n' });
    // A file named like a puzzle (unlikely, but it exists) is read as a file.
    writeFileSync(join(dir, TOP95_FIRST), `${EXAMPLE.puzzle}\n`);
    expect(runCli(['count', TOP95_FIRST], { cwd: dir }).stdout).toBe('1\n');
    expect(runCli(['count', 'missing.txt'], { cwd: dir }).stderr).toBe(
      'sudoku: cannot read missing.txt: no such file\n',
    );
  });
});
