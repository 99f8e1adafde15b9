import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EASTER_MONSTER, EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { runCli, scratchDir, startCli, tempFiles, waitUntil } from '../test-support/run-cli.js';

/**
 * A per-puzzle run stopped by a signal keeps the results it finished, in
 * input order, and says how to go on. An easy puzzle comes before Easter
 * Monster, which takes seconds to rate: the signal comes once the first
 * result is out, while the second is still being worked on. (A run's first
 * job is one puzzle: later ones are sized by what puzzles cost.)
 */

const STATUS = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
const INPUT = `${EXAMPLE.puzzle}\n${EASTER_MONSTER.puzzle}\n${EXAMPLE.puzzle}\n`;
const OLD = 'an older file\n';

function folder(): string {
  const dir = scratchDir();
  writeFileSync(join(dir, 'in.txt'), INPUT);
  writeFileSync(join(dir, 'out.txt'), OLD);
  return dir;
}

/** The text of the run's temporary output file, or '' while there is none. */
function tempText(dir: string): string {
  const [temp] = tempFiles(dir);
  try {
    return temp ? readFileSync(join(dir, temp), 'utf8') : '';
  } catch {
    return ''; // renamed or removed meanwhile
  }
}

const lineCount = (text: string) => text.split('\n').length - 1;

describe.each(Object.keys(STATUS) as (keyof typeof STATUS)[])('%s', (signal) => {
  it('keeps the finished results in the output file and names the --skip that goes on', async () => {
    const dir = folder();
    const run = startCli(['rate', 'in.txt', '-t', '1', '-o', 'out.txt'], { cwd: dir });
    await waitUntil(() => lineCount(tempText(dir)) >= 1, 'the first result');
    run.child.kill(signal);
    const end = await run.exited;
    expect(end.status).toBe(STATUS[signal]);
    const kept = readFileSync(join(dir, 'out.txt'), 'utf8').split('\n');
    expect(kept).toEqual([expect.stringMatching(/^\d\.\d easy: /), '']);
    expect(run.stderr()).toBe(
      `sudoku: stopped by ${signal}; out.txt holds the result of puzzle 1; to go on, run the same command with --skip 1\n`,
    );
    expect(readdirSync(dir).sort()).toEqual(['in.txt', 'out.txt']);
  });
});

describe('a stopped run writing to standard output', () => {
  it('has written the finished results there, numbered, and says so', async () => {
    const dir = folder();
    const run = startCli(['rate', '--json', 'in.txt', '-t', '1'], { cwd: dir });
    await waitUntil(() => lineCount(run.stdout()) >= 1, 'the first result');
    run.child.kill('SIGINT');
    expect((await run.exited).status).toBe(130);
    const numbers = run
      .stdout()
      .trimEnd()
      .split('\n')
      .map((line) => (JSON.parse(line) as { index: number }).index);
    expect(numbers).toEqual([1]);
    expect(run.stderr()).toBe(
      'sudoku: stopped by SIGINT; the result of puzzle 1 was written; to go on, run the same command with --skip 1\n',
    );
  });
});

describe('a run stopped before any result', () => {
  it('leaves the old output as it was', async () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'in.txt'), `${EASTER_MONSTER.puzzle}\n`);
    writeFileSync(join(dir, 'out.txt'), OLD);
    const run = startCli(['rate', 'in.txt', '-t', '1', '-o', 'out.txt'], {
      cwd: dir,
      env: { NODE_DEBUG: 'sudoku' },
    });
    await waitUntil(() => /starts on the main thread/.test(run.stderr()), 'the rating');
    run.child.kill('SIGTERM');
    expect((await run.exited).status).toBe(143);
    expect(run.stderr()).toMatch(/^sudoku: stopped by SIGTERM; out\.txt left as it was$/m);
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe(OLD);
  });
});

describe('--skip N, which goes on where a stopped run stopped', () => {
  it('leaves out the first N puzzles, numbering the rest from the input start', () => {
    const input = `${EXAMPLE.puzzle}\n${'1'.repeat(81)}\n${EXAMPLE.puzzle}\n`;
    const full = runCli(['rate', '--json', '-'], { input });
    const rest = runCli(['rate', '--json', '--skip', '1', '-'], { input });
    expect(rest.status).toBe(1);
    expect(rest.stdout).toBe(full.stdout.split('\n').slice(1).join('\n'));
    expect(rest.stdout).toMatch(/^\{"index":2,/);
    expect(rest.stderr).toMatch(/^sudoku: puzzle 2 \(line 2\): conflicting givens/m);
    const text = runCli(['count', '--skip', '2', '-'], { input });
    expect([text.status, text.stdout]).toEqual([0, '1\n']);
  });

  it('is a usage error when it leaves out every puzzle', () => {
    const run = runCli(['hint', '--skip', '3', '-'], { input: `${EXAMPLE.puzzle}\n` });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      'sudoku: --skip 3 skips every puzzle: standard input holds 1 puzzle (see sudoku hint --help)\n',
    );
  });
});
