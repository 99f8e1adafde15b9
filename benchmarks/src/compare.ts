import type { Figure, RunResult } from './result.js';

/** One figure in two runs. */
export interface FigureChange {
  key: string;
  unit: string;
  before: number;
  after: number;
  /** (after − before) / before in percent; 0 when both are equal. */
  changePercent: number;
  /** True when the figure moved the wrong way by more than the threshold. */
  regression: boolean;
}

/** The comparison of two runs. */
export interface Comparison {
  changes: FigureChange[];
  /** Keys present in only one of the runs (a suite not run, a strategy added). */
  onlyBefore: string[];
  onlyAfter: string[];
}

/** Every figure of a run, keyed `suite/figure`. */
export function flattenFigures(run: Pick<RunResult, 'suites'>): Map<string, Figure> {
  const all = new Map<string, Figure>();
  for (const suite of run.suites) {
    for (const [key, figure] of Object.entries(suite.figures))
      all.set(`${suite.name}/${key}`, figure);
  }
  return all;
}

/** Percent change from `before` to `after`; equal values (zeros included) give 0. */
export function percentChange(before: number, after: number): number {
  if (before === after || (Number.isNaN(before) && Number.isNaN(after))) return 0;
  if (before === 0) return after > 0 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  return ((after - before) / Math.abs(before)) * 100;
}

/**
 * Figure-by-figure change from `before` to `after`. A move of more than
 * `thresholdPercent` in the bad direction is a regression; the default 10 %
 * is about the noise of a shared 2-core machine, so treat smaller moves as
 * nothing.
 */
export function compareRuns(
  before: Pick<RunResult, 'suites'>,
  after: Pick<RunResult, 'suites'>,
  thresholdPercent = 10,
): Comparison {
  const a = flattenFigures(before);
  const b = flattenFigures(after);
  const changes: FigureChange[] = [];
  for (const [key, fig] of b) {
    const old = a.get(key);
    if (!old) continue;
    const changePercent = percentChange(old.value, fig.value);
    const worse =
      (fig.better === 'higher' && changePercent < -thresholdPercent) ||
      (fig.better === 'lower' && changePercent > thresholdPercent);
    changes.push({
      key,
      unit: fig.unit,
      before: old.value,
      after: fig.value,
      changePercent,
      regression: worse,
    });
  }
  return {
    changes,
    onlyBefore: [...a.keys()].filter((k) => !b.has(k)),
    onlyAfter: [...b.keys()].filter((k) => !a.has(k)),
  };
}

/** Reads and checks a results JSON file's shape; throws a one-line error otherwise. */
export function parseRunResult(text: string, where: string): RunResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new Error(`${where}: not JSON (${(cause as Error).message})`);
  }
  const run = data as Partial<RunResult> | null;
  if (run?.format !== 1 || !Array.isArray(run.suites)) {
    throw new Error(`${where}: not a benchmark result (expected {"format": 1, "suites": [...]})`);
  }
  return run as RunResult;
}
