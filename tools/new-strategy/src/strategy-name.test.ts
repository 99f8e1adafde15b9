import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STRATEGY_NAME as CORE_STRATEGY_NAME } from '@sudoku/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeRepository, ROOT } from './fake-repository.js';
import { nameProblem, STRATEGY_NAME } from './strategy-name.js';
import { workspaceDirs } from './workspace.js';

describe('nameProblem', () => {
  it('checks names by core’s own rule', () => {
    expect(STRATEGY_NAME.source).toBe(CORE_STRATEGY_NAME.source);
    expect(STRATEGY_NAME.flags).toBe(CORE_STRATEGY_NAME.flags);
  });

  it('takes a name only when core would load a strategy by it (property)', () => {
    const root = fakeRepository();
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/)), (name) => {
        if (nameProblem(root, name) === undefined) expect(CORE_STRATEGY_NAME.test(name)).toBe(true);
        else if (!CORE_STRATEGY_NAME.test(name)) {
          expect(nameProblem(root, name)).toMatch(/ is not a strategy name: /);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('says in one line why a name is refused', () => {
    const root = fakeRepository();
    const rule =
      'is not a strategy name: use lower-case letters, digits and hyphens, starting with a letter (as in my-search)';
    expect(nameProblem(root, 'MySearch')).toBe(`"MySearch" ${rule}`);
    expect(nameProblem(root, '')).toBe(`"" ${rule}`);
    expect(nameProblem(root, '2opt')).toBe(`"2opt" ${rule}`);
    expect(nameProblem(root, 'my_search')).toBe(`"my_search" ${rule}`);
    expect(nameProblem(root, '../evil')).toBe(`"../evil" ${rule}`);
    expect(nameProblem(root, 'solver-foo')).toBe(
      'give the name without "solver-": pnpm new-strategy foo makes @sudoku/solver-foo',
    );
    expect(nameProblem(root, 'dfs')).toBe('packages/solver-dfs already exists');
    expect(nameProblem(root, 'my-search')).toBeUndefined();
  });

  it('refuses a name the workspace, the hosts or the changesets already use', () => {
    const root = fakeRepository();
    // A strategy package kept outside packages/.
    mkdirSync(join(root, 'tools/elsewhere'));
    writeFileSync(
      join(root, 'tools/elsewhere/package.json'),
      JSON.stringify({ name: '@sudoku/solver-elsewhere' }),
    );
    expect(nameProblem(root, 'elsewhere')).toBe(
      '@sudoku/solver-elsewhere already exists, in tools/elsewhere',
    );
    // A strategy the benchmarks install from the registry.
    const bench = join(root, 'benchmarks/package.json');
    writeFileSync(
      bench,
      JSON.stringify({
        name: '@sudoku/benchmarks',
        devDependencies: { '@sudoku/solver-x': '1.0.0' },
      }),
    );
    expect(nameProblem(root, 'x')).toBe(
      'benchmarks/package.json already depends on @sudoku/solver-x',
    );
    writeFileSync(join(root, '.changeset/solver-y.md'), '---\n---\n');
    expect(nameProblem(root, 'y')).toBe('.changeset/solver-y.md already exists');
  });
});

describe('workspaceDirs', () => {
  it('lists the packages of pnpm-workspace.yaml, globs and plain folders', () => {
    const dirs = workspaceDirs(ROOT);
    for (const dir of [
      'packages/core',
      'apps/cli',
      'benchmarks',
      'smoke',
      'tools/strategy-template',
    ]) {
      expect(dirs).toContain(dir);
    }
    expect(dirs).not.toContain('packages');
  });
});
