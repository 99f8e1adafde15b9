import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exists, fakeRepository, snapshot } from './fake-repository.js';
import { renderStrategy } from './render.js';
import { ScaffoldError, scaffoldStrategy } from './scaffold.js';

type Outcome = { status: number | null; signal: NodeJS.Signals | null; output?: string };

/** A runner that records its commands; `install` plays `pnpm install` in the fake repository. */
function fakeRunner(root: string, install: () => Outcome = () => ({ status: 0, signal: null })) {
  const calls: string[] = [];
  const run = (command: string, args: string[], quiet: boolean) => {
    calls.push(`${command} ${args.join(' ')}${quiet ? ' (quiet)' : ''}`);
    return args[0] === 'install' ? install() : { status: 0, signal: null };
  };
  return { calls, run, root };
}

/** What a failed `pnpm install` may have done before failing: links made, the lockfile rewritten. */
function halfInstall(root: string, name: string) {
  for (const host of ['apps/cli', 'benchmarks']) {
    mkdirSync(join(root, host, 'node_modules/@sudoku'), { recursive: true });
    symlinkSync(
      join(root, 'packages', `solver-${name}`),
      join(root, host, 'node_modules/@sudoku', `solver-${name}`),
    );
  }
  writeFileSync(join(root, 'pnpm-lock.yaml'), 'half written');
}

/** The ScaffoldError `work` throws. */
function failure(work: () => unknown): ScaffoldError {
  try {
    work();
  } catch (error) {
    if (error instanceof ScaffoldError) return error;
    throw error;
  }
  throw new Error('did not fail');
}

describe('scaffoldStrategy', () => {
  it('creates the package, adds it to the CLI and the benchmarks, formats it and installs', () => {
    const root = fakeRepository();
    const cliBefore = readFileSync(join(root, 'apps/cli/package.json'), 'utf8');
    const runner = fakeRunner(root);
    const done = scaffoldStrategy(root, 'my-search', runner);

    expect(runner.calls).toEqual([
      'pnpm exec biome format --write packages/solver-my-search (quiet)',
      'pnpm install --no-frozen-lockfile',
    ]);
    const rendered = renderStrategy(root, 'my-search');
    for (const [path, text] of rendered) {
      expect(readFileSync(join(root, 'packages/solver-my-search', path), 'utf8'), path).toBe(text);
    }
    expect(done.created).toEqual([
      ...[...rendered.keys()].map((path) => `packages/solver-my-search/${path}`),
      '.changeset/solver-my-search.md',
    ]);
    expect(done.changed).toEqual([
      'apps/cli/package.json',
      'benchmarks/package.json',
      'pnpm-lock.yaml',
    ]);
    expect(exists(root, '.changeset/solver-my-search.md')).toBe(true);
    // No staging folder left beside it.
    expect(Object.keys(snapshot(root, 'packages')).filter((path) => path.includes('.tmp'))).toEqual(
      [],
    );

    for (const host of ['apps/cli', 'benchmarks']) {
      const { dependencies } = JSON.parse(readFileSync(join(root, host, 'package.json'), 'utf8'));
      expect(dependencies['@sudoku/solver-my-search'], host).toBe('workspace:^');
      expect(Object.keys(dependencies), host).toEqual(Object.keys(dependencies).sort());
    }
    // One line more, in its sorted place, and nothing else touched.
    const cliAfter = readFileSync(join(root, 'apps/cli/package.json'), 'utf8').split('\n');
    const added = cliAfter.findIndex((line) => line.includes('solver-my-search'));
    expect(cliAfter[added]).toBe('    "@sudoku/solver-my-search": "workspace:^",');
    expect(cliAfter.toSpliced(added, 1).join('\n')).toBe(cliBefore);
    expect(cliAfter[added - 1]).toContain('@sudoku/solver-iddfs');
  });

  it('refuses a name it cannot use, with exit code 2, touching nothing', () => {
    const root = fakeRepository();
    const before = snapshot(root);
    for (const [name, message] of [
      ['Foo', /^"Foo" is not a strategy name: /],
      ['dfs', /^packages\/solver-dfs already exists$/],
    ] as const) {
      const runner = fakeRunner(root);
      const error = failure(() => scaffoldStrategy(root, name, runner));
      expect(error.message).toMatch(message);
      expect(error.exitCode).toBe(2);
      expect(runner.calls).toEqual([]);
    }
    expect(snapshot(root)).toEqual(before);
  });

  it('asks for pnpm install first in a repository without node_modules', () => {
    const root = fakeRepository();
    rmSync(join(root, 'node_modules'), { recursive: true });
    const error = failure(() => scaffoldStrategy(root, 'foo', fakeRunner(root)));
    expect([error.message, error.exitCode]).toEqual([
      'run pnpm install first: the scaffold formats with biome',
      2,
    ]);
    expect(exists(root, 'packages/solver-foo')).toBe(false);
  });

  it('takes everything back when pnpm install fails, even what the install did', () => {
    const root = fakeRepository();
    const before = snapshot(root);
    const runner = fakeRunner(root, () => {
      halfInstall(root, 'foo');
      return { status: 1, signal: null };
    });
    const error = failure(() => scaffoldStrategy(root, 'foo', runner));
    expect(error.message).toBe('pnpm install failed (exit 1); everything it made is taken back');
    expect(error.exitCode).toBe(1);
    expect(snapshot(root)).toEqual({
      ...before,
      // The folders the half install made, empty now.
      'apps/cli/node_modules/': '',
      'apps/cli/node_modules/@sudoku/': '',
      'benchmarks/node_modules/': '',
      'benchmarks/node_modules/@sudoku/': '',
    });
  });

  it('takes everything back when pnpm install is interrupted, exiting as the signal says', () => {
    const root = fakeRepository();
    const before = snapshot(root);
    const runner = fakeRunner(root, () => ({ status: null, signal: 'SIGINT' }));
    const error = failure(() => scaffoldStrategy(root, 'foo', runner));
    expect(error.message).toBe(
      'pnpm install was interrupted (SIGINT); everything it made is taken back',
    );
    expect(error.exitCode).toBe(130);
    expect(snapshot(root)).toEqual(before);
  });

  it('takes everything back when formatting fails, before installing', () => {
    const root = fakeRepository();
    const before = snapshot(root);
    const calls: string[] = [];
    const run = (command: string, args: string[]) => {
      calls.push(`${command} ${args[0]}`);
      return args[0] === 'exec'
        ? { status: 1, signal: null, output: '' }
        : { status: 0, signal: null };
    };
    const error = failure(() => scaffoldStrategy(root, 'foo', { run }));
    expect(error.message).toBe(
      'formatting packages/solver-foo failed (exit 1); everything it made is taken back',
    );
    expect(calls).toEqual(['pnpm exec']);
    expect(snapshot(root)).toEqual(before);
  });
});
