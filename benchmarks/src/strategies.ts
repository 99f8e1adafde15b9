import { createRequire } from 'node:module';
import { listSolvers, loadSolver, type SolverHost, type SolverPlugin } from '@sudoku/core';

const manifest = createRequire(import.meta.url)('../package.json') as {
  dependencies?: Record<string, string>;
};

/**
 * The benchmarks as a strategy host (the same shape as the CLI's): installed
 * strategies are the `@sudoku/solver-*` dependencies of this package.json,
 * imported through this module's own `import()`. A strategy added with
 * `pnpm add … --filter @sudoku/benchmarks` is benchmarked with no edit here.
 */
export const benchSolverHost: SolverHost = {
  importModule: (specifier) => import(specifier),
  dependencies: Object.keys(manifest.dependencies ?? {}),
};

/** Every installed strategy, sorted by name. */
export function installedStrategies(): Promise<SolverPlugin[]> {
  return listSolvers(benchSolverHost);
}

/** One strategy by short name. */
export function loadStrategy(name: string): Promise<SolverPlugin> {
  return loadSolver(name, benchSolverHost);
}
