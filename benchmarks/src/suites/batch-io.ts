import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatGrids, type Grid, isValidSolution, parsePuzzles } from '@sudoku/core';
import { sharedDataDir } from '@sudoku/testing/data';
import { childEnvNote } from '../child-env.js';
import { assignmentPuzzles } from '../datasets.js';
import { num, times } from '../format.js';
import type { SuiteReport } from '../result.js';
import { median } from '../stats.js';
import { pick, type Suite, type SuiteContext } from '../suite.js';
import { measure, type Run, TIME } from '../time-child.js';
import { solutionProblem } from '../validate.js';

const CLI = fileURLToPath(new URL('../../../apps/cli/bin.js', import.meta.url));
/** The C yardstick, in shared/tools beside the data sets. */
const genRefSource = (): string => join(sharedDataDir(), '..', 'tools', 'gen-ref.c');
/** Checks a file of completed grids: count, every grid valid, all distinct. */
function checkGridsFile(file: string, count: number, who: string): void {
  const grids = parsePuzzles(readFileSync(file));
  if (grids.length !== count)
    throw new Error(`${who} wrote ${grids.length} grids, expected ${count}`);
  const seen = new Set<string>();
  grids.forEach((g, i) => {
    if (!isValidSolution(g)) throw new Error(`${who}: grid ${i + 1} is not a valid completed grid`);
    seen.add(Buffer.from(g).toString('latin1'));
  });
  if (seen.size !== count)
    throw new Error(`${who}: only ${seen.size} of ${count} grids are distinct`);
}

function firstLine(text: string): string {
  return text.split('\n').find((l) => l.trim() !== '') ?? '(no message)';
}

function generation(context: SuiteContext, report: SuiteReport, rows: string[][]): void {
  const count = pick(context, { smoke: 2_000, quick: 200_000, full: 1_000_000 });
  const rounds = pick(context, { smoke: 1, quick: 2, full: 3 });
  const dir = context.tmpDir;
  const ours: Run[] = [];
  const c: Run[] = [];
  let cBinary: string | undefined;
  const compile = spawnSync('cc', ['-O2', '-o', join(dir, 'gen-ref'), genRefSource()], {
    encoding: 'utf8',
  });
  if (compile.status === 0) cBinary = join(dir, 'gen-ref');
  else {
    report.notes.push(
      `C reference skipped: \`cc -O2 ${genRefSource()}\` failed (${firstLine(`${compile.stderr ?? ''}${compile.error?.message ?? ''}`)}).`,
    );
  }
  for (let round = 0; round < rounds; round++) {
    context.progress.step(`sudoku -c ${num(count)}`);
    const run = measure(process.execPath, [CLI, '-c', String(count)], dir);
    if (!run.ok) {
      report.notes.push(
        `\`sudoku -c ${count}\` failed: ${firstLine(run.stderr)} — the CLI's -c is not usable yet; generation rows are missing.`,
      );
      break;
    }
    if (round === 0) checkGridsFile(join(dir, 'sudoku.txt'), count, 'sudoku -c');
    ours.push(run);
    if (cBinary) {
      context.progress.step(`gen-ref ${num(count)}`);
      const ref = measure(cBinary, [String(count), join(dir, 'ref.txt')], dir);
      if (!ref.ok) throw new Error(`gen-ref failed: ${firstLine(ref.stderr)}`);
      if (round === 0) checkGridsFile(join(dir, 'ref.txt'), count, 'gen-ref');
      c.push(ref);
    }
  }
  rmSync(join(dir, 'sudoku.txt'), { force: true });
  rmSync(join(dir, 'ref.txt'), { force: true });
  const add = (label: string, key: string, runs: Run[]) => {
    if (!runs.length) return;
    const wall = median(runs.map((r) => r.wallSeconds));
    const peak = median(runs.map((r) => r.peakMiB));
    report.figure(`${key}/wallSeconds`, wall, 's', 'lower');
    report.figure(`${key}/peakMiB`, peak, 'MiB', 'lower');
    rows.push([label, num(count), num(wall, 2), num(count / wall), num(peak, 1)]);
  };
  add(`sudoku -c ${num(count)} (node apps/cli/bin.js)`, 'generate/ours', ours);
  add(`gen-ref.c, cc -O2 (${num(count)})`, 'generate/c', c);
  if (ours.length && c.length) {
    const ratio = median(ours.map((r) => r.wallSeconds)) / median(c.map((r) => r.wallSeconds));
    report.figure('generate/oursOverC', ratio, '×', 'lower');
    report.headline.push(
      `\`sudoku -c ${num(count)}\` takes ${times(ratio)} the wall time of the C reference (cc -O2), Node start-up included.`,
    );
  }
}

