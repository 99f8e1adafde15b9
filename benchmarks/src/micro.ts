import { num, times } from './format.js';
import { timeInterleaved } from './interleave.js';
import type { SuiteReport } from './result.js';
import { median, timeRatio } from './stats.js';
import type { SuiteContext } from './suite.js';

/** A kernel: does `ops` operations and returns a checksum (so the JIT cannot drop the work). */
export interface Kernel {
  key: string;
  label: string;
  run(ops: number): number;
}

/**
 * Times two kernels that must compute the same checksum, in alternating
 * rounds; reports ns per operation and the ratio of the first over the second.
 */
export function compareKernels(
  context: SuiteContext,
  report: SuiteReport,
  title: string,
  key: string,
  kernels: readonly [Kernel, Kernel],
  ops: number,
  calls: number,
  rounds: number,
): number {
  const sums = kernels.map((k) => k.run(ops));
  if (sums[0] !== sums[1]) {
    throw new Error(
      `${title}: the kernels disagree (checksums ${sums[0]} and ${sums[1]}); fix before timing`,
    );
  }
  // Warm both to the optimising tier before the first timed round.
  for (let i = 0; i < 20; i++) for (const k of kernels) k.run(ops);
  let sink = 0;
  const timings = timeInterleaved(
    kernels.map((k) => ({ name: k.label, items: calls, run: () => (sink ^= k.run(ops)) })),
    rounds,
    (_, name) => context.progress.step(`${name}: timing`),
  );
  if (sink === 0.5) report.notes.push('unreachable');
  const ratio = timeRatio(timings[0], timings[1]);
  const rows = timings.map((t, k) => {
    const ns = (median(t.samples) * 1e6) / ops;
    report.figure(`${key}/${kernels[k].key}/nsPerOp`, ns, 'ns/op', 'lower');
    return [title, kernels[k].label, num(ns, 2), k === 0 ? times(ratio) : '1.00×'];
  });
  report.figure(`${key}/ratio`, ratio, '×', 'none');
  const existing = report.tables.find((t) => t.title.startsWith('Micro-benchmark'));
  if (existing) existing.rows.push(...rows);
  else
    report.table(
      'Micro-benchmark (same checksum, alternating rounds)',
      ['case', 'kernel', 'ns/op', 'time vs second'],
      rows,
    );
  return ratio;
}
