import { cpSync, mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatGridsText, parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { runCli, scratchDir } from './test-support/run-cli.js';

const cliRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dfsEntry = pathToFileURL(
  join(realpathSync(join(cliRoot, 'node_modules', '@sudoku', 'solver-dfs')), 'dist', 'index.js'),
).href;
const puzzle = formatGridsText([parseGrid(EXAMPLE.puzzle)]);
const solution = formatGridsText([parseGrid(EXAMPLE.solution)]);

/**
 * A third-party strategy written against nothing but the plugin shape: it
 * borrows dfs to do the work and counts its calls in a file, to prove it ran.
 */
function echoStrategy(name: string, counterFile: string): string {
  return `import { appendFileSync } from 'node:fs';
import dfs from ${JSON.stringify(dfsEntry)};
export default {
  name: ${JSON.stringify(name)},
  description: 'test strategy living outside the CLI',
  create() {
    const inner = dfs.create();
    return { name: ${JSON.stringify(name)}, solve(p, o) { appendFileSync(${JSON.stringify(counterFile)}, 'x'); return inner.solve(p, o); } };
  },
};
`;
}

describe('strategies outside the CLI source', () => {
  it('are loaded by path, in this thread and in worker threads', () => {
    const dir = scratchDir();
    const counter = join(dir, 'calls');
    writeFileSync(join(dir, 'my-solver.mjs'), echoStrategy('mine', counter));
    // 8,000 lines: three pieces, so the worker gets some.
    writeFileSync(join(dir, 'in.txt'), Array(8000).fill(EXAMPLE.puzzle).join('\n'));
    const one = runCli(['solve', '--strategy', './my-solver.mjs', '-'], {
      cwd: dir,
      input: puzzle,
    });
    expect(one.status).toBe(0);
    expect(one.stdout).toBe(solution);
    expect(one.stderr).toMatch(/with mine on/);
    const many = runCli(
      ['solve', '-q', '-t', '2', '-f', 'line', '-s', './my-solver.mjs', 'in.txt'],
      { cwd: dir },
    );
    expect(many.status).toBe(0);
    // At least once per puzzle: a piece that outlasts the main thread's slice is done again in a worker.
    expect(readFileSync(counter, 'utf8').length).toBeGreaterThanOrEqual(8001);
  });

  it('are found by name once added as a dependency, with no change to the CLI code', () => {
    // A copy of the installed CLI whose package.json gains one dependency,
    // exactly what `pnpm add @sudoku/solver-echo --filter @sudoku/cli` does.
    const root = scratchDir();
    copyCli(root, '@sudoku/solver-echo');
    const counter = join(root, 'calls');
    writePackage(join(root, 'node_modules'), '@sudoku/solver-echo', echoStrategy('echo', counter));
    const bin = join(root, 'bin.js');

    const list = runCli(['strategies'], { bin });
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(/^echo\s+test strategy living outside the CLI$/m);
    const run = runCli(['solve', '--strategy', 'echo', '-'], { bin, input: puzzle });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(solution);
    expect(readFileSync(counter, 'utf8')).toBe('x');
  });

  it('are found by their own package name when installed beside the CLI, scoped or not', () => {
    // `npm install --global @sudoku/cli sudoku-solver-mine @you/sudoku-solver-ours` lays them out so.
    const modules = join(scratchDir(), 'lib', 'node_modules');
    const root = join(modules, '@sudoku', 'cli');
    copyCli(root);
    const counter = join(modules, 'calls');
    writePackage(modules, 'sudoku-solver-mine', echoStrategy('mine', counter));
    writePackage(modules, '@you/sudoku-solver-ours', echoStrategy('ours', counter));
    const bin = join(root, 'bin.js');
    for (const [spec, name] of [
      ['sudoku-solver-mine', 'mine'],
      ['@you/sudoku-solver-ours', 'ours'],
    ]) {
      const run = runCli(['solve', '--strategy', spec!, '-'], { bin, input: puzzle });
      expect(run.status).toBe(0);
      expect(run.stdout).toBe(solution);
      expect(run.stderr).toMatch(new RegExp(`with ${name} on`));
    }
    expect(readFileSync(counter, 'utf8')).toBe('xx');
    const missing = runCli(['solve', '--strategy', 'sudoku-solver-none', '-'], {
      bin,
      input: puzzle,
    });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^sudoku: unknown strategy "sudoku-solver-none"; installed/);
  });

  it('never appear by name in the CLI source', () => {
    const sources = [
      'strategies.ts',
      'commands/solve.ts',
      'batch/pipeline.ts',
      'batch/task-worker.ts',
      'batch/solve-task.ts',
    ];
    for (const file of sources) {
      expect(readFileSync(join(cliRoot, 'src', file), 'utf8')).not.toMatch(
        /solver-(astar|backtrack|dfs|dlx|iddfs)/,
      );
    }
  });
});

/** A copy of the built CLI at `root`, its dependencies linked to the real ones; `extra` is declared but not linked. */
function copyCli(root: string, extra?: string): void {
  cpSync(join(cliRoot, 'dist'), join(root, 'dist'), { recursive: true });
  cpSync(join(cliRoot, 'bin.js'), join(root, 'bin.js'));
  const manifest = JSON.parse(readFileSync(join(cliRoot, 'package.json'), 'utf8'));
  if (extra) manifest.dependencies[extra] = '1.0.0';
  writeFileSync(join(root, 'package.json'), JSON.stringify(manifest));
  for (const dep of Object.keys(manifest.dependencies)) {
    if (dep === extra) continue;
    mkdirSync(dirname(join(root, 'node_modules', dep)), { recursive: true });
    symlinkSync(realpathSync(join(cliRoot, 'node_modules', dep)), join(root, 'node_modules', dep));
  }
}

/** An ES-module package `name` under the `modules` folder whose index.js is `source`. */
function writePackage(modules: string, name: string, source: string): void {
  const dir = join(modules, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name, type: 'module', exports: './index.js' }),
  );
  writeFileSync(join(dir, 'index.js'), source);
}
