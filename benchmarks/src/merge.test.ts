import { describe, expect, it } from 'vitest';
import { mergeRuns } from './merge.js';
import type { RunResult, SuiteResult } from './result.js';
import { suiteFixture } from './suite-result.fixture.js';

const suite = (name: string, measuredAt?: string) => suiteFixture(name, {}, measuredAt);

const run = (mode: 'quick' | 'full', date: string, suites: SuiteResult[]): RunResult => ({
  format: 1,
  mode,
  command: 'bench',
  machine: { cpu: 'x', cores: 2, memoryGiB: 1, node: 'v20', platform: 'linux', date },
  suites,
});

describe('mergeRuns', () => {
  it('replaces re-measured suites, keeps the others with their dates, in suite order', () => {
    const earlier = run('full', '2026-01-01', [suite('a'), suite('b'), suite('c', '2025-12-31')]);
    const now = run('quick', '2026-02-02', [suite('b', '2026-02-02')]);
    mergeRuns(now, earlier, ['a', 'b', 'c']);
    expect(now.suites.map((s) => [s.name, s.measuredAt])).toEqual([
      ['a', '2026-01-01'],
      ['b', '2026-02-02'],
      ['c', '2025-12-31'],
    ]);
    expect(now.mode).toBe('full');
  });

  it('keeps a run that re-measured everything as it is', () => {
    const now = run('quick', 'd', [suite('a', 'd')]);
    mergeRuns(now, run('full', 'e', [suite('a')]), ['a']);
    expect(now.suites.map((s) => s.measuredAt)).toEqual(['d']);
    expect(now.mode).toBe('quick');
  });
});
