import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cellName, gridFromString } from '@sudoku/core';
import {
  CONFLICTING,
  EXAMPLE,
  MULTI_SOLUTION,
  referenceCount,
  SOLVABLE,
  UNSOLVABLE,
} from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { runCli, scratchDir } from '../test-support/run-cli.js';

const lines = (...puzzles: string[]) => `${puzzles.join('\n')}\n`;
const jsonLines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const TECHNIQUE = /^[a-z]+(-[a-z]+)*$/;

describe('sudoku rate', () => {
  it('prints difficulty, hardest technique and step count, one line per puzzle', () => {
    const puzzles = [EXAMPLE.puzzle, SOLVABLE[13].puzzle, SOLVABLE[0].puzzle];
    const run = runCli(['rate', '-'], { input: lines(...puzzles) });
    expect(run.status).toBe(0);
    const out = run.stdout.trim().split('\n');
    expect(out).toHaveLength(3);
    for (const line of out) {
      expect(line).toMatch(/^(easy|medium|hard|expert) [a-z-]+ \d+ steps?( \(.*\))?$/);
    }
    const json = jsonLines(runCli(['rate', '--json', '-'], { input: lines(...puzzles) }).stdout);
    expect(json.map((r) => r.puzzle)).toEqual([1, 2, 3]);
    for (const [i, r] of json.entries()) {
      expect(r.status).toBe('rated');
      expect(r.hardestTechnique).toMatch(TECHNIQUE);
      const counts = Object.values(r.techniqueCounts as Record<string, number>);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(r.steps);
      expect(out[i]).toBe(
        `${r.difficulty} ${r.hardestTechnique} ${r.steps} steps${r.solvedLogically ? '' : ' (techniques stuck)'}`,
      );
    }
  });

  it('marks puzzles without solution or with conflicting givens, reports them, exit 1', () => {
    const input = lines(
      UNSOLVABLE[0].puzzle,
      EXAMPLE.puzzle,
      CONFLICTING[1].puzzle,
      MULTI_SOLUTION[0].puzzle,
    );
    const run = runCli(['rate', '-'], { input });
    expect(run.status).toBe(1);
    const out = run.stdout.trim().split('\n');
    expect(out[0]).toBe('no-solution');
    expect(out[2]).toBe('conflict');
    expect(out[3]).toMatch(/several solutions/);
    expect(run.stderr).toMatch(/^sudoku: puzzle 1: no solution$/m);
    expect(run.stderr).toMatch(/^sudoku: puzzle 3: conflicting givens: digit 5 appears twice/m);
  });
});

describe('sudoku hint', () => {
  it("gives a step whose digit is the solution's, and an explanation naming the cell", () => {
    const run = runCli(['hint', '-'], { input: lines(EXAMPLE.puzzle) });
    expect(run.status).toBe(0);
    const match = /^r(\d)c(\d) = (\d): (.+)$/.exec(run.stdout.trim());
    expect(match).not.toBeNull();
    const [, row, col, digit, explanation] = match!;
    const cell = (Number(row) - 1) * 9 + Number(col) - 1;
    expect(Number(digit)).toBe(Number(EXAMPLE.solution[cell]));
    expect(explanation).toContain(cellName(cell));
    const [json] = jsonLines(
      runCli(['hint', '--json', '-'], { input: lines(EXAMPLE.puzzle) }).stdout,
    );
    expect(json).toMatchObject({
      puzzle: 1,
      kind: 'step',
      cell: cellName(cell),
      digit: Number(digit),
    });
    expect(json.technique).toMatch(TECHNIQUE);
    expect(json.explanation).toBe(explanation);
  });

  it('covers the fallback, solved, unsolvable and clash cases', () => {
    const input = lines(
      MULTI_SOLUTION[1].puzzle,
      EXAMPLE.solution,
      UNSOLVABLE[0].puzzle,
      CONFLICTING[0].puzzle,
    );
    const run = runCli(['hint', '--json', '-'], { input });
    expect(run.status).toBe(1);
    const json = jsonLines(run.stdout);
    expect(json.map((h) => h.kind)).toEqual(['fallback', 'solved', 'unsolvable', 'conflict']);
    expect(json[0].explanation).toMatch(
      /several solutions, and no basic technique places a digit; r\dc\d has the fewest candidates/,
    );
    expect(run.stderr).toMatch(/^sudoku: puzzle 3: no solution$/m);
    expect(run.stderr).toMatch(/^sudoku: puzzle 4: conflicting digits: digit 9 appears twice/m);
    const text = runCli(['hint', '-'], { input }).stdout.trim().split('\n');
    expect(text[0]).toMatch(/^r\dc\d = \d \(fallback\): /);
    expect(text[1]).toMatch(/^solved: /);
    expect(text[2]).toMatch(/^no-solution: /);
    expect(text[3]).toMatch(/^conflict: /);
  });
});

describe('sudoku count', () => {
  it('agrees with the reference counter on every multi-solution fixture', () => {
    const puzzles = MULTI_SOLUTION.map((f) => f.puzzle);
    const run = runCli(['count', '-'], { input: lines(...puzzles) });
    expect(run.status).toBe(0);
    const expected = puzzles.map((p) => String(referenceCount(gridFromString(p), 1_000_000)));
    expect(run.stdout.trim().split('\n')).toEqual(expected);
  });

  it('says "at least N" at the cap, 0 with exit 1 for bad puzzles, and --json', () => {
    const multi = MULTI_SOLUTION[1].puzzle;
    const total = referenceCount(gridFromString(multi), 1_000_000);
    expect(total).toBeGreaterThan(3);
    const input = lines(multi, EXAMPLE.puzzle, UNSOLVABLE[1].puzzle, CONFLICTING[0].puzzle);
    const run = runCli(['count', '--max', '3', '-'], { input });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('at least 3\n1\n0\n0\n');
    expect(run.stderr).toMatch(/^sudoku: puzzle 3: no solution$/m);
    const json = jsonLines(runCli(['count', '--json', '-'], { input }).stdout);
    expect(json).toEqual([
      { puzzle: 1, count: total, exact: true, status: 'ok' },
      { puzzle: 2, count: 1, exact: true, status: 'ok' },
      { puzzle: 3, count: 0, exact: true, status: 'unsolvable' },
      { puzzle: 4, count: 0, exact: true, status: 'conflict' },
    ]);
  });

  it('reads files, fails clearly on a missing one, an empty one or a format error (exit 2)', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'p.txt'), lines(EXAMPLE.puzzle));
    expect(runCli(['count', 'p.txt'], { cwd: dir }).stdout).toBe('1\n');
    const missing = runCli(['rate', 'nope.txt'], { cwd: dir });
    expect(missing).toMatchObject({ status: 2, stdout: '' });
    expect(missing.stderr).toBe('sudoku: cannot read nope.txt: no such file\n');
    const empty = runCli(['hint', '-'], { input: '# nothing\n' });
    expect(empty.status).toBe(2);
    expect(empty.stderr).toMatch(/holds no puzzle/);
    const bad = runCli(['count', '-'], {
      input: `${EXAMPLE.puzzle}\n${EXAMPLE.puzzle.replace('9', 'x')}\n`,
    });
    expect(bad).toMatchObject({ status: 2, stdout: '' });
    expect(bad.stderr).toMatch(
      /^sudoku: standard input: puzzle 2, line 2, column 1: unexpected 'x'/,
    );
  });
});
