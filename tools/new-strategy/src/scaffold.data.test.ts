import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sharedDataDir } from '@sudoku/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './fake-repository.js';

/**
 * `pnpm new-strategy foo` as a contributor runs it, in a copy of this
 * repository (its tracked and unignored files, so uncommitted work counts;
 * node_modules from pnpm's store, offline), with CI=true as in CI: the new
 * package must build, pass its conformance suite and lint, and show up in
 * `sudoku strategies`, in `sudoku solve --strategy foo` and in the
 * benchmarks' strategies suite, and the CLI's tests about its strategies
 * must still pass, with no edit by hand.
 */
describe('pnpm new-strategy foo, in a copy of the repository', () => {
  // foo, unless the repository has a strategy of that name by now.
  const name = existsSync(join(ROOT, 'packages/solver-foo')) ? 'foo-scaffolded' : 'foo';
  const pkg = `@sudoku/solver-${name}`;
  const copy = mkdtempSync(join(tmpdir(), 'sudoku-new-strategy-e2e-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  // The children run as from a shell: nothing of this test's own runner (vitest, turbo, pnpm) leaks in.
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) => !/^(npm_|pnpm_|VITEST|TURBO_|NODE_ENV$|INIT_CWD$)/i.test(key),
      ),
    ),
    CI: 'true',
    FORCE_COLOR: '0',
    TURBO_TELEMETRY_DISABLED: '1',
    SUDOKU_DATA_DIR: sharedDataDir(),
  };

  /** Runs a command in the copy; fails the test with its output unless it exits 0. */
  const run = (command: string, ...args: string[]): SpawnSyncReturns<string> => {
    const result = spawnSync(command, args, {
      cwd: copy,
      env,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
    const shown = `${command} ${args.join(' ')}`;
    expect(result.error, shown).toBeUndefined();
    expect(result.status, `${shown}:\n${result.stdout}\n${result.stderr}`).toBe(0);
    return result;
  };
  const sudoku = (...args: string[]) => run(process.execPath, 'apps/cli/bin.js', ...args).stdout;

  it('copies the repository and installs it from the store', () => {
    const listed = spawnSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    expect(listed.status, `git ls-files: ${listed.stderr}`).toBe(0);
    for (const path of listed.stdout.split('\0')) {
      // A tracked file deleted in the working tree is not part of it.
      if (path === '' || !existsSync(join(ROOT, path))) continue;
      mkdirSync(dirname(join(copy, path)), { recursive: true });
      cpSync(join(ROOT, path), join(copy, path));
    }
    run('pnpm', 'install', '--offline', '--frozen-lockfile');
  });

  it('scaffolds packages/solver-foo and wires it in', () => {
    const { stdout } = run('pnpm', 'new-strategy', name);
    expect(stdout).toContain(`Created ${pkg} in packages/solver-${name}:`);
    expect(existsSync(join(copy, `packages/solver-${name}/src/search.ts`))).toBe(true);
  });

  it('builds the new package with the CLI', () => {
    // The benchmarks' build comes with pnpm bench (turbo hashes its arguments into every task it runs).
    run('pnpm', 'turbo', 'run', 'build', '--filter=@sudoku/cli...');
    expect(existsSync(join(copy, `packages/solver-${name}/dist/index.js`))).toBe(true);
  });

  it('passes the conformance suite, and lint', () => {
    run('pnpm', '--filter', pkg, 'test');
    const report = JSON.parse(
      readFileSync(join(copy, `packages/solver-${name}/.vitest/unit.json`), 'utf8'),
    );
    const titles = report.testResults.flatMap((file: { assertionResults: { title: string }[] }) =>
      file.assertionResults.map((test) => test.title),
    );
    expect(titles).toContain('is a well-formed plugin');
    expect(titles).toContain('counts solutions exactly below the cap and stops at the cap');
    expect(report.numFailedTests).toBe(0);
    expect(report.numPassedTests).toBeGreaterThanOrEqual(15);
    run('pnpm', '--filter', pkg, 'lint');
    run('pnpm', '--filter', pkg, 'check-types');
  });

  it('shows up in sudoku strategies and solves with sudoku solve --strategy foo', () => {
    expect(sudoku('strategies')).toMatch(
      new RegExp(`^${name}\\s+Backtracking that fills the cell with the fewest`, 'm'),
    );
    const puzzle = 'examples/example-puzzle.txt';
    expect(sudoku('solve', '--strategy', name, puzzle)).toBe(sudoku('solve', puzzle));
  });

  it('passes the CLI’s tests that list and load the installed strategies', () => {
    run(
      'pnpm',
      '--filter',
      '@sudoku/cli',
      'exec',
      'vitest',
      'run',
      'src/solve.test.ts',
      'src/strategies-agree.test.ts',
      'src/usage.test.ts',
      'src/plugin-discovery.test.ts',
    );
  });

  it('runs in pnpm bench --smoke --suite strategies beside the others, its answers right', () => {
    const out = join(copy, '.bench');
    run('pnpm', 'bench', '--smoke', '--suite', 'strategies', '--no-progress', '--out', out);
    const report = JSON.parse(readFileSync(join(out, 'latest.json'), 'utf8'));
    const rows: string[][] = report.suites[0].tables[0].rows;
    const sets = [...new Set(rows.filter((row) => row[1] === 'dfs').map((row) => row[0]))];
    expect(sets.length).toBeGreaterThanOrEqual(4);
    for (const set of sets) {
      const mine = rows.find((row) => row[0] === set && row[1] === name);
      expect(mine, set).toBeDefined();
      // A busy machine may cap a slow puzzle; a wrong answer or status never passes.
      expect(mine?.at(-1), set).not.toMatch(/WRONG ANSWER|unsolvable|invalid/);
    }
  });

  it('formats a package with a long name so that it passes lint too', () => {
    const name = 'a-search-with-a-name-long-enough-to-push-lines-past-the-width';
    run('pnpm', 'new-strategy', name);
    run('pnpm', '--filter', `@sudoku/solver-${name}`, 'lint');
    run('pnpm', '--filter', `@sudoku/solver-${name}`, 'check-types');
  });
});
