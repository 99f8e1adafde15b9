import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { agreement, readTop95Ratings } from '@sudoku/testing/ratings';
import { num } from '../format.js';
import type { SuiteReport } from '../result.js';
import { median } from '../stats.js';
import { pick, type Suite, type SuiteContext } from '../suite.js';
import { measure } from '../time-child.js';

const CLI = fileURLToPath(new URL('../../../apps/cli/bin.js', import.meta.url));

/** Runs the CLI `rounds` times and returns the median wall time (the last run's output). */
function timed(context: SuiteContext, label: string, args: string[], rounds: number) {
  const walls: number[] = [];
  let peak = 0;
  for (let round = 0; round < rounds; round++) {
    context.progress.step(`${label} ${round + 1}/${rounds}`);
    const run = measure(process.execPath, [CLI, ...args], context.tmpDir);
    if (!run.ok) throw new Error(`sudoku ${args[0]} failed: ${run.stderr.split('\n')[0]}`);
    walls.push(run.wallSeconds);
    peak = Math.max(peak, run.peakMiB);
  }
  return { wall: median(walls), peak, walls };
}

/** Checks that every puzzle `generate --json` wrote is rated in [min, max]. */
function checkRated(dir: string, file: string, count: number, min: number, max: number): void {
  const lines = readFileSync(join(dir, file), 'utf8').trim().split('\n');
  const ratings = lines.map((line) => (JSON.parse(line) as { rating: number }).rating);
  const off = ratings.find((r) => !(r >= min && r <= max));
  if (lines.length !== count || off !== undefined) {
    throw new Error(
      `${file}: expected ${count} puzzles rated ${min}-${max}, got ${ratings.join(', ')}`,
    );
  }
}

