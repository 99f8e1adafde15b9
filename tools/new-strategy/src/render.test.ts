import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './fake-repository.js';
import { renderChangeset, renderStrategy } from './render.js';

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const manifestOf = (dir: string) => JSON.parse(read(`${dir}/package.json`));

describe('renderStrategy', () => {
  it('writes the strategy’s names wherever the template has its own', () => {
    for (const [name, pascal] of [
      ['foo', 'Foo'],
      ['my-search-2', 'MySearch2'],
      ['a', 'A'],
    ]) {
      const files = renderStrategy(ROOT, name);
      for (const [path, text] of files) {
        expect(text, path).not.toMatch(/strategy-template|StrategyTemplate/);
      }
      const index = files.get('src/index.ts');
      expect(index).toContain(`name: '${name}',`);
      expect(index).toContain(`export function create${pascal}Solver(`);
      expect(files.get('README.md')).toMatch(new RegExp(`^# @sudoku/solver-${name}\\n`));
      expect(files.get('README.md')).toContain(`import strategy from '@sudoku/solver-${name}';`);
      expect(files.get('CHANGELOG.md')).toBe(`# @sudoku/solver-${name}\n`);
    }
  });

  it('has every file a strategy package has, the configurations the same as theirs', () => {
    const files = renderStrategy(ROOT, 'foo');
    expect([...files.keys()]).toEqual([
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'package.json',
      'src/index.test.ts',
      'src/index.ts',
      'src/search.ts',
      'tsconfig.json',
      'tsconfig.test.json',
      'vitest.config.ts',
    ]);
    expect(files.get('LICENSE')).toBe(read('LICENSE'));
    for (const path of ['tsconfig.json', 'tsconfig.test.json', 'vitest.config.ts']) {
      expect(files.get(path), path).toBe(read(`packages/solver-backtrack/${path}`));
    }
  });

  it('makes a package.json laid out as the published strategies’ are', () => {
    const mine = JSON.parse(renderStrategy(ROOT, 'foo').get('package.json') ?? '');
    const dlx = manifestOf('packages/solver-dlx');
    expect(Object.keys(mine)).toEqual(Object.keys(dlx));
    expect(mine.name).toBe('@sudoku/solver-foo');
    // The published packages are released together, at one version.
    expect(mine.version).toBe(manifestOf('packages/core').version);
    expect(mine.private).toBeUndefined();
    expect(mine.keywords).toContain('sudoku-solver');
    expect(mine.description).toBe(
      'The foo Sudoku strategy for the sudoku toolkit (sudoku solve --strategy foo)',
    );
    expect(mine.homepage).toBe(dlx.homepage.replace('solver-dlx', 'solver-foo'));
    expect(mine.repository).toEqual({ ...dlx.repository, directory: 'packages/solver-foo' });
    for (const key of [
      'bugs',
      'license',
      'type',
      'sideEffects',
      'files',
      'exports',
      'publishConfig',
      'engines',
      'scripts',
      'dependencies',
    ]) {
      expect(mine[key], key).toEqual(dlx[key]);
    }
    // Test tools at the versions the other strategies use.
    for (const [dependency, version] of Object.entries(mine.devDependencies)) {
      expect(dlx.devDependencies[dependency], dependency).toBe(version);
    }
  });
});

describe('renderChangeset', () => {
  it('announces the new package and the CLI that gains it', () => {
    expect(renderChangeset('foo')).toBe(
      '---\n"@sudoku/solver-foo": minor\n"@sudoku/cli": minor\n---\n\nFirst release of the `foo` strategy (`sudoku solve --strategy foo`).\n',
    );
  });
});
