import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMITTED_RESULTS, parseBenchArgs, resultsDir } from './args.js';

describe('parseBenchArgs', () => {
  it('runs in full by default, quick with --quick, smoke with --smoke', () => {
    expect(parseBenchArgs([]).mode).toBe('full');
    expect(parseBenchArgs(['--quick']).mode).toBe('quick');
    expect(parseBenchArgs(['--smoke']).mode).toBe('smoke');
  });

  it('refuses --quick with --smoke, an unknown option and an empty --out, in one line', () => {
    expect(() => parseBenchArgs(['--quick', '--smoke'])).toThrow(
      '--quick and --smoke exclude each other',
    );
    expect(() => parseBenchArgs(['--fast'])).toThrow(/--fast/);
    expect(() => parseBenchArgs(['--out', ''])).toThrow('--out needs a folder');
  });

  it('keeps the suites in order, and the other options', () => {
    const args = parseBenchArgs([
      '--smoke',
      '--suite',
      'native',
      '--suite',
      'web',
      '--out',
      'x',
      '--merge',
      '--no-progress',
    ]);
    expect(args).toEqual({
      mode: 'smoke',
      suites: ['native', 'web'],
      compare: undefined,
      merge: true,
      out: 'x',
      help: false,
      progress: false,
    });
  });
});

describe('resultsDir', () => {
  const temp = '/scratch';
  it('refreshes the committed report only on a full run without --out', () => {
    expect(resultsDir({ mode: 'full', out: undefined }, temp)).toBe(COMMITTED_RESULTS);
    expect(COMMITTED_RESULTS).toMatch(/benchmarks[/\\]results$/);
  });

  it('sends quick and smoke runs to a scratch folder per mode under the temporary folder', () => {
    expect(resultsDir({ mode: 'quick', out: undefined }, temp)).toBe(
      join(temp, 'sudoku-bench', 'quick'),
    );
    expect(resultsDir({ mode: 'smoke', out: undefined }, temp)).toBe(
      join(temp, 'sudoku-bench', 'smoke'),
    );
  });

  it('writes where --out says, in every mode, relative to the working folder', () => {
    for (const mode of ['full', 'quick', 'smoke'] as const) {
      expect(resultsDir({ mode, out: 'mine' }, temp)).toBe(resolve('mine'));
    }
  });
});
