import { spawn } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatGrids } from '@sudoku/core';
import { childEnv } from '../child-env.js';
import { uniqueAssignmentPuzzles } from '../datasets.js';
import { num } from '../format.js';
import type { SuiteReport } from '../result.js';
import { median } from '../stats.js';
import { pick, type Suite, type SuiteContext } from '../suite.js';
import { measure, TIME } from '../time-child.js';

const CLI = fileURLToPath(new URL('../../../apps/cli/bin.js', import.meta.url));
const COMMANDS = ['count', 'rate', 'hint'] as const;

/** Lines in a file, read as a stream (a million-line output is never held). */
async function countLines(file: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(file)) {
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines++;
  }
  return lines;
}

/** Peak RSS and wall time of each per-puzzle command on each input size. */
async function memory(context: SuiteContext, report: SuiteReport, sizes: number[]) {
  const dir = context.tmpDir;
  const largest = Math.max(...sizes);
  context.progress.step(`making ${num(largest)} puzzles`);
  // Only puzzles with one solution: `rate` and `hint` refuse the others (and exit 1).
  const all = uniqueAssignmentPuzzles(largest, 99).puzzles;
  const rows: string[][] = [];
  const peaks: Record<string, number[]> = {};
  for (const size of sizes) {
    const file = join(dir, `puzzles-${size}.txt`);
    writeFileSync(file, formatGrids(all.slice(0, size)));
    for (const command of COMMANDS) {
      context.progress.step(`sudoku ${command} (${num(size)} puzzles)`);
      const out = join(dir, 'out.txt');
      const run = measure(process.execPath, [CLI, command, file, '-q', '-o', out], dir);
      // Every puzzle has one solution, so every puzzle must succeed (exit 0).
      if (!run.ok) throw new Error(`sudoku ${command} failed: ${run.stderr.split('\n')[0]}`);
      const lines = await countLines(out);
      if (lines !== size)
        throw new Error(`sudoku ${command} wrote ${lines} lines for ${size} puzzles`);
      rmSync(out);
      report.figure(`${command}/${size}/peakMiB`, run.peakMiB, 'MiB', 'lower');
      report.figure(`${command}/${size}/wallSeconds`, run.wallSeconds, 's', 'lower');
      (peaks[command] ??= []).push(run.peakMiB);
      rows.push([
        `sudoku ${command}`,
        num(size),
        num(run.wallSeconds, 1),
        num(size / run.wallSeconds),
        num(run.peakMiB, 0),
      ]);
    }
    rmSync(file);
  }
  report.table(
    'Per-puzzle commands on 36-hole puzzles with one solution each, all cores (one run each)',
    ['command', 'puzzles', 'wall s', 'puzzles/s', 'peak RSS MiB'],
    rows,
  );
  const at = (command: string) => peaks[command].map((p) => num(p, 0)).join(' → ');
  report.headline.push(
    `Peak RSS at ${sizes.map((s) => num(s)).join(' → ')} puzzles: count ${at('count')}, rate ${at('rate')}, hint ${at('hint')} MiB.`,
  );
}

/** How long a run takes to exit after SIGINT, the work on the main thread or in a worker. */
async function interruptLatency(context: SuiteContext, report: SuiteReport, rounds: number) {
  const dir = context.tmpDir;
  writeFileSync(join(dir, 'empty.txt'), `${'0'.repeat(81)}\n`);
  writeFileSync(join(dir, 'sparse.txt'), `1${'0'.repeat(80)}\n`);
  const cases = [
    {
      key: 'mainThread',
      label: 'count, search on the main thread (signal as the search starts)',
      args: ['count', 'empty.txt', '--max', '1000000000000', '-t', '1', '-o', 'out.txt'],
      ready: (stderr: string) => stderr.includes('starts on the main thread'),
    },
    {
      key: 'workers',
      label: 'all, search in 2 workers (signal 0.5 s in, once it handles signals)',
      args: [
        'all',
        'sparse.txt',
        '-o',
        'out.txt',
        '--max',
        '0',
        '--count-limit',
        '1000000000000000',
        '-t',
        '2',
      ],
      // Half a second in, and never before the run handles signals: on a busy
      // machine Node can take longer than that to start.
      ready: (stderr: string, ms: number) => ms > 500 && stderr.includes('stop handlers installed'),
    },
  ];
  const rows: string[][] = [];
  for (const c of cases) {
    const latencies: number[] = [];
    for (let round = 0; round < rounds; round++) {
      context.progress.step(`SIGINT latency: ${c.key} ${round + 1}/${rounds}`);
      latencies.push(await stopAndTime(dir, c.args, c.ready));
    }
    if (readdirSync(dir).some((f) => f.endsWith('.tmp'))) {
      throw new Error(`${c.key}: a temporary file was left after SIGINT`);
    }
    report.figure(`interrupt/${c.key}/medianMs`, median(latencies), 'ms', 'lower');
    report.figure(`interrupt/${c.key}/maxMs`, Math.max(...latencies), 'ms', 'lower');
    rows.push([c.label, num(median(latencies), 0), num(Math.max(...latencies), 0)]);
  }
  report.table(`SIGINT to exit (${rounds} runs each)`, ['run', 'median ms', 'max ms'], rows);
}

/** Starts the CLI, sends SIGINT once `ready`, and returns the milliseconds until it exited. */
function stopAndTime(
  dir: string,
  args: string[],
  ready: (stderr: string, ms: number) => boolean,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: dir,
      env: { ...childEnv(), NODE_DEBUG: 'sudoku' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const started = performance.now();
    let stderr = '';
    let signalled = 0;
    const poll = setInterval(() => {
      if (!signalled && ready(stderr, performance.now() - started)) {
        signalled = performance.now();
        child.kill('SIGINT');
      }
    }, 5);
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => {
      clearInterval(poll);
      if (status !== 130)
        reject(new Error(`sudoku ${args[0]}: exit ${status} after SIGINT: ${stderr.trim()}`));
      else resolve(performance.now() - signalled);
    });
  });
}

export const cliMemorySuite: Suite = {
  name: 'cli-memory',
  title: 'Per-puzzle commands at scale: peak memory, and how fast a run stops',
  about:
    '`sudoku count`, `rate` and `hint` stream their input through the batch pipeline on every core, ' +
    'so peak memory should not grow with the input: each runs as a child process under ' +
    '`/usr/bin/time` on 100,000 and 1,000,000 of the assignment’s 36-hole puzzles that have one solution (10,000 and ' +
    '100,000 with --quick), and its output is checked for one line per puzzle. Then SIGINT is sent ' +
    'to runs whose search is on the main thread or in workers, and the time until the process has ' +
    'exited (temporary file removed) is measured.',
  async run(context, report) {
    if (!existsSync(join(CLI, '..', 'dist', 'main.js'))) {
      throw new Error(
        `the CLI is not built: ${CLI} or its dist/main.js is missing (run pnpm build)`,
      );
    }
    if (!existsSync(TIME)) report.notes.push(`${TIME} is missing: peak RSS unknown.`);
    const sizes = pick(context, {
      smoke: [200, 1_000],
      quick: [10_000, 100_000],
      full: [100_000, 1_000_000],
    });
    const rounds = pick(context, { smoke: 1, quick: 3, full: 7 });
    context.progress.start('cli-memory', 1 + sizes.length * COMMANDS.length + 2 * rounds);
    await memory(context, report, sizes);
    await interruptLatency(context, report, rounds);
  },
};
