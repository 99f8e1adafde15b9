import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseGrid } from '@sudoku/core';
import { CONFLICTING, EXAMPLE, MULTI_SOLUTION, referenceCount, UNSOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { recordHead } from '../puzzle-record.js';
import { runCli, scratchDir } from '../test-support/run-cli.js';

const lines = (...puzzles: string[]) => `${puzzles.join('\n')}\n`;
const jsonLines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const _TECHNIQUE = /^[a-z]+(-[a-z]+)*$/;

describe('sudoku count', () => {
  it('agrees with the reference counter on every multi-solution fixture', () => {
    const puzzles = MULTI_SOLUTION.map((f) => f.puzzle);
    const run = runCli(['count', '-'], { input: lines(...puzzles) });
    expect(run.status).toBe(0);
    const expected = puzzles.map((p) => String(referenceCount(parseGrid(p), 1_000_000)));
    expect(run.stdout.trim().split('\n')).toEqual(expected);
  });

  it('says "at least N" at the cap, 0 with exit 1 for bad puzzles, and --json', () => {
    const multi = MULTI_SOLUTION[1].puzzle;
    const total = referenceCount(parseGrid(multi), 1_000_000);
    expect(total).toBeGreaterThan(3);
    const input = lines(multi, EXAMPLE.puzzle, UNSOLVABLE[1].puzzle, CONFLICTING[0].puzzle);
    const run = runCli(['count', '--max', '3', '-'], { input });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('at least 3\n1\n0\n0\n');
    const [, deadEnd] = /^sudoku: puzzle 3 \(line 3\): (no solution: .+)$/m.exec(run.stderr) ?? [];
    const [, conflict] =
      /^sudoku: puzzle 4 \(line 4\): (conflicting givens: .+)$/m.exec(run.stderr) ?? [];
    expect(deadEnd).toBeDefined();
    expect(conflict).toMatch(/digit \d appears twice/);
    const json = jsonLines(runCli(['count', '--json', '-'], { input }).stdout);
    expect(json).toEqual(
      [
        { status: 'solved', reason: null, count: total, exact: true },
        { status: 'solved', reason: null, count: 1, exact: true },
        { status: 'unsolvable', reason: deadEnd, count: 0, exact: true },
        { status: 'invalid', reason: conflict, count: 0, exact: true },
      ].map((fields, i) => ({ ...recordHead(i + 1, parseGrid(input.split('\n')[i]!)), ...fields })),
    );
  });

  it("prints the cap as --help's example shows it, digits only", () => {
    const open = runCli(['count', '-q', '-'], { input: lines('.'.repeat(81)) });
    expect(open.stdout).toBe('at least 100000\n');
    expect(runCli(['count', '--help']).stdout).toContain(`\n  ${open.stdout}`);
  });

  it('reads files, fails clearly on a missing one or a format error (exit 2); an empty one is an empty run', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'p.txt'), lines(EXAMPLE.puzzle));
    expect(runCli(['count', 'p.txt'], { cwd: dir }).stdout).toBe('1\n');
    const missing = runCli(['rate', 'nope.txt'], { cwd: dir });
    expect(missing).toMatchObject({ status: 2, stdout: '' });
    expect(missing.stderr).toBe('sudoku: cannot read nope.txt: no such file\n');
    for (const command of ['solve', 'rate', 'explain', 'hint', 'count']) {
      const empty = runCli([command, '-'], { input: '# nothing\n' });
      expect(empty, command).toMatchObject({ status: 0, stdout: '' });
      expect(empty.stderr, command).not.toMatch(/sudoku: /);
    }
    const bad = runCli(['count', '-'], {
      input: `${EXAMPLE.puzzle}\n${EXAMPLE.puzzle.replace('9', 'x')}\n`,
    });
    expect(bad).toMatchObject({ status: 2, stdout: '' });
    expect(bad.stderr).toMatch(
      /^sudoku: standard input: puzzle 2, line 2, column 1: unexpected 'x'/,
    );
  });
});

describe('per-puzzle commands stream their input', () => {
  it('give the same lines, in input order, on one thread and on two, across many pieces', () => {
    const cycle = [EXAMPLE.puzzle, MULTI_SOLUTION[0].puzzle, UNSOLVABLE[0].puzzle];
    const input = lines(...Array.from({ length: 2000 }, () => cycle).flat());
    for (const command of ['count', 'hint']) {
      const one = runCli([command, '--json', '-q', '-t', '1', '-'], { input });
      const two = runCli([command, '--json', '-q', '-t', '2', '-'], { input });
      expect(two.status, command).toBe(1);
      expect(two.stdout, command).toBe(one.stdout);
      const records = jsonLines(two.stdout);
      expect(records.map((r) => r.index)).toEqual(records.map((_, i) => i + 1));
      expect(records[2].reason, command).toMatch(/^no solution: /);
    }
  });
});
