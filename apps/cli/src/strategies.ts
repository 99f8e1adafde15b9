import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  isPathSpecifier,
  listSolvers,
  loadSolver,
  type SolverHost,
  type SolverPlugin,
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

/** Loads `--strategy NAME` (a short name, package name or path). */
export function loadStrategy(spec: string): Promise<SolverPlugin> {
  return loadSolver(spec, cliSolverHost);
}

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
