import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gridToString } from '@sudoku/core';
import { type DataFileId, loadDataHead } from '../datasets.js';
import { num } from '../format.js';
import type { SuiteReport } from '../result.js';
import { median } from '../stats.js';
import { pick, type Suite, type SuiteContext } from '../suite.js';
import { runTimed } from '../time-child.js';

const CLI = fileURLToPath(new URL('../../../apps/cli/bin.js', import.meta.url));

/** Runs `sudoku ARGS` as a user does: the whole run, when its first line came, and how many lines. */
async function timeRun(args: string[], cwd: string) {
  const run = await runTimed(process.execPath, [CLI, ...args], { cwd, keepStdout: true });
  if (!run.ok) throw new Error(`sudoku ${args.join(' ')} failed: ${run.stderr.split('\n')[0]}`);
  const lines = run.stdout.split('\n').length - 1;
  return { wall: run.wallSeconds, first: (run.firstLineMs ?? Number.NaN) / 1000, lines };
}

/** The first `count` puzzles of a data set as a file of lines in the scratch folder; returns its name. */
async function puzzleFile(dir: string, id: DataFileId, count: number): Promise<string> {
  const { puzzles } = await loadDataHead(id, count);
  const name = `${id}-${puzzles.length}.txt`;
  writeFileSync(join(dir, name), `${puzzles.map((p) => gridToString(p)).join('\n')}\n`);
  return name;
}

async function run(context: SuiteContext, report: SuiteReport) {
  const dir = context.tmpDir;
  const rounds = pick(context, { smoke: 1, quick: 3, full: 5 });
  const sets = [
    {
      key: 'forumHardest',
      id: 'forum-hardest-20' as const,
      count: pick(context, { smoke: 1, quick: 4, full: 8 }),
    },
    {
      key: 'top1465',
      id: 'top1465' as const,
      count: pick(context, { smoke: 10, quick: 60, full: 300 }),
    },
  ];
  context.progress.start('dealing', rounds * (2 * sets.length + 1));
  const rows: string[][] = [];
  for (const set of sets) {
    const name = await puzzleFile(dir, set.id, set.count);
    const one: number[] = [];
    const two: number[] = [];
    for (let round = 0; round < rounds; round++) {
      // -t 1 first in even rounds, -t 2 first in odd ones: a burst of load lands on both.
      const order = [
        ['1', one],
        ['2', two],
      ] as const;
      for (const [threads, into] of round % 2 === 0 ? order : [...order].reverse()) {
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
  const all = await puzzleFile(
    dir,
    'forum-hardest-20',
    pick(context, { smoke: 2, quick: 20, full: 20 }),
  );
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
