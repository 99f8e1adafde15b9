import { SudokuError } from './errors.js';
import { isSolverPlugin, type SolverPlugin } from './plugin.js';

/** Strategy packages are named `@sudoku/solver-<name>`. */
export const SOLVER_PACKAGE_PREFIX = '@sudoku/solver-';

/**
 * How a consumer (the CLI, the benchmarks, a test) lets core find strategies.
 * Resolution must go through the consumer's own `import()`, because under
 * pnpm only the consumer can see the packages it depends on.
 */
export interface SolverHost {
  /** `(specifier) => import(specifier)`, written in the consumer's own module. */
  importModule(specifier: string): Promise<unknown>;
  /** The consumer's package.json dependency names: the installed strategies are read from here. */
  dependencies: Iterable<string>;
  /** Turns a file path (`./my-solver.js`) into an importable specifier, e.g. a file: URL. */
  resolvePath?(path: string): string;
}

/** True when `spec` names a file rather than a package or strategy name. */
export function isPathSpecifier(spec: string): boolean {
  return /^(\.{1,2}[\\/]|[\\/]|[A-Za-z]:[\\/]|file:)/.test(spec) || /\.[cm]?[jt]s$/.test(spec);
}

/** The strategy names (suffixes) among a consumer's dependencies, sorted. */
export function installedStrategyNames(dependencies: Iterable<string>): string[] {
  const names: string[] = [];
  for (const dep of dependencies) {
    if (dep.startsWith(SOLVER_PACKAGE_PREFIX)) names.push(dep.slice(SOLVER_PACKAGE_PREFIX.length));
  }
  return names.sort();
}

/**
 * Loads a strategy by short name (`dfs` → `@sudoku/solver-dfs`; a short name
 * no installed strategy has is tried as a package of that name), full package
 * name (or one of its subpath exports, `@sudoku/solver-dfs/grid`), or path, and checks that its default export is a {@link SolverPlugin}
 * whose name matches. An unknown name fails with `SUDOKU_UNKNOWN_STRATEGY`
 * listing what is installed; a module that loads but is no strategy, with
 * `SUDOKU_BAD_PLUGIN`.
 */
export async function loadSolver(spec: string, host: SolverHost): Promise<SolverPlugin> {
  const installed = installedStrategyNames(host.dependencies);
  const isPath = isPathSpecifier(spec);
  const isShortName = !isPath && /^[a-z][a-z0-9-]*$/.test(spec);
  // A short name that no installed @sudoku/solver-NAME answers may be a
  // package of its own (an unscoped `sudoku-solver-mine` installed beside the consumer).
  const prefixed = isShortName && installed.includes(spec);
  const specifier = isPath
    ? (host.resolvePath?.(spec) ?? spec)
    : prefixed
      ? `${SOLVER_PACKAGE_PREFIX}${spec}`
      : spec;
  let module: unknown;
  try {
    module = await host.importModule(specifier);
  } catch (cause) {
    const listed = prefixed || installed.includes(packageSuffix(spec) ?? '');
    if (!isPath && !listed && packageMissing(cause, specifier))
      throw unknownStrategy(spec, installed, cause);
    // Found but not loadable: usually a package that was never built.
    const via = specifier === spec ? '' : ` (${specifier})`;
    throw new SudokuError(
      isPath && isModuleNotFound(cause) ? 'SUDOKU_UNKNOWN_STRATEGY' : 'SUDOKU_BAD_PLUGIN',
      `cannot load strategy ${spec}${via}: ${(cause as Error)?.message ?? String(cause)}`,
      { cause },
    );
  }
  return checkedPlugin(spec, module, prefixed ? spec : packageSuffix(spec));
}

/** The module's default export, checked to be a strategy named `expected` (any name when undefined). */
function checkedPlugin(spec: string, module: unknown, expected: string | undefined): SolverPlugin {
  const plugin = (module as { default?: unknown } | null)?.default;
  if (!isSolverPlugin(plugin)) {
    throw new SudokuError(
      'SUDOKU_BAD_PLUGIN',
      `${spec} is not a strategy: its default export must come from defineSolver({ name, description, create })`,
    );
  }
  if (expected !== undefined && plugin.name !== expected) {
    throw new SudokuError(
      'SUDOKU_BAD_PLUGIN',
      `${spec} declares the name "${plugin.name}"; a strategy's name must equal its package suffix "${expected}"`,
    );
  }
  return plugin;
}

/** Loads every installed strategy, sorted by name. */
export async function listSolvers(host: SolverHost): Promise<SolverPlugin[]> {
  const names = installedStrategyNames(host.dependencies);
  return Promise.all(names.map((name) => loadSolver(name, host)));
}

/** The strategy name of a package specifier: `@sudoku/solver-dfs/grid` → `dfs` (a subpath export is the same strategy). */
function packageSuffix(spec: string): string | undefined {
  return spec.startsWith(SOLVER_PACKAGE_PREFIX)
    ? spec.slice(SOLVER_PACKAGE_PREFIX.length).split('/')[0]
    : undefined;
}

function unknownStrategy(spec: string, installed: string[], cause?: unknown): SudokuError {
  const list = installed.length ? installed.join(', ') : 'none';
  return new SudokuError(
    'SUDOKU_UNKNOWN_STRATEGY',
    `unknown strategy "${spec}"; installed strategies: ${list}`,
    cause === undefined ? undefined : { cause },
  );
}

function isModuleNotFound(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return (
    e?.code === 'ERR_MODULE_NOT_FOUND' ||
    e?.code === 'MODULE_NOT_FOUND' ||
    /Cannot find (module|package)|Failed to (load|resolve)/i.test(e?.message ?? '')
  );
}

/**
 * True when the package `specifier` names is itself not installed, not one
 * whose own files are missing (that one is broken, not unknown).
 */
function packageMissing(error: unknown, specifier: string): boolean {
  if (!isModuleNotFound(error)) return false;
  const parts = specifier.split('/');
  const root = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const named = /Cannot find (?:package|module) '([^']+)'/.exec(
    (error as Error)?.message ?? '',
  )?.[1];
  return named === undefined || named === root || named === specifier;
}
