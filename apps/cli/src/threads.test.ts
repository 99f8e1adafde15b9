import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { runCli, scratchDir } from './test-support/run-cli.js';

const cores = availableParallelism();
const tooMany = String(cores + 1);
const note = new RegExp(
  `^sudoku: --threads ${tooMany} is more than the ${cores} cores? here; using at most ${cores} threads?$`,
  'm',
);

/** A folder with one puzzle (p.txt) and, in many.txt, enough of them to be cut into several pieces. */
function puzzles(): string {
  const dir = scratchDir();
  writeFileSync(join(dir, 'p.txt'), `${EXAMPLE.puzzle}\n`);
  writeFileSync(join(dir, 'many.txt'), `${EXAMPLE.puzzle}\n`.repeat(6000));
  return dir;
}

describe('--threads above the cores', () => {
  it('solves on the cores alone, and says so once', () => {
    const dir = puzzles();
    const run = runCli(['solve', '-t', tooMany, '-f', 'line', 'many.txt'], { cwd: dir });
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n')).toHaveLength(6001);
    expect(run.stderr.match(new RegExp(note, 'gm'))).toHaveLength(1);
    const used = Number(/ on (\d+) threads? /.exec(run.stderr)?.[1]);
    expect(used).toBeGreaterThanOrEqual(1);
    expect(used).toBeLessThanOrEqual(cores);
  });

  it.each([
    [['solve', 'p.txt']],
    [['-s', 'p.txt', '-o', '-']],
    [['rate', 'p.txt']],
    [['hint', 'p.txt']],
    [['explain', 'p.txt']],
    [['count', 'p.txt']],
    [['all', 'p.txt', '-o', '-']],
    [['generate', '-n', String(cores + 1), '--seed', 's', '-f', 'line']],
  ])('is noted by %j, except with -q or when not asked for', (args) => {
    const dir = puzzles();
    const asked = runCli([...args, '-t', tooMany], { cwd: dir });
    expect(asked.status, asked.stderr).toBe(0);
    expect(asked.stderr).toMatch(note);
    const quiet = runCli([...args, '-t', tooMany, '-q'], { cwd: dir });
    expect(quiet.stdout).toBe(asked.stdout);
    expect(quiet.stderr).not.toContain('--threads');
    const fitting = runCli([...args, '-t', String(cores)], { cwd: dir });
    expect(fitting.stderr).not.toContain('--threads');
  });

  it('generates no more puzzles at once than asked for', () => {
    const run = runCli(['generate', '-n', '1', '--seed', 's', '-t', '2', '-f', 'line']);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(
      /^sudoku: --threads 2 is more than the (1 puzzle to generate|1 core here); using at most 1 thread$/m,
    );
  });

  it('still rejects a count outside 1 to 1,024 as a usage error', () => {
    for (const value of ['0', '1025']) {
      const run = runCli(['rate', '-t', value, '-'], { input: EXAMPLE.puzzle });
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(
        /^sudoku: --threads (must be a whole number from 1|is at most 1,024)/,
      );
    }
  });
});
