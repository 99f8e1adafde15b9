import type { RunResult } from './result.js';

/**
 * `--merge`: keeps the suites of an earlier run that `run` did not
 * re-measure, each with its own date, in the harness's suite order (`order`
 * lists suite names). Changes `run` in place.
 */
export function mergeRuns(run: RunResult, earlier: RunResult, order: readonly string[]): void {
  const fresh = new Set(run.suites.map((s) => s.name));
  const kept = earlier.suites
    .filter((s) => !fresh.has(s.name))
    .map((s) => ({ ...s, measuredAt: s.measuredAt ?? earlier.machine.date }));
  const rank = (name: string) => order.indexOf(name);
  run.suites = [...run.suites, ...kept].sort((a, b) => rank(a.name) - rank(b.name));
  if (kept.length > 0) run.mode = earlier.mode;
}
