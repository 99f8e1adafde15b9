import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gridToString } from '@sudoku/core';
import { childEnv } from '../child-env.js';
import { num } from '../format.js';
import type { SuiteReport } from '../result.js';
import { median } from '../stats.js';
import { pick, type Suite, type SuiteContext } from '../suite.js';

const CLI = fileURLToPath(new URL('../../../apps/cli/bin.js', import.meta.url));

interface Timed {
  wall: number;
  /** Seconds until the first output byte. */
  first: number;
  lines: number;
}

/** Runs `sudoku ARGS` as a user does, timing the whole run and its first line of output. */
function timeRun(args: string[], cwd: string): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let first = Number.NaN;
    let lines = 0;
    let err = '';
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env: childEnv() });
    child.stdout.on('data', (chunk: Buffer) => {
      if (Number.isNaN(first)) first = (performance.now() - started) / 1000;
      for (const byte of chunk) if (byte === 10) lines++;
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk));
    child.on('close', (status) => {
      const wall = (performance.now() - started) / 1000;
      if (status !== 0) reject(new Error(`sudoku ${args.join(' ')} failed: ${err.split('\n')[0]}`));
      else resolve({ wall, first, lines });
    });
  });
}

/** Puzzles from ../shared/data as a file of lines in the scratch folder: the first `count`. */
async function puzzleFile(dir: string, file: string, count: number): Promise<string> {
  const { readDataPuzzles } = await import('@sudoku/testing/data');
  const puzzles = readDataPuzzles(file).slice(0, count);
  const name = `${file.replace(/\W+/g, '-')}-${puzzles.length}.txt`;
  writeFileSync(join(dir, name), `${puzzles.map((p) => gridToString(p)).join('\n')}\n`);
  return name;
}

async function run(context: SuiteContext, report: SuiteReport) {
  const dir = context.tmpDir;
  const rounds = pick(context, 3, 5);
  const sets = [
    { key: 'forumHardest', file: 'puzzles/forum-hardest-20.txt', count: pick(context, 4, 8) },
    { key: 'top1465', file: 'puzzles/magictour-top1465.txt', count: pick(context, 60, 300) },
  ];
  context.progress.start('dealing', rounds * (2 * sets.length + 1));
  const rows: string[][] = [];
  for (const set of sets) {
    const name = await puzzleFile(dir, set.file, set.count);
    const one: number[] = [];
    const two: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const [threads, into] of [
        ['1', one],
        ['2', two],
      ] as const) {
        context.progress.step(`rate -t ${threads} ${name} ${round + 1}/${rounds}`);
        const timed = await timeRun(['rate', '-q', '-t', threads, name], dir);
        if (timed.lines !== set.count)
          throw new Error(`${name}: ${timed.lines} lines for ${set.count} puzzles`);
        into.push(timed.wall);
      }
    }
    const ratio = median(two.map((t, i) => t / one[i]));
    report.figure(`rate/threads2over1/${set.key}${set.count}`, ratio, '×', 'lower');
    rows.push([
      `${name}: -t 2 over -t 1`,
      num(median(one), 2),
      num(median(two), 2),
      num(ratio, 2),
      '≤ 0.6',
    ]);
  }
  report.table(
    `sudoku rate on 2 threads against 1, whole processes (median of ${rounds} alternating rounds)`,
    ['puzzles', '-t 1 s', '-t 2 s', 'ratio', 'target'],
    rows,
  );
  const all = await puzzleFile(dir, 'puzzles/forum-hardest-20.txt', 20);
  const shares: number[] = [];
  const walls: number[] = [];
  for (let round = 0; round < rounds; round++) {
    context.progress.step(`rate ${all} ${round + 1}/${rounds}`);
    const timed = await timeRun(['rate', '-q', all], dir);
    shares.push(timed.first / timed.wall);
    walls.push(timed.wall);
  }
  const share = median(shares);
  report.figure('rate/firstLineShare/forumHardest20', share, 'share', 'lower');
  report.table(
    'sudoku rate on all cores: when the first line comes, as a share of the whole run',
    ['puzzles', 'whole run s', 'first line at', 'target'],
    [[all, num(median(walls), 2), `${num(100 * share, 1)}%`, '< 20%']],
  );
  report.headline.push(
    `sudoku rate -t 2 over -t 1: ${rows.map((r) => `${r[3]}× on ${r[0].split(':')[0]}`).join(', ')}; first line of forum-hardest-20 at ${num(100 * share, 1)}% of the run.`,
  );
}

export const dealingSuite: Suite = {
  name: 'dealing',
  title: 'Per-puzzle commands on every core: rating on 2 threads, and results as they come',
  about:
    '`sudoku rate` deals puzzles to the threads one job at a time, each job sized by what ' +
    'puzzles have cost so far, and writes each result as soon as those before it are out. ' +
    'Timed as whole processes, alternating `-t 1` and `-t 2` in each round, on the first ' +
    'forum-hardest puzzles (seconds each) and the first of magictour top1465 (tens of ' +
    'milliseconds each); then when the first line of forum-hardest-20 comes. Two threads ' +
    'mean something only on a machine that is otherwise quiet.',
  run,
};
