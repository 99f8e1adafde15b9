import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatGridsText, parseGrid } from '@sudoku/core';
import { EXAMPLE, SOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { runCli, scratchDir } from '../test-support/run-cli.js';

const P = SOLVABLE[0]!.puzzle;

describe('--keep-going: a long run reads on past a bad line', () => {
  it('gives the bad line an invalid result naming its line and column, in its place, and exits 1', () => {
    const lines = Array.from({ length: 3000 }, () => P);
    lines[1200] = `${P.slice(0, 40)}x${P.slice(41)}`;
    lines[2500] = `${P}7`;
    const input = `${lines.join('\n')}\n`;
    const stopped = runCli(['count', '-'], { input });
    expect(stopped.status).toBe(2);
    const run = runCli(['count', '--keep-going', '-'], { input });
    expect(run.status).toBe(1);
    const out = run.stdout.trimEnd().split('\n');
    expect(out).toHaveLength(3000);
    expect(out[1200]).toBe(
      "invalid: line 1201, column 41: unexpected 'x'; expected a digit 1-9, 0 or '.' for an empty cell",
    );
    expect(out[2500]).toMatch(/^invalid: line 2501, column 82: unexpected '7' after the 81st cell/);
    expect(out.filter((l) => l === '1')).toHaveLength(2998);
    expect(run.stderr).toMatch(/^sudoku: puzzle 1201 \(line 1201\): line 1201, column 41: /m);
    const json = runCli(['rate', '--keep-going', '--json', '-'], {
      input: `${EXAMPLE.puzzle}\n${lines[1200]}\n${EXAMPLE.puzzle}\n`,
    });
    expect(json.stdout.split('\n')[1]).toBe(
      `{"index":2,"input":null,"givens":null,"status":"invalid","reason":"line 2, column 41: unexpected 'x'; expected a digit 1-9, 0 or '.' for an empty cell"}`,
    );
  });

  it('skips a bad grid to its blank line and reads the next grid whole, in every file of a run', () => {
    const grid = (p: string) => formatGridsText([parseGrid(p)]).trimEnd();
    const bad = grid(P).replace(/^(.{6})./m, '$1?');
    const dir = scratchDir();
    writeFileSync(join(dir, 'a.txt'), `${grid(EXAMPLE.puzzle)}\n\n${bad}\n\n${grid(P)}\n`);
    writeFileSync(join(dir, 'b.txt'), `${P}\nnot a puzzle\n${P}\n`);
    const run = runCli(['count', '--keep-going', 'a.txt', 'b.txt'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(
      [
        '1',
        "invalid: line 11, column 7: unexpected '?'; expected a digit 1-9, 0 or '.' for an empty cell",
        '1',
        '1',
        "invalid: line 2, column 1: unexpected 'n'; expected a digit 1-9, 0 or '.' for an empty cell",
        '1',
        '',
      ].join('\n'),
    );
    expect(run.stderr).toMatch(/^sudoku: puzzle 5 \(b\.txt, line 2\): line 2, column 1: /m);
  });

  it('is refused with --shard, whose parts need an input without format errors', () => {
    for (const command of ['count', 'solve']) {
      const run = runCli([command, '--keep-going', '--shard', '1/2', '-'], { input: `${P}\n` });
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/^sudoku: --keep-going cannot be used with --shard/);
    }
  });

  it('solve leaves a bad puzzle out of the grids, names it on stderr, and exits 1; --json keeps its place', () => {
    const lines = Array.from({ length: 6000 }, () => P);
    lines[0] = `${P.slice(0, 3)}?${P.slice(4)}`;
    lines[1200] = `${P.slice(0, 40)}x${P.slice(41)}`;
    lines[5500] = `${P}7`; // past the first piece of the batch pipeline
    const input = `${lines.join('\n')}\n`;
    const solution = runCli(['solve', '-q', '-f', 'line', P]).stdout;
    expect(runCli(['solve', '-f', 'line', '-'], { input }).status).toBe(2);
    const run = runCli(['solve', '--keep-going', '-f', 'line', '-'], { input });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(solution.repeat(5997));
    const problems = run.stderr.split('\n').filter((l) => l.startsWith('sudoku: puzzle'));
    expect(problems).toEqual([
      "sudoku: puzzle 1 (line 1): line 1, column 4: unexpected '?'; expected a digit 1-9, 0 or '.' for an empty cell",
      "sudoku: puzzle 1201 (line 1201): line 1201, column 41: unexpected 'x'; expected a digit 1-9, 0 or '.' for an empty cell",
      "sudoku: puzzle 5501 (line 5501): line 5501, column 82: unexpected '7' after the 81st cell; a puzzle has exactly 81 cells",
    ]);
    expect(run.stderr).toMatch(
      /read 6,000 puzzles, solved 5,997 .*; 3 not read \(not puzzles, left out\)/,
    );
    // Grids: the first grid written has no blank line before it, though the first puzzle was bad.
    const grids = runCli(['solve', '--keep-going', '-q', '-'], { input });
    expect(grids.stdout).toBe(runCli(['solve', '-q', ...Array(5997).fill(P)]).stdout);
    const json = runCli(['solve', '--keep-going', '--json', '-t', '2', '-'], { input });
    const records = json.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(records.map((r) => r.index)).toEqual(Array.from({ length: 6000 }, (_, i) => i + 1));
    expect(records[1200]).toEqual({
      index: 1201,
      input: null,
      givens: null,
      status: 'invalid',
      reason:
        "line 1201, column 41: unexpected 'x'; expected a digit 1-9, 0 or '.' for an empty cell",
      solution: null,
    });
    expect(records.filter((r) => r.status === 'solved')).toHaveLength(5997);
  });

  it('solve skips a bad grid to its blank line, in every file of a run, numbering across them', () => {
    const grid = (p: string) => formatGridsText([parseGrid(p)]).trimEnd();
    const dir = scratchDir();
    writeFileSync(
      join(dir, 'a.txt'),
      `${grid(P)}\n\n${grid(P).replace(/^(.{6})./m, '$1?')}\n\n${grid(P)}\n`,
    );
    writeFileSync(join(dir, 'b.txt'), `${P}\nnot a puzzle\n${P}\n`);
    const run = runCli(['solve', '--keep-going', '-f', 'line', 'a.txt', 'b.txt'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stdout.split('\n')).toHaveLength(5);
    expect(run.stderr).toMatch(
      /^sudoku: puzzle 2 \(a\.txt, line 11\): line 11, column 7: unexpected '\?'/m,
    );
    expect(run.stderr).toMatch(
      /^sudoku: puzzle 5 \(b\.txt, line 2\): line 2, column 1: unexpected 'n'/m,
    );
  });
});
