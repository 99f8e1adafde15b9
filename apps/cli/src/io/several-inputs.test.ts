import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLE, SOLVABLE, UNSOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { runCli, scratchDir } from '../test-support/run-cli.js';

/** A folder with the files given, by name. */
function folder(files: Record<string, string>): string {
  const dir = scratchDir();
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const P1 = SOLVABLE[0]!.puzzle;
const P2 = SOLVABLE[1]!.puzzle;
const BAD = UNSOLVABLE[0]!.puzzle;

describe('several input files on one command line', () => {
  it('are read one after another: numbers count across them, messages name the file and its line', () => {
    const dir = folder({
      'a.txt': `# two puzzles\n${P1}\n${P2}`, // no final newline
      'b.txt': `\n${BAD}\n${EXAMPLE.puzzle}\n`,
    });
    for (const command of [['solve', '-f', 'line'], ['count']]) {
      const run = runCli([...command, 'a.txt', 'b.txt'], { cwd: dir });
      expect(run.status, command[0]).toBe(1);
      expect(run.stderr).toMatch(/^sudoku: puzzle 3 \(b\.txt, line 2\): no solution: /m);
      const joined = runCli([...command, '-'], {
        cwd: dir,
        input: `${P1}\n${P2}\n${BAD}\n${EXAMPLE.puzzle}\n`,
      });
      expect(run.stdout).toBe(joined.stdout);
    }
    const json = runCli(['rate', '--json', 'a.txt', 'b.txt', 'a.txt'], { cwd: dir });
    const lines = json.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.index)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(lines.map((l) => l.status)).toEqual([
      'solved',
      'solved',
      'unsolvable',
      'solved',
      'solved',
      'solved',
    ]);
  });

  it('each get a reader of their own: a CSV header in each, a puzzle cut at a file’s end', () => {
    const csv = (puzzle: string) => `quizzes,solutions\n${puzzle},\n`;
    const dir = folder({
      'a.csv': csv(P1),
      'b.csv': csv(P2),
      'cut.txt': `${P1}\n${P2.slice(0, 36)}`,
    });
    expect(runCli(['count', 'a.csv', 'b.csv'], { cwd: dir }).stdout).toBe('1\n1\n');
    const cut = runCli(['solve', '-f', 'line', 'cut.txt', 'a.csv'], { cwd: dir });
    expect(cut.status).toBe(2);
    expect(cut.stderr).toMatch(
      /^sudoku: cut\.txt: puzzle 2, line 2, column \d+: the input ends inside a puzzle: 36 of 81 cells read\n/,
    );
    const later = runCli(['rate', 'a.csv', 'cut.txt'], { cwd: dir });
    expect(later.stderr).toMatch(/^sudoku: cut\.txt: puzzle 3, line 2, column \d+: /m);
  });

  it('are all checked before any work: a missing one fails at once and an old output stays', () => {
    const dir = folder({ 'a.txt': `${P1}\n`, 'out.txt': 'precious' });
    for (const command of ['solve', 'rate', 'count']) {
      const run = runCli([command, 'a.txt', 'a.txt', 'nope.txt', '-o', 'out.txt'], { cwd: dir });
      expect(run).toMatchObject({ status: 2, stdout: '' });
      expect(run.stderr).toBe('sudoku: cannot read nope.txt: no such file\n');
      expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('precious');
    }
    const twice = runCli(['count', '-', 'a.txt', '-'], { cwd: dir, input: '' });
    expect(twice.stderr).toMatch(/^sudoku: standard input \(-\) is named twice/);
  });

  it('mix with standard input and puzzles written out, in the order given', () => {
    const dir = folder({ 'a.txt': `${BAD}\n` });
    const run = runCli(['count', P1, 'a.txt', '-', P2], { cwd: dir, input: `${EXAMPLE.puzzle}\n` });
    expect(run.stdout).toBe('1\n0\n1\n1\n');
    expect(run.stderr).toMatch(/^sudoku: puzzle 2 \(a\.txt, line 1\): no solution/m);
  });
});
