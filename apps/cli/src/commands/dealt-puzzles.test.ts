import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countGivens, parseGrid } from '@sudoku/core';
import { EASTER_MONSTER, EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { BIN, runCli, scratchDir, startCli, waitUntil } from '../test-support/run-cli.js';

/**
 * The per-puzzle commands deal puzzles to threads one job at a time and
 * write each result as soon as it and those before it are done. Easter
 * Monster takes seconds to rate or explain; the easy puzzles take
 * milliseconds. Nothing here depends on timing but "seconds versus
 * milliseconds": the traces (NODE_DEBUG=sudoku) say where work runs.
 */

// top95 #20: Sudoku Explainer 8.4, a second or so to rate.
const TOP95_20 =
  '..84...3....3.....9....157479...8........7..514.....2...9.6...2.5....4......9..56';
/** The example's solution with one cell emptied: one step, rated at once even cold. */
const ONE_STEP = `.${EXAMPLE.solution.slice(1)}`;

function inFolder(text: string): string {
  const dir = scratchDir();
  writeFileSync(join(dir, 'in.txt'), text);
  return dir;
}

describe('results stream out', () => {
  it.each([['rate'], ['explain']])(
    '%s writes an easy puzzle while the hard one after it is still being worked on',
    async (command) => {
      const dir = inFolder(`${EXAMPLE.puzzle}\n${EASTER_MONSTER.puzzle}\n`);
      const run = startCli([command, 'in.txt', '-t', '1'], { cwd: dir });
      try {
        await waitUntil(() => run.stdout().length > 0, 'the first result');
        // Written on its own: the hard puzzle's result, and the end of the run, are still to come.
        expect(run.stdout()).toMatch(command === 'rate' ? /^[^\n]*easy[^\n]*\n$/ : /solved\.\n$/);
        expect(run.stdout()).not.toMatch(/extreme/);
        expect(run.child.exitCode).toBeNull();
      } finally {
        run.child.kill('SIGKILL');
        await run.exited;
      }
    },
  );
});

describe('threads', () => {
  it('rate -t 2 works on two puzzles at once, each on its own worker', async () => {
    const dir = inFolder(`${TOP95_20}\n${TOP95_20}\n`);
    const run = startCli(['rate', 'in.txt', '-t', '2'], {
      cwd: dir,
      env: { NODE_DEBUG: 'sudoku' },
    });
    const end = await run.exited;
    expect(end.status, run.stderr()).toBe(0);
    expect(run.stdout()).toMatch(/^(8\.4 diabolical: .*\n){2}$/);
    // The main thread's trace, in its order: both puzzles went out before either came back.
    const events = run
      .stderr()
      .split('\n')
      .map((line) => /(puzzle \d) (go to worker|done on thread) (\d)/.exec(line))
      .filter((m) => m !== null)
      .map(
        ([, puzzle, what, thread]) =>
          `${puzzle} ${what.startsWith('go') ? 'out' : 'back'} ${thread}`,
      );
    const firstBack = events.findIndex((e) => e.includes('back'));
    const out = events.slice(0, firstBack).filter((e) => e.includes('out'));
    expect(out).toEqual(['puzzle 1 out 1', 'puzzle 2 out 2']);
  });

  it('explain of one hard puzzle: a worker loads beside the first slice and takes it over, and no second one starts', () => {
    const run = spawnSync(process.execPath, [BIN, 'explain', '-t', '2', '-'], {
      input: `${TOP95_20}\n`,
      encoding: 'utf8',
      env: { ...process.env, NODE_DEBUG: 'sudoku' },
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^rated 8\.4 /);
    const trace = run.stderr
      .split('\n')
      .map((line) => /SUDOKU \d+: (.*)$/.exec(line)?.[1])
      .filter((line) => line !== undefined);
    expect(trace.indexOf('a worker loads beside it')).toBe(
      trace.indexOf('a job starts on the main thread') + 1,
    );
    expect(trace).toContain('puzzle 1 go to worker 1');
    expect(trace.join('\n')).not.toMatch(/worker 2/);
  });

  it('rate takes the worker that started loading with the process', () => {
    const run = spawnSync(process.execPath, [BIN, 'rate', '-t', '1', '-'], {
      input: `${TOP95_20}\n${EXAMPLE.puzzle}\n`,
      encoding: 'utf8',
      env: { ...process.env, NODE_DEBUG: 'sudoku' },
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^8\.4 diabolical: .*\n\d\.\d \w+: .*\n$/);
    const trace = run.stderr.split('\n');
    expect(
      trace.filter((l) => l.includes('the worker started with the process takes the task')),
    ).toHaveLength(1);
    expect(trace.join('\n')).not.toMatch(/worker 2/);
  });

  it('a run that fails before it deals does not wait for the worker started early', () => {
    const dir = scratchDir();
    const run = spawnSync(process.execPath, [BIN, 'explain', join(dir, 'missing.txt')], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    // A worker that kept the process alive would end it by the timeout (status null).
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/missing\.txt/);
  });

  it('a short run stays on the main thread, sparing the workers their start-up', () => {
    const run = spawnSync(process.execPath, [BIN, 'count', '-t', '2', '-'], {
      input: `${EXAMPLE.puzzle}\n${EXAMPLE.puzzle}\n`,
      encoding: 'utf8',
      env: { ...process.env, NODE_DEBUG: 'sudoku' },
    });
    expect(run.stdout).toBe('1\n1\n');
    expect(run.stderr).not.toMatch(/worker/);
  });
});

describe('--time-limit', () => {
  const input = `${ONE_STEP}\n${EASTER_MONSTER.puzzle}\n${ONE_STEP}\n`;

  it('rate: a puzzle over the limit gets "timeout", the run goes on, exit 1', () => {
    const run = runCli(['rate', '--time-limit', '0.05', '-t', '1', '-'], { input });
    expect(run.status).toBe(1);
    expect(run.stdout.split('\n')).toEqual([
      expect.stringMatching(/^1\.0 easy: /),
      'timeout: no rating within 0.05 s',
      expect.stringMatching(/^1\.0 easy: /),
      '',
    ]);
    expect(run.stderr).toBe('sudoku: puzzle 2 (line 2): no rating within 0.05 s\n');
    const json = runCli(['rate', '--json', '--time-limit', '0.05', '-'], { input });
    expect(JSON.parse(json.stdout.split('\n')[1])).toEqual({
      index: 2,
      input: EASTER_MONSTER.puzzle.replaceAll('0', '.'),
      givens: countGivens(parseGrid(EASTER_MONSTER.puzzle)),
      status: 'timeout',
      reason: 'no rating within 0.05 s',
    });
  });

  it('explain keeps the steps found before the limit; hint says so too', () => {
    const explain = runCli(['explain', '--json', '--time-limit', '0.05', '-'], {
      input: `${EASTER_MONSTER.puzzle}\n`,
    });
    expect(explain.status).toBe(1);
    const json = JSON.parse(explain.stdout) as Record<string, unknown>;
    expect(json).toMatchObject({
      index: 1,
      status: 'timeout',
      reason: 'no explanation within 0.05 s',
    });
    expect(Array.isArray(json.steps)).toBe(true);
    const text = runCli(['explain', '--time-limit', '0.05', '-'], {
      input: `${EASTER_MONSTER.puzzle}\n`,
    });
    expect(text.stdout).toMatch(
      /^timeout: no explanation within 0\.05 s; the \d+ steps? found before it:\n/,
    );
    const hint = runCli(['hint', '--time-limit', '0.05', '-'], {
      input: `${EASTER_MONSTER.puzzle}\n`,
    });
    expect([hint.status, hint.stdout]).toEqual([1, 'timeout: no hint within 0.05 s\n']);
  });

  it.each([['0'], ['-1'], ['abc'], ['1e3'], ['2s'], ['100000'], ['']])(
    'refuses %j in one line',
    (value) => {
      const run = runCli(['rate', '--time-limit', value, '-'], { input: `${EXAMPLE.puzzle}\n` });
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(
        /^sudoku: --time-limit (must be a number of seconds above 0|needs a value)/,
      );
      expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    },
  );

  it('is only for the logic commands', () => {
    const run = runCli(['count', '--time-limit', '1', '-'], { input: `${EXAMPLE.puzzle}\n` });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/unknown option '--time-limit'/);
  });
});

const hasScript = spawnSync('script', ['--version']).status === 0;

describe.skipIf(!hasScript)('the progress bar on a terminal', () => {
  it('counts puzzles done of the whole, with an ETA once one is done', async () => {
    const dir = inFolder(`${EXAMPLE.puzzle}\n${EASTER_MONSTER.puzzle}\n`);
    const command = `${process.execPath} ${BIN} rate in.txt -t 1 -o out.txt & echo $! > pid; wait`;
    const script = spawn('script', ['-qfec', command, '/dev/null'], { cwd: dir });
    let tty = '';
    script.stdout.on('data', (chunk) => (tty += chunk));
    try {
      await waitUntil(() => /1\/2 puzzles/.test(tty), 'the progress bar');
    } finally {
      process.kill(Number(readFileSync(join(dir, 'pid'), 'utf8')), 'SIGINT');
      await new Promise((resolve) => script.on('close', resolve));
    }
    expect(tty).toMatch(/rating \|[█░]{30}\| 50% \| 1\/2 puzzles \| [\d.]+\/s \| ETA \d+ (s|min)/);
    expect(tty).not.toMatch(/NF|NaN|Infinity|undefined/);
  });
});
