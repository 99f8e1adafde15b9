import type { Grid, Solver, SolverPlugin } from '@sudoku/core';
import { assignmentPuzzles, type Dataset, loadDataFile } from '../datasets.js';
import { num, times, us } from '../format.js';
import { type Contender, timeInterleaved } from '../interleave.js';
import { summarize, timeRatio } from '../stats.js';
import { installedStrategies } from '../strategies.js';
import { pick, type Suite, type SuiteContext } from '../suite.js';
import type { Bar } from '../svg-chart.js';
import { solutionProblem } from '../validate.js';

/** A strategy that answered every puzzle of a set correctly, with its counters. */
interface Checked {
  name: string;
  solver: Solver;
  nodes: number[];
  guesses: number[];
  checkMs: number;
}

/**
 * Solves every puzzle once, checking each answer (valid grid, clues kept).
 * Returns the counters, or why the strategy is out of this set: a wrong
 * answer, a puzzle over the per-puzzle cap, or the whole set over budget.
 */
export function checkStrategy(
  plugin: SolverPlugin,
  set: Dataset,
  capMs: number,
  budgetMs: number,
): Checked | { name: string; failure: string } {
  const solver = plugin.create();
  const nodes: number[] = [];
  const guesses: number[] = [];
  const start = performance.now();
  for (let i = 0; i < set.puzzles.length; i++) {
    const puzzle = set.puzzles[i];
    const result = solver.solve(puzzle, { timeLimitMs: capMs });
    if (result.status === 'timeout') {
      return { name: plugin.name, failure: `puzzle ${i + 1} took over ${capMs} ms (capped)` };
    }
    if (result.status !== 'solved') {
      return { name: plugin.name, failure: `puzzle ${i + 1}: ${result.status}` };
    }
    const problem = solutionProblem(puzzle, result.solution);
    if (problem)
      return { name: plugin.name, failure: `WRONG ANSWER on puzzle ${i + 1}: ${problem}` };
    nodes.push(result.stats.nodes);
    guesses.push(result.stats.guesses);
    const spent = performance.now() - start;
    if (spent > budgetMs && i + 1 < set.puzzles.length) {
      return {
        name: plugin.name,
        failure: `too slow for this run: ${i + 1} of ${set.puzzles.length} puzzles in ${(spent / 1000).toFixed(1)} s`,
      };
    }
  }
  return { name: plugin.name, solver, nodes, guesses, checkMs: performance.now() - start };
}

/** The data sets of suite 1, sampled in quick mode. */
export async function strategyDatasets(context: SuiteContext): Promise<Dataset[]> {
  const sizes = pick(context, {
    smoke: { clue17: 20, top1465: 10, top95: 10, assignment: 50 },
    quick: { clue17: 200, top1465: 150, top95: 95, assignment: 1000 },
    full: { clue17: Infinity, top1465: Infinity, top95: Infinity, assignment: 10_000 },
  });
  return [
    await loadDataFile('17-clue', sizes.clue17),
    await loadDataFile('top1465', sizes.top1465),
    await loadDataFile('top95', sizes.top95),
    assignmentPuzzles(sizes.assignment),
  ];
}

function mean(values: readonly number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return values.length ? s / values.length : Number.NaN;
}

