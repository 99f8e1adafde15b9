import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  isPathSpecifier,
  listSolvers,
  loadSolver,
  type SolverHost,
  type SolverPlugin,
  SudokuError,
} from '@sudoku/core';

const manifest = createRequire(import.meta.url)('../package.json') as {
  dependencies?: Record<string, string>;
};

/**
 * The CLI as a strategy host: installed strategies are the `@sudoku/solver-*`
 * dependencies in this package's package.json, imported through this
 * module's own `import()`. Adding a strategy is `pnpm add` — no code here
 * names one.
 */
export const cliSolverHost: SolverHost = {
  importModule: (specifier) => import(specifier),
  dependencies: Object.keys(manifest.dependencies ?? {}),
  resolvePath: toFileUrl,
};

function toFileUrl(path: string): string {
  return path.startsWith('file:') ? path : pathToFileURL(resolve(path)).href;
}

/** The strategy used when none is named. */
export const DEFAULT_STRATEGY = 'dfs';

/**
 * Loads `--strategy NAME` (a short name, package name or path). A path is
 * checked first, so a missing file or one that is no JavaScript module (a
 * puzzle file given to `solve -s`, meaning `sudoku -s FILE`) is said in
 * the user's words, not in the module loader's, which names its own files.
 */
export async function loadStrategy(spec: string): Promise<SolverPlugin> {
  const path = isPathSpecifier(spec) && !spec.startsWith('file:');
  // A name with a dot that names a file (`solve -s puzzles.txt`) is that file, not a package.
  const info = path || spec.includes('.') ? await stat(spec).catch(() => undefined) : undefined;
  const fail = (why: string) =>
    new SudokuError('SUDOKU_UNKNOWN_STRATEGY', `cannot load strategy ${spec}: ${why}`);
  if (path && !info) throw fail('no such file');
  if (path && !info?.isFile()) throw fail('it is not a file');
  if (info?.isFile() && !MODULE_EXTENSIONS.has(extname(spec))) {
    throw fail(
      `a strategy is a JavaScript module (.js, .mjs or .cjs); to solve the puzzles in it: sudoku solve ${spec} (or sudoku -s ${spec})`,
    );
  }
  return loadSolver(spec, cliSolverHost);
}

/** What a strategy's file may end with (TypeScript for a host run under a loader that takes it). */
const MODULE_EXTENSIONS = new Set(['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts']);

/** Every installed strategy. */
export function installedStrategies(): Promise<SolverPlugin[]> {
  return listSolvers(cliSolverHost);
}

/**
 * A specifier another thread can import on its own: paths become absolute
 * file URLs (a worker's relative paths would resolve elsewhere).
 */
export function portableSpecifier(spec: string): string {
  return isPathSpecifier(spec) ? toFileUrl(spec) : spec;
}
