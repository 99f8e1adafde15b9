import type { Solver, SolverOptions } from '@sudoku/core';
import type { Dataset } from './datasets.js';
import { num, times, us } from './format.js';
import { timeInterleaved } from './interleave.js';
import type { SuiteReport } from './result.js';
import { summarize, timeRatio } from './stats.js';
import { loadStrategy } from './strategies.js';
import type { SuiteContext } from './suite.js';
import { assertSolution } from './validate.js';

/** One configuration of a strategy, e.g. backtrack's `{ erase: 'xor' }`. */
export interface Variant {
  key: string;
  label: string;
  options: SolverOptions;
}

/** The outcome for one set: time of `variants[0]` over `variants[1]`, or why it could not run. */
export type VariantOutcome = { ratio: number } | { missing: string };

/**
 * Times two configurations of one strategy on the same puzzles, in
 * alternating rounds, after checking that both answer every puzzle correctly
 * and visit the same number of nodes (the change under test must not change
 * the search, or the comparison measures something else).
 */
export async function compareVariants(
  context: SuiteContext,
  report: SuiteReport,
  strategy: string,
  variants: readonly [Variant, Variant],
  sets: readonly Dataset[],
  rounds: number,
): Promise<VariantOutcome[]> {
  const plugin = await loadStrategy(strategy);
  let solvers: Solver[];
  try {
    solvers = variants.map((v) => plugin.create(v.options));
  } catch (error) {
    const message = `${strategy} does not offer these variants yet (${(error as Error).message})`;
    report.notes.push(message);
    return sets.map(() => ({ missing: message }));
  }
  const outcomes: VariantOutcome[] = [];
  const rows: string[][] = [];
  for (const set of sets) {
    const nodes = solvers.map(() => 0);
    solvers.forEach((solver, k) => {
      context.progress.step(`${variants[k].label} · ${set.id}: checking answers`);
      set.puzzles.forEach((puzzle, i) => {
        const result = solver.solve(puzzle);
        assertSolution(
          variants[k].label,
          set.label,
          i,
          puzzle,
          result.status === 'solved' ? result.solution : undefined,
        );
        nodes[k] += result.stats.nodes;
      });
    });
    if (nodes[0] !== nodes[1]) {
      report.notes.push(
        `${set.label}: the two variants visit different numbers of nodes (${nodes[0]} vs ${nodes[1]}), so the ratio mixes search and representation.`,
      );
    }
    const timings = timeInterleaved(
      solvers.map((solver, k) => ({
        name: variants[k].label,
        items: set.puzzles.length,
        run: (i: number) => solver.solve(set.puzzles[i]),
      })),
      rounds,
      (_, name) => context.progress.step(`${name} · ${set.id}: timing`),
    );
    const ratio = timeRatio(timings[0], timings[1]);
    timings.forEach((t, k) => {
      const s = summarize(t.samples);
      const perSecond = (set.puzzles.length / t.total) * 1000;
      report.figure(
        `${variants[k].key}/${set.id}/puzzlesPerSecond`,
        perSecond,
        'puzzles/s',
        'higher',
      );
      report.figure(`${variants[k].key}/${set.id}/medianUs`, s.median * 1000, 'µs', 'lower');
      rows.push([
        set.label,
        variants[k].label,
        num(perSecond),
        us(s.median),
        us(s.p95),
        num(nodes[k] / set.puzzles.length, 1),
        k === 0 ? times(ratio) : '1.00×',
      ]);
    });
    report.figure(`${variants[0].key}_over_${variants[1].key}/${set.id}`, ratio, '×', 'none');
    outcomes.push({ ratio });
  }
  report.table(
    `${strategy}: ${variants[0].label} vs ${variants[1].label} (${rounds} alternating rounds)`,
    [
      'data set',
      'variant',
      'puzzles/s',
      'median µs',
      'p95 µs',
      'nodes/puzzle',
      `time vs ${variants[1].label}`,
    ],
    rows,
  );
  return outcomes;
}
