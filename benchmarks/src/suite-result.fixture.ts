import type { Better, SuiteResult } from './result.js';

/** A suite result for tests: empty but for its name, figures and an optional date. */
export function suiteFixture(
  name: string,
  figures: Record<string, [number, Better]> = {},
  measuredAt?: string,
): SuiteResult {
  return {
    name,
    title: name,
    about: '',
    headline: [],
    tables: [],
    charts: [],
    notes: [],
    elapsedMs: 0,
    figures: Object.fromEntries(
      Object.entries(figures).map(([k, [value, better]]) => [k, { value, unit: 'x', better }]),
    ),
    ...(measuredAt ? { measuredAt } : {}),
  };
}
