import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatGrids, type Grid, gridToString } from '@sudoku/core';
import { type Dataset, loadDataFile } from '../datasets.js';
import { num, times } from '../format.js';
import { timeOnce } from '../interleave.js';
import type { SuiteReport } from '../result.js';
import { itemMedians, median, pairedRatio, sum } from '../stats.js';
import { installedStrategies } from '../strategies.js';
import { pick, type SuiteContext } from '../suite.js';
import type { Bar } from '../svg-chart.js';
import { runTimed, type TimedRun } from '../time-child.js';
import { solutionProblem } from '../validate.js';
import { checkStrategy } from './strategies.js';

const CLI = fileURLToPath(new URL('../../../apps/cli/bin.js', import.meta.url));

/** The solutions every contender must write: one per puzzle, checked, as 81 digits. */
function referenceSolutions(set: Dataset, solve: (p: Grid) => Grid | undefined): string[] {
  return set.puzzles.map((puzzle, i) => {
    const solution = solve(puzzle);
    const problem = solution ? solutionProblem(puzzle, solution) : 'no solution';
    if (problem || !solution) throw new Error(`${set.label} puzzle ${i + 1}: ${problem}`);
    return gridToString(solution);
  });
}

/** Why a file of solution lines differs from the reference, or undefined. */
function outputProblem(file: string, expected: readonly string[]): string | undefined {
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  if (lines.length !== expected.length)
    return `${lines.length} lines for ${expected.length} puzzles`;
  const at = lines.findIndex((line, i) => line.trim() !== expected[i]);
  return at < 0 ? undefined : `puzzle ${at + 1}: ${lines[at]} is not the solution`;
}

/** One round's work: time one contender once, in process or as a child. */
type Task = { name: string; run(round: number): Promise<void> };

/**
 * The strategies against tdoku: in process (our per-puzzle times, measured
 * as the strategies suite does, against the µs tdoku's driver prints) and as
 * whole processes (`sudoku solve -t 1 -q -f line` against the driver), in
 * rounds that rotate every contender's order.
 */