export const strategiesSuite: Suite = {
  name: 'strategies',
  title: 'Strategies × data sets',
  about:
    'Every installed strategy (found through core’s loader from this package’s dependencies, so a new ' +
    'strategy package appears here with no edit) on hard and easy puzzles. Each answer is checked ' +
    '(valid grid, clues kept) before anything is timed; then the strategies are timed in alternating ' +
    'rounds. Nodes and guesses say how much searching each needs, independent of the machine.',
  async run(context, report) {
    const plugins = await installedStrategies();
    if (plugins.length === 0)
      throw new Error('no @sudoku/solver-* strategy among the dependencies');
    const sets = await strategyDatasets(context);
    const capMs = pick(context, { smoke: 500, quick: 2_000, full: 10_000 });
    const checkBudgetMs = pick(context, { smoke: 6_000, quick: 6_000, full: 600_000 });
    const timingBudgetMs = pick(context, { smoke: 6_000, quick: 6_000, full: 120_000 });
    const maxRounds = pick(context, { smoke: 1, quick: 3, full: 7 });
    const baseline = plugins.find((p) => p.name === 'dfs')?.name ?? plugins[0].name;
    const rows: string[][] = [];
    const bars: Bar[] = [];
    context.progress.start('strategies', sets.length * plugins.length * (maxRounds + 1));

    for (const set of sets) {
      const firstRow = rows.length;
      const checked: Checked[] = [];
      for (const plugin of plugins) {
        context.progress.step(`${plugin.name} · ${set.id}: checking answers`);
        const outcome = checkStrategy(plugin, set, capMs, checkBudgetMs);
        if ('failure' in outcome) {
          rows.push([set.label, plugin.name, '—', '—', '—', '—', '—', '—', outcome.failure]);
          report.notes.push(`${plugin.name} on ${set.label}: ${outcome.failure}.`);
          context.progress.step('', maxRounds);
          continue;
        }
        checked.push(outcome);
      }
      if (checked.length === 0) continue;
      const totalCheck = checked.reduce((s, c) => s + c.checkMs, 0);
      // At least three rounds (one in a smoke run): the per-item median needs two votes against an outlier.
      const rounds = Math.max(
        Math.min(3, maxRounds),
        Math.min(maxRounds, Math.floor(timingBudgetMs / totalCheck)),
      );
      const contenders: Contender[] = checked.map((c) => ({
        name: c.name,
        items: set.puzzles.length,
        run: (i: number) => c.solver.solve(set.puzzles[i] as Grid),
      }));
      const timings = timeInterleaved(contenders, rounds, (_, name) =>
        context.progress.step(`${name} · ${set.id}: timing`),
      );
      context.progress.step('', (maxRounds - rounds) * checked.length);
      const base = timings.find((t) => t.name === baseline);
      for (let k = 0; k < checked.length; k++) {
        const c = checked[k];
        const t = timings[k];
        const s = summarize(t.samples);
        const perSecond = (set.puzzles.length / t.total) * 1000;
        const ratio = base ? timeRatio(t, base) : Number.NaN;
        const key = `${c.name}/${set.id}`;
        report.figure(`${key}/puzzlesPerSecond`, perSecond, 'puzzles/s', 'higher');
        report.figure(`${key}/medianUs`, s.median * 1000, 'µs', 'lower');
        report.figure(`${key}/p95Us`, s.p95 * 1000, 'µs', 'lower');
        report.figure(`${key}/nodesPerPuzzle`, mean(c.nodes), 'nodes', 'none');
        report.figure(`${key}/guessesPerPuzzle`, mean(c.guesses), 'guesses', 'none');
        if (base) report.figure(`${key}/timeVs_${baseline}`, ratio, '×', 'lower');
        rows.push([
          set.label,
          c.name,
          num(perSecond),
          us(s.median),
          us(s.p95),
          num(mean(c.nodes), 1),
          num(mean(c.guesses), 1),
          times(ratio),
          `${rounds} rounds`,
        ]);
        bars.push({ label: `${c.name} · ${set.id}`, value: ratio, group: c.name });
      }
      const setRows = rows.splice(firstRow).sort((a, b) => a[1].localeCompare(b[1]));
      rows.push(...setRows);
      const order = timings
        .map((t, k) => ({ name: checked[k].name, t, total: t.total }))
        .sort((a, b) => a.total - b.total);
      if (order.length > 1) {
        const [first, ...rest] = order;
        report.headline.push(
          `${set.label}: fastest ${first.name}; ${rest
            .map((f) => `${f.name} ${times(timeRatio(f.t, first.t))} its time`)
            .join(', ')}.`,
        );
      }
    }
    context.progress.stop();
    report.table(
      'Puzzles per second, µs per puzzle, search effort',
      [
        'data set',
        'strategy',
        'puzzles/s',
        'median µs',
        'p95 µs',
        'nodes/puzzle',
        'guesses/puzzle',
        `time vs ${baseline}`,
        'note',
      ],
      rows,
    );
    report.charts.push({
      title: `Time per data set relative to ${baseline} (lower is faster)`,
      unit: `× ${baseline}'s time`,
      bars,
      reference: 1,
      log: true,
    });
  },
};
