import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { gridToString } from '@sudoku/core';
import { readReferenceRatings } from '@sudoku/testing/ratings';
import { loadDataHead } from '../datasets.js';
import { num, times } from '../format.js';
import type { NativePeers } from '../native-peers.js';
import type { SuiteReport } from '../result.js';
import { median, pairedRatio } from '../stats.js';
import { pick, type SuiteContext } from '../suite.js';
import type { TimedRun } from '../time-child.js';
import { ours, type RateInput, type Rater, skfr } from './native-raters.js';

/** Two raters on one file, timed in alternating rounds. */
interface Pair {
  key: string;
  what: string;
  input: RateInput;
  a: Rater;
  b: Rater;
  target?: string;
}

interface PairResult {
  a: TimedRun[];
  b: TimedRun[];
  aRatings: number[];
  bRatings: number[];
}

async function timePair(
  context: SuiteContext,
  pair: Pair,
  rounds: number,
  timeoutMs: number,
): Promise<PairResult> {
  const result: PairResult = { a: [], b: [], aRatings: [], bRatings: [] };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const);
    for (const side of order) {
      const rater = pair[side];
      context.progress.step(`${rater.label} · ${pair.input.id}, round ${round + 1}`);
      const { run, ratings } = await rater.rate(pair.input, timeoutMs);
      result[side].push(run);
      if (side === 'a') result.aRatings = ratings;
      else result.bRatings = ratings;
    }
  }
  return result;
}

function writeInput(root: string, id: string, label: string, puzzles: string[]): RateInput {
  const dir = join(root, `native-${id}`);
  mkdirSync(dir, { recursive: true });
  const name = id.replace(/[^a-z0-9]/gi, '');
  writeFileSync(join(dir, `${name}.txt`), `${puzzles.join('\n')}\n`);
  return { id, label, puzzles, dir, name };
}

async function input(
  context: SuiteContext,
  id: 'top95' | 'forum-hardest-20',
  count: number,
  key: string = id,
) {
  const set = await loadDataHead(id, count);
  return writeInput(
    context.tmpDir,
    key,
    set.label,
    set.puzzles.map((g) => gridToString(g)),
  );
}

/** Exact agreement of two rating lists (same ER). */
function sameCount(a: readonly number[], b: readonly number[]): number {
  return a.filter((x, i) => Math.abs(x - b[i]) < 1e-9).length;
}

/**
 * `sudoku rate` against skfr, whole processes: one thread and all cores; and
 * what a second thread gains skfr (ours: the dealing suite).
 */