export async function solveComparisons(
  context: SuiteContext,
  report: SuiteReport,
  tdoku: string,
): Promise<void> {
  const sets = [
    await loadDataFile('17-clue', pick(context, { smoke: 100, quick: 5_000, full: Infinity })),
    await loadDataFile('top1465', pick(context, { smoke: 30, quick: Infinity, full: Infinity })),
    await loadDataFile('top95', pick(context, { smoke: 10, quick: Infinity, full: Infinity })),
  ];
  const plugins = await installedStrategies();
  const rounds = pick(context, { smoke: 1, quick: 1, full: 5 });
  const timeoutMs = pick(context, { smoke: 30_000, quick: 60_000, full: 120_000 });
  // A strategy slower than this on one puzzle, or on the whole set, is left out with a note.
  // (dlx, the slowest of the searching strategies, checks all of 17-clue in about a second; plain
  // backtracking takes seconds on top95 and tens of them on top1465, and is left out.)
  const capMs = pick(context, { smoke: 500, quick: 2_000, full: 2_000 });
  const budgetMs = pick(context, { smoke: 2_000, quick: 3_000, full: 5_000 });
  context.progress.start('native: solve', sets.length * rounds * (2 * plugins.length + 1));
  const inRows: string[][] = [];
  const bars: Bar[] = [];
  const wholeRows: string[][] = [];
  for (const set of sets) {
    const dir = context.tmpDir;
    const input = join(dir, `native-${set.id}.txt`);
    writeFileSync(input, formatGrids(set.puzzles, 'line'));
    const dfs = plugins.find((p) => p.name === 'dfs') ?? plugins[0];
    const solver = dfs.create();
    const expected = referenceSolutions(set, (p) => {
      const r = solver.solve(p);
      return r.status === 'solved' ? r.solution : undefined;
    });
    const checked = [];
    for (const plugin of plugins) {
      const outcome = checkStrategy(plugin, set, capMs, budgetMs);
      if ('failure' in outcome)
        report.notes.push(`${plugin.name} on ${set.label}: ${outcome.failure}.`);
      else checked.push(outcome);
    }
    const inRounds = checked.map(() => [] as number[][]);
    const passUs = checked.map(() => [] as number[]);
    const tdokuRuns: { run: TimedRun; us: number }[] = [];
    const wholeRuns = checked.map(() => [] as TimedRun[]);
    const child = async (who: string, args: string[], command: string, round: number) => {
      const out = join(dir, 'native-out.txt');
      rmSync(out, { force: true });
      const run = await runTimed(command, [...args, out], { cwd: dir, timeoutMs });
      const problem = run.ok ? outputProblem(out, expected) : run.stderr.split('\n')[0];
      if (problem) throw new Error(`${who} on ${set.label}, round ${round + 1}: ${problem}`);
      return run;
    };
    const tasks: Task[] = [
      ...checked.map((c, k) => ({
        name: `${c.name} in process`,
        run: async () => {
          const n = set.puzzles.length;
          inRounds[k].push(
            timeOnce({ name: c.name, items: n, run: (i) => c.solver.solve(set.puzzles[i]) }),
          );
          // Then one pass timed as tdoku's driver times itself: one clock around the whole loop.
          const start = performance.now();
          for (let i = 0; i < n; i++) c.solver.solve(set.puzzles[i]);
          passUs[k].push(((performance.now() - start) / n) * 1000);
        },
      })),
      {
        name: 'tdoku',
        run: async (round) => {
          const run = await child('tdoku', [input], tdoku, round);
          const us = Number(/([\d.]+) us\/puzzle/.exec(run.stderr)?.[1]);
          if (!Number.isFinite(us)) throw new Error(`tdoku printed no time: ${run.stderr}`);
          tdokuRuns.push({ run, us });
        },
      },
      ...checked.map((c, k) => ({
        name: `sudoku solve -s ${c.name}`,
        run: async (round: number) => {
          const args = [CLI, 'solve', '-t', '1', '-q', '-f', 'line', '-s', c.name, input, '-o'];
          wholeRuns[k].push(
            await child(`sudoku solve -s ${c.name}`, args, process.execPath, round),
          );
        },
      })),
    ];
    for (let round = 0; round < rounds; round++) {
      for (let k = 0; k < tasks.length; k++) {
        const task = tasks[(k + round) % tasks.length];
        context.progress.step(`${task.name} · ${set.id}, round ${round + 1}`);
        await task.run(round);
      }
    }
    context.log(`native: the strategies and tdoku on ${set.label} done`);
    const tdokuUs = median(tdokuRuns.map((t) => t.us));
    const tdokuWalls = tdokuRuns.map((t) => t.run.wallSeconds);
    report.figure(`solve/${set.id}/tdoku/inProcessUs`, tdokuUs, 'µs', 'lower');
    report.figure(`solve/${set.id}/tdoku/wallSeconds`, median(tdokuWalls), 's', 'lower');
    checked.forEach((c, k) => {
      // Like for like: tdoku's driver times one pass over the set with one
      // clock (pauses for other jobs included), so the ratio uses ours timed
      // the same way, within each round. The per-puzzle medians (as the
      // strategies suite reports them) vote such pauses out: shown beside.
      const us = median(passUs[k]);
      const medianUs = (sum(itemMedians(inRounds[k])) / set.puzzles.length) * 1000;
      const ratio = pairedRatio(
        passUs[k],
        tdokuRuns.map((t) => t.us),
      );
      report.figure(`solve/${set.id}/${c.name}/inProcessUs`, us, 'µs', 'lower');
      report.figure(`solve/${set.id}/${c.name}/inProcessMedianUs`, medianUs, 'µs', 'lower');
      report.figure(`solve/${set.id}/${c.name}/inProcessVsTdoku`, ratio, '×', 'lower');
      inRows.push([set.label, c.name, num(us, 2), num(medianUs, 2), num(tdokuUs, 2), times(ratio)]);
      bars.push({ label: `${c.name} · ${set.id}`, value: ratio, group: c.name });
      const walls = wholeRuns[k].map((r) => r.wallSeconds);
      const wholeRatio = pairedRatio(walls, tdokuWalls);
      report.figure(`solve/${set.id}/${c.name}/wallSeconds`, median(walls), 's', 'lower');
      report.figure(`solve/${set.id}/${c.name}/wholeVsTdoku`, wholeRatio, '×', 'lower');
      wholeRows.push([
        set.label,
        `sudoku solve -t 1 -s ${c.name}`,
        num(median(walls), 3),
        num(median(wholeRuns[k].map((r) => r.cpuSeconds)), 2),
        times(wholeRatio),
      ]);
    });
    wholeRows.push([
      set.label,
      'tdoku driver',
      num(median(tdokuWalls), 3),
      num(median(tdokuRuns.map((t) => t.run.cpuSeconds)), 2),
      '1',
    ]);
    const dfsUs = report.figures[`solve/${set.id}/dfs/inProcessVsTdoku`]?.value;
    const dfsWhole = report.figures[`solve/${set.id}/dfs/wholeVsTdoku`]?.value;
    if (dfsUs !== undefined && dfsWhole !== undefined) {
      report.headline.push(
        `${set.label}: dfs takes ${times(dfsUs)} tdoku's time per puzzle in process, and \`sudoku solve -t 1\` ${times(dfsWhole)} the tdoku driver's wall time as a whole process.`,
      );
    }
  }
  report.charts.push({
    title: "Strategies in process: time per puzzle relative to tdoku's",
    unit: "× tdoku's time",
    reference: 1,
    log: true,
    bars,
  });
  report.table(
    `Strategies vs tdoku in process: µs per puzzle, one pass over the set timed with one clock as tdoku's driver does (median of ${rounds} round${rounds > 1 ? 's' : ''})`,
    [
      'data',
      'strategy',
      'ours µs (one pass)',
      'ours µs (per-puzzle medians)',
      'tdoku µs',
      'ours / tdoku',
    ],
    inRows,
  );
  report.table(
    `Strategies vs tdoku as whole processes, one thread (median of ${rounds} rotating round${rounds > 1 ? 's' : ''}; every output equal to the checked solutions)`,
    ['data', 'command', 'wall s', 'CPU s', 'wall vs tdoku'],
    wholeRows,
  );
}