function solving(context: SuiteContext, report: SuiteReport, rows: string[][]): void {
  const count = pick(context, { smoke: 2_000, quick: 20_000, full: 1_000_000 });
  const rounds = pick(context, { smoke: 1, quick: 1, full: 2 });
  const dir = context.tmpDir;
  context.progress.step(`making ${num(count)} puzzles`);
  const set = assignmentPuzzles(count, 99);
  const file = join(dir, 'puzzles.txt');
  writeFileSync(file, formatGrids(set.puzzles));
  const runs: Run[] = [];
  for (let round = 0; round < rounds; round++) {
    context.progress.step(`sudoku -s (${num(count)} puzzles)`);
    const run = measure(process.execPath, [CLI, '-s', file], dir);
    if (!run.ok) {
      report.notes.push(
        `\`sudoku -s\` failed: ${firstLine(run.stderr)}; solving rows are missing.`,
      );
      return;
    }
    if (round === 0) {
      const answers = parsePuzzles(readFileSync(join(dir, 'sudoku.txt')));
      if (answers.length !== count)
        throw new Error(`sudoku -s wrote ${answers.length} answers for ${count} puzzles`);
      answers.forEach((a, i) => {
        const problem = solutionProblem(set.puzzles[i] as Grid, a);
        if (problem) throw new Error(`sudoku -s, puzzle ${i + 1}: ${problem}`);
      });
    }
    runs.push(run);
  }
  const wall = median(runs.map((r) => r.wallSeconds));
  const peak = median(runs.map((r) => r.peakMiB));
  report.figure('solve/wallSeconds', wall, 's', 'lower');
  report.figure('solve/puzzlesPerSecond', count / wall, 'puzzles/s', 'higher');
  report.figure('solve/peakMiB', peak, 'MiB', 'lower');
  rows.push([
    `sudoku -s (${num(count)} 36-hole puzzles, ${num(statSync(file).size / 2 ** 20, 1)} MiB)`,
    num(count),
    num(wall, 2),
    num(count / wall),
    num(peak, 1),
  ]);
  report.headline.push(
    `\`sudoku -s\` on ${num(count)} 36-hole puzzles: ${num(count / wall)} puzzles/s end to end, peak RSS ${num(peak, 0)} MiB.`,
  );
}

export const batchIoSuite: Suite = {
  name: 'batch-io',
  title: 'Generation and batch IO: sudoku -c and -s end to end',
  about:
    'The classic commands as a user runs them: the built CLI (`apps/cli/bin.js`) as a child process, ' +
    'timed with `/usr/bin/time -f "%e %M"` (wall seconds, peak RSS). `-c` is compared with the C++ report’s ' +
    'method written in C (`../shared/tools/gen-ref.c`, `cc -O2`), so the figure says what Node costs ' +
    'over native code for pure byte output; `-s` runs on a file of 36-hole puzzles. Every output file is ' +
    'checked (count, validity, distinct grids, clues kept) before its time is reported. Children run ' +
    'without `NODE_EXTRA_CA_CERTS` and `NODE_OPTIONS` (see the notes when they are set).',
  async run(context, report) {
    if (!existsSync(CLI) || !existsSync(join(CLI, '..', 'dist', 'main.js'))) {
      throw new Error(
        `the CLI is not built: ${CLI} or its dist/main.js is missing (run pnpm build)`,
      );
    }
    if (!existsSync(TIME))
      report.notes.push('/usr/bin/time is missing: wall time from this process, peak RSS unknown.');
    context.progress.start('batch-io', pick(context, { smoke: 1, quick: 2, full: 3 }) * 2 + 3);
    const envNote = childEnvNote();
    if (envNote) report.notes.push(envNote);
    const rows: string[][] = [];
    generation(context, report, rows);
    solving(context, report, rows);
    report.table(
      'End-to-end runs (median of rounds)',
      ['command', 'grids', 'wall s', 'grids/s', 'peak RSS MiB'],
      rows,
    );
    report.charts.push({
      title: 'Grids per second, end to end',
      unit: 'grids/s',
      bars: rows.map((r) => ({
        label: r[0].replace(/\s*\(.*$/, ''),
        value: Number(r[3].replaceAll(',', '')),
      })),
    });
  },
};