export async function rateComparisons(
  context: SuiteContext,
  report: SuiteReport,
  peers: NativePeers,
): Promise<void> {
  const cores = availableParallelism();
  const top95 = await input(context, 'top95', pick(context, { smoke: 5, quick: 95, full: 95 }));
  const hardest = await input(
    context,
    'forum-hardest-20',
    pick(context, { smoke: 1, quick: 20, full: 20 }),
  );
  const hard8 = await input(
    context,
    'forum-hardest-20',
    pick(context, { smoke: 1, quick: 8, full: 8 }),
    'hard8',
  );
  const pairs: Pair[] = [
    {
      key: 'oneThread/top95',
      what: 'one thread',
      input: top95,
      a: ours(1),
      b: skfr(peers.skfr, 1),
      target: '≤ 1.0',
    },
    {
      key: 'oneThread/forum-hardest-20',
      what: 'one thread',
      input: hardest,
      a: ours(1),
      b: skfr(peers.skfr, 1),
      target: '≤ 1.0',
    },
    {
      key: 'allCores/top95',
      what: `all ${cores} cores`,
      input: top95,
      a: ours(),
      b: skfr(peers.skfr, cores),
    },
    {
      key: 'allCores/forum-hardest-20',
      what: `all ${cores} cores`,
      input: hardest,
      a: ours(),
      b: skfr(peers.skfr, cores),
    },
    {
      key: 'skfrTwoThreads/hard8',
      what: 'second thread',
      input: hard8,
      a: skfr(peers.skfr, 2),
      b: skfr(peers.skfr, 1),
    },
  ];
  const rounds = pick(context, { smoke: 1, quick: 1, full: 5 });
  const timeoutMs = pick(context, { smoke: 60_000, quick: 300_000, full: 300_000 });
  context.progress.start('native: rate', pairs.length * rounds * 2);
  const rows: string[][] = [];
  const ratingsOf = new Map<string, { ours: number[]; skfr: number[] }>();
  for (const pair of pairs) {
    const r = await timePair(context, pair, rounds, timeoutMs);
    const aWall = median(r.a.map((x) => x.wallSeconds));
    const bWall = median(r.b.map((x) => x.wallSeconds));
    const ratio = pairedRatio(
      r.a.map((x) => x.wallSeconds),
      r.b.map((x) => x.wallSeconds),
    );
    report.figure(`rate/${pair.key}/${pair.a.key}Seconds`, aWall, 's', 'lower');
    report.figure(`rate/${pair.key}/${pair.b.key}Seconds`, bWall, 's', 'lower');
    report.figure(`rate/${pair.key}/ratio`, ratio, '×', 'lower');
    // A full run takes many minutes: say each result as it comes, also where no bar is drawn.
    context.log(
      `native: ${pair.a.label} vs ${pair.b.label}, ${pair.input.label}: ${num(aWall, 2)} s vs ${num(bWall, 2)} s (${times(ratio)})`,
    );
    rows.push([
      `${pair.what}: ${pair.a.label} vs ${pair.b.label}`,
      pair.input.label,
      num(aWall, 2),
      num(bWall, 2),
      `${num(median(r.a.map((x) => x.cpuSeconds)), 2)} / ${num(median(r.b.map((x) => x.cpuSeconds)), 2)}`,
      times(ratio),
      pair.target ?? '',
    ]);
    if (pair.key.startsWith('oneThread/'))
      ratingsOf.set(pair.input.id, { ours: r.aRatings, skfr: r.bRatings });
  }
  report.table(
    `sudoku rate vs skfr, whole processes (wall time, median of ${rounds} alternating round${rounds > 1 ? 's' : ''})`,
    [
      'comparison',
      'data',
      'first s',
      'second s',
      'CPU s (first / second)',
      'first / second',
      'target',
    ],
    rows,
  );
  report.charts.push({
    title: "sudoku rate: time relative to skfr's (and skfr's two threads to its one)",
    unit: '× the second',
    reference: 1,
    log: true,
    bars: pairs.map((pair) => ({
      label: `${pair.a.label} vs ${pair.b.label}, ${pair.input.id}`,
      value: report.figures[`rate/${pair.key}/ratio`].value,
      group: pair.what,
    })),
  });
  agreementTable(report, ratingsOf);
  const one = (id: string) => report.figures[`rate/oneThread/${id}/ratio`]?.value ?? Number.NaN;
  const all = (id: string) => report.figures[`rate/allCores/${id}/ratio`]?.value ?? Number.NaN;
  const skfr2 = report.figures['rate/skfrTwoThreads/hard8/ratio']?.value ?? Number.NaN;
  report.headline.push(
    `sudoku rate -t 1 takes ${times(one('top95'))} skfr's time on top95 and ${times(one('forum-hardest-20'))} on forum-hardest-20 (target ≤ 1.0); on all cores ${times(all('top95'))} and ${times(all('forum-hardest-20'))}. A second thread gives skfr ${times(skfr2)} of its one-thread time on 8 hard puzzles (ours: the dealing suite).`,
  );
}

/** How often each rater gives Sudoku Explainer's own rating, and each other's. */
function agreementTable(
  report: SuiteReport,
  ratingsOf: Map<string, { ours: number[]; skfr: number[] }>,
): void {
  const rows: string[][] = [];
  for (const [id, { ours: o, skfr: s }] of ratingsOf) {
    const se = readReferenceRatings(id as 'top95' | 'forum-hardest-20')
      .slice(0, o.length)
      .map((r) => r.er);
    const n = o.length;
    report.figure(`agreement/${id}/oursExactSE`, sameCount(o, se) / n, 'share', 'higher');
    report.figure(`agreement/${id}/skfrExactSE`, sameCount(s, se) / n, 'share', 'none');
    rows.push([id, num(n), `${sameCount(o, se)}`, `${sameCount(s, se)}`, `${sameCount(o, s)}`]);
  }
  report.table(
    "Ratings equal to Sudoku Explainer's (ER), every puzzle rated by both",
    ['data', 'puzzles', 'sudoku rate = SE', 'skfr = SE', 'sudoku rate = skfr'],
    rows,
  );
}