async function run(context: SuiteContext, report: SuiteReport) {
  const dir = context.tmpDir;
  const rounds = pick(context, { smoke: 1, quick: 1, full: 5 });
  // A smoke run rates a tenth of top95 and explains one of its hardest puzzles.
  const rated = readTop95Ratings().slice(0, pick(context, { smoke: 10, quick: 95, full: 95 }));
  writeFileSync(join(dir, 'top95.txt'), `${rated.map((r) => r.puzzle).join('\n')}\n`);
  context.progress.start('logic', rounds + 1 + 2 * Math.min(rounds, 3));
  const rows: string[][] = [];

  const rate = timed(
    context,
    'rate top95',
    ['rate', 'top95.txt', '-t', '1', '-q', '--json', '-o', 'rated.jsonl'],
    rounds,
  );
  const ours = readFileSync(join(dir, 'rated.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { rating: number }).rating);
  report.figure('rate/top95/wallSeconds', rate.wall, 's', 'lower');
  rows.push([
    `sudoku rate, ${rated.length === 95 ? 'all 95' : rated.length} top95 puzzles, one thread`,
    num(rate.wall, 2),
    '< 5 s',
  ]);

  // The hardest puzzles by Sudoku Explainer's rating: explain the slowest of them.
  const top = Math.max(...rated.map((r) => r.er));
  const hardest = [...rated.entries()].filter(([, r]) => r.er === top);
  let explainWall = 0;
  // The same paths drawn: one page each, every step a picture (the issue asks under 2 MB).
  let htmlWall = 0;
  let pageBytes = 0;
  for (const [i, r] of hardest.slice(0, pick(context, { smoke: 1, quick: 95, full: 95 }))) {
    writeFileSync(join(dir, 'hard.txt'), `${r.puzzle}\n`);
    const run = measure(
      process.execPath,
      [CLI, 'explain', 'hard.txt', '-t', '1', '-q', '-o', 'path.txt'],
      dir,
    );
    if (!run.ok) throw new Error(`sudoku explain failed on top95 #${i + 1}: ${run.stderr}`);
    explainWall = Math.max(explainWall, run.wallSeconds);
    const html = measure(
      process.execPath,
      [CLI, 'explain', 'hard.txt', '-q', '--html', 'path.html'],
      dir,
    );
    if (!html.ok)
      throw new Error(`sudoku explain --html failed on top95 #${i + 1}: ${html.stderr}`);
    htmlWall = Math.max(htmlWall, html.wallSeconds);
    pageBytes = Math.max(pageBytes, statSync(join(dir, 'path.html')).size);
  }
  context.progress.step('explain');
  report.figure('explain/hardest/wallSeconds', explainWall, 's', 'lower');
  rows.push([
    `sudoku explain, slowest of the top95 puzzles rated ${top}`,
    num(explainWall, 2),
    '< 1 s',
  ]);
  report.figure('explain-html/hardest/wallSeconds', htmlWall, 's', 'lower');
  report.figure('explain-html/hardest/pageMB', pageBytes / 1e6, 'MB', 'lower');
  rows.push([
    `sudoku explain --html, the same puzzles drawn (largest page ${num(pageBytes / 1e6, 2)} MB)`,
    num(htmlWall, 2),
    'page < 2 MB',
  ]);

  // Generates `count` puzzles for a target, checks every rating is in range, and times it.
  const generateRow = (target: string[], count: number, min: number, max: number, goal = '') => {
    const label = `generate ${target.join(' ')}`;
    const run = timed(
      context,
      label,
      [
        'generate',
        ...target,
        '-n',
        String(count),
        '-S',
        'bench',
        '--json',
        '-q',
        '-o',
        'made.jsonl',
      ],
      Math.min(rounds, 3),
    );
    checkRated(dir, 'made.jsonl', count, min, max);
    rows.push([`sudoku ${label} -n ${count}, all cores`, num(run.wall, 2), goal]);
    return run.wall;
  };
  const count = pick(context, { smoke: 2, quick: 20, full: 100 });
  const generate = generateRow(
    ['--rating', '4.0-6.0'],
    count,
    4.0,
    6.0,
    count === 100 ? '< 30 s' : '',
  );
  report.figure('generate/4-6/wallSeconds', generate, 's', 'lower');
  // About one minimal puzzle in 800 rates 9.0 or more: the slowest thing New game does.
  const extremeCount = pick(context, { smoke: 1, quick: 2, full: 8 });
  const extreme = generateRow(['-d', 'extreme'], extremeCount, 9.0, Number.POSITIVE_INFINITY);
  report.figure('generate/extreme/wallSeconds', extreme, 's', 'lower');
  report.table(
    `Human-logic commands, whole processes (median of ${rounds} runs)`,
    ['run', 'wall s', 'target'],
    rows,
  );

  const a = agreement(
    rated.map((r) => r.er),
    ours,
  );
  report.figure('agreement/exactBelow4.5', a.exactBelow45 / a.below45, 'share', 'higher');
  report.figure('agreement/within0.5', a.within05 / a.total, 'share', 'higher');
  report.figure('agreement/spearman', a.spearman, '', 'higher');
  report.headline.push(
    `sudoku rate on top95: ${num(rate.wall, 2)} s on one thread; agreement with Sudoku Explainer: ${a.exactBelow45}/${a.below45} exact below 4.5, ${a.within05}/${a.total} within ±0.5, Spearman ${a.spearman.toFixed(3)}. explain of the hardest: ${num(explainWall, 2)} s, drawn as a page: ${num(htmlWall, 2)} s and ${num(pageBytes / 1e6, 2)} MB; ${count} puzzles rated 4.0-6.0: ${num(generate, 1)} s; ${extremeCount} extreme puzzles: ${num(extreme, 1)} s.`,
  );
}

export const logicSuite: Suite = {
  name: 'logic',
  title: "Human logic: rating on Sudoku Explainer's scale, explaining, generating by rating",
  about:
    '`sudoku rate` runs the step solver, simplest technique first, over all 95 top95 puzzles as ' +
    'one process on one thread (Sudoku Explainer itself takes about 150 s here); its ratings are ' +
    "compared with Sudoku Explainer's own (../shared/data/ratings/top95-se.tsv). `sudoku explain` " +
    'writes the whole path of the hardest top95 puzzles, and `explain --html` draws it as one page (its time and the largest page); `sudoku generate --rating 4.0-6.0` and ' +
    '`-d extreme` make puzzles until each is rated in the range. Memory of `rate` over a million puzzles is in the ' +
    'cli-memory suite.',
  run,
};
