import { describe, expect, it } from 'vitest';
import { isSudokuError, type SudokuError } from './errors.js';
import { defineSolver } from './plugin.js';
import {
  installedStrategyNames,
  isPathSpecifier,
  listSolvers,
  loadSolver,
  type SolverHost,
} from './registry.js';

const plugin = (name: string) =>
  defineSolver({
    name,
    description: `the ${name} strategy`,
    create: () => ({ name, solve: () => ({}) as never }),
  });

/** A host whose "packages" are an in-memory table, so every branch of the loader is reachable. */
function hostWith(
  modules: Record<string, unknown>,
  dependencies: string[],
): SolverHost & { imported: string[] } {
  const imported: string[] = [];
  return {
    imported,
    dependencies,
    importModule: async (specifier) => {
      imported.push(specifier);
      if (specifier in modules) return modules[specifier];
      throw Object.assign(new Error(`Cannot find package '${specifier}'`), {
        code: 'ERR_MODULE_NOT_FOUND',
      });
    },
    resolvePath: (path) => `file:///abs/${path.replace(/^\.\//, '')}`,
  };
}

async function failure(promise: Promise<unknown>): Promise<SudokuError> {
  try {
    await promise;
  } catch (error) {
    if (isSudokuError(error)) return error;
    throw error;
  }
  throw new Error('expected a SudokuError');
}

describe('strategy registry', () => {
  const deps = ['commander', '@sudoku/core', '@sudoku/solver-dfs', '@sudoku/solver-dlx'];

  it('lists installed strategies from dependencies, never from node_modules', () => {
    expect(installedStrategyNames(deps)).toEqual(['dfs', 'dlx']);
  });

  it('resolves a short name, a full package name and a path', async () => {
    const host = hostWith(
      {
        '@sudoku/solver-dfs': { default: plugin('dfs') },
        '@sudoku/solver-dlx': { default: plugin('dlx') },
        'file:///abs/my-solver.js': { default: plugin('mine') },
      },
      deps,
    );
    expect((await loadSolver('dfs', host)).name).toBe('dfs');
    expect((await loadSolver('@sudoku/solver-dlx', host)).name).toBe('dlx');
    expect((await loadSolver('./my-solver.js', host)).name).toBe('mine');
    expect(host.imported).toEqual([
      '@sudoku/solver-dfs',
      '@sudoku/solver-dlx',
      'file:///abs/my-solver.js',
    ]);
    expect((await listSolvers(host)).map((p) => p.name)).toEqual(['dfs', 'dlx']);
  });

  it('loads a subpath export of a strategy package, such as @sudoku/solver-dfs/grid', async () => {
    const host = hostWith(
      {
        '@sudoku/solver-dfs/grid': { default: plugin('dfs') },
        '@sudoku/solver-dlx/extra': { default: plugin('other') },
      },
      deps,
    );
    expect((await loadSolver('@sudoku/solver-dfs/grid', host)).name).toBe('dfs');
    expect((await failure(loadSolver('@sudoku/solver-dlx/extra', host))).message).toMatch(
      /must equal its package suffix "dlx"/,
    );
  });

  it('names the installed strategies when a name is neither installed nor a package', async () => {
    const host = hostWith({}, deps);
    const error = await failure(loadSolver('nope', host));
    expect(error.code).toBe('SUDOKU_UNKNOWN_STRATEGY');
    expect(error.message).toBe('unknown strategy "nope"; installed strategies: dfs, dlx');
    expect(host.imported).toEqual(['nope']);
  });

  it('loads an unscoped package by its own name, whatever name its strategy declares', async () => {
    const host = hostWith({ 'sudoku-solver-mine': { default: plugin('mine') } }, deps);
    expect((await loadSolver('sudoku-solver-mine', host)).name).toBe('mine');
    expect(host.imported).toEqual(['sudoku-solver-mine']);
    const notStrategy = hostWith({ commander: { default: () => {} } }, deps);
    expect((await failure(loadSolver('commander', notStrategy))).message).toMatch(
      /^commander is not a strategy/,
    );
  });

  it('calls an unscoped package whose own files are missing broken, not unknown', async () => {
    const host: SolverHost = {
      dependencies: deps,
      importModule: async () => {
        throw Object.assign(
          new Error(
            "Cannot find module '/g/node_modules/mine/dist/index.js' imported from /g/x.js",
          ),
          { code: 'ERR_MODULE_NOT_FOUND' },
        );
      },
    };
    const error = await failure(loadSolver('mine', host));
    expect(error.code).toBe('SUDOKU_BAD_PLUGIN');
    expect(error.message).toMatch(/^cannot load strategy mine: Cannot find module/);
  });

  it('tells an installed but unloadable strategy apart from an unknown one', async () => {
    const error = await failure(loadSolver('dfs', hostWith({}, deps)));
    expect(error.code).toBe('SUDOKU_BAD_PLUGIN');
    expect(error.message).toMatch(/^cannot load strategy dfs \(@sudoku\/solver-dfs\)/);
  });

  it('rejects modules that are not strategies, and names that do not match the package', async () => {
    const host = hostWith(
      {
        '@sudoku/solver-dfs': { default: { name: 'dfs' } },
        '@sudoku/solver-dlx': { default: plugin('other') },
      },
      deps,
    );
    expect((await failure(loadSolver('dfs', host))).message).toMatch(/is not a strategy/);
    expect((await failure(loadSolver('dlx', host))).message).toMatch(
      /must equal its package suffix "dlx"/,
    );
  });

  it('tells paths from names', () => {
    for (const p of ['./a.js', '../b.mjs', '/abs/c', 'file:///x.js', 'plugin.ts'])
      expect(isPathSpecifier(p)).toBe(true);
    for (const n of ['dfs', '@sudoku/solver-dfs', 'some-package'])
      expect(isPathSpecifier(n)).toBe(false);
  });

  it('refuses to define a malformed strategy', () => {
    expect(() =>
      defineSolver({ name: 'Bad Name', description: 'x', create: () => ({}) as never }),
    ).toThrow(/needs a name/);
  });
});
