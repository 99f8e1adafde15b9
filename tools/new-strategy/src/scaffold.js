import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { renderChangeset, renderStrategy } from './render.js';
import { nameProblem } from './strategy-name.js';
import {
  changesetFile,
  packageDir,
  packageName,
  readManifest,
  STRATEGY_HOSTS,
} from './workspace.js';

/** A failure the user can act on: one line, and the exit code it deserves. */
export class ScaffoldError extends Error {
  /**
   * @param {string} message
   * @param {number} exitCode 2 for a name that cannot be used, 1 when a step failed, 128 + N when signal N stopped one
   */
  constructor(message, exitCode) {
    super(message);
    this.exitCode = exitCode;
  }
}

/**
 * Runs a command in the repository and says how it ended. A quiet command's
 * output is kept (`output`) rather than shown.
 * @typedef {(command: string, args: string[], quiet: boolean) => { status: number | null, signal: NodeJS.Signals | null, error?: Error | undefined, output?: string | undefined }} Runner
 */

/**
 * What the scaffold made and changed, relative to the repository.
 * @typedef {{ created: string[], changed: string[] }} Scaffolded
 */

/**
 * `pnpm new-strategy NAME`: creates `packages/solver-NAME` from the
 * template, adds it to the CLI's and the benchmarks' dependencies (where
 * they find their strategies), writes its changeset, formats the package
 * (a long name can push a line past the formatter's width) and runs
 * `pnpm install`. All or nothing: when a step fails or is interrupted, every
 * file is put back as it was and the new package is gone.
 * @param {string} root the repository
 * @param {string} name the strategy's name
 * @param {{ run?: Runner }} [options] how commands run (tests pass a fake)
 * @returns {Scaffolded}
 */
export function scaffoldStrategy(root, name, { run = runInRoot(root) } = {}) {
  const problem = nameProblem(root, name);
  if (problem) throw new ScaffoldError(problem, 2);
  if (!existsSync(join(root, 'node_modules'))) {
    throw new ScaffoldError('run pnpm install first: the scaffold formats with biome', 2);
  }
  // Everything is computed before the first write, so a bad template fails here with nothing to undo.
  const files = renderStrategy(root, name);
  const changeset = changesetFile(name);
  /** @type {{ path: string, before: string, after?: string }[]} */
  const edits = STRATEGY_HOSTS.map((host) => dependencyEdit(root, host, name));
  const lockfile = join(root, 'pnpm-lock.yaml');
  if (existsSync(lockfile)) {
    edits.push({ path: 'pnpm-lock.yaml', before: readFileSync(lockfile, 'utf8') });
  }

  const undo = new Undo(root);
  try {
    // Written beside its place, then renamed: the package appears whole or not at all.
    const dir = packageDir(name);
    const staging = `packages/.solver-${name}.${process.pid}.tmp`;
    undo.remove(staging);
    for (const [path, text] of files) {
      mkdirSync(dirname(join(root, staging, path)), { recursive: true });
      writeFileSync(join(root, staging, path), text);
    }
    undo.remove(dir);
    renameSync(join(root, staging), join(root, dir));
    undo.remove(changeset);
    writeFileSync(join(root, changeset), renderChangeset(name));
    for (const edit of edits) {
      undo.restore(edit.path, edit.before);
      if (edit.after !== undefined) writeFileSync(join(root, edit.path), edit.after);
    }
    // The links a failed install may have made to the new package.
    for (const host of STRATEGY_HOSTS) undo.remove(`${host}/node_modules/${packageName(name)}`);
    step(run('pnpm', ['exec', 'biome', 'format', '--write', dir], true), `formatting ${dir}`);
    // Unfrozen: the new package changes the lockfile, which CI=true would otherwise refuse.
    step(run('pnpm', ['install', '--no-frozen-lockfile'], false), 'pnpm install');
  } catch (error) {
    undo.run();
    const message = error instanceof Error ? error.message : String(error);
    const exitCode = error instanceof ScaffoldError ? error.exitCode : 1;
    throw new ScaffoldError(`${message}; everything it made is taken back`, exitCode);
  }
  return {
    created: [...[...files.keys()].map((path) => `${packageDir(name)}/${path}`), changeset],
    changed: edits.map((edit) => edit.path),
  };
}

/**
 * A host's package.json with the new strategy among its dependencies, keys
 * sorted as pnpm keeps them.
 * @param {string} root
 * @param {string} host
 * @param {string} name
 */
function dependencyEdit(root, host, name) {
  const path = `${host}/package.json`;
  const before = readFileSync(join(root, path), 'utf8');
  const manifest = readManifest(root, host);
  const dependencies = { ...manifest.dependencies, [packageName(name)]: 'workspace:^' };
  manifest.dependencies = Object.fromEntries(
    Object.entries(dependencies).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return { path, before, after: `${JSON.stringify(manifest, null, 2)}\n` };
}

/**
 * Throws unless a command ended well.
 * @param {ReturnType<Runner>} result
 * @param {string} what
 */
function step(result, what) {
  if (result.status !== 0 && result.output) process.stderr.write(result.output);
  if (result.error) throw new ScaffoldError(`${what} could not start: ${result.error.message}`, 1);
  if (result.signal) {
    // As a shell reports a command a signal ended: 128 + its number (130 for Ctrl-C).
    const exitCode = 128 + (constants.signals[result.signal] ?? 0);
    throw new ScaffoldError(`${what} was interrupted (${result.signal})`, exitCode);
  }
  if (result.status !== 0) throw new ScaffoldError(`${what} failed (exit ${result.status})`, 1);
}

/**
 * Runs commands at the repository's root, their output shown as it comes
 * unless they are quiet.
 * @param {string} root
 * @returns {Runner}
 */
function runInRoot(root) {
  return (command, args, quiet) => {
    const result = spawnSync(command, args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      encoding: 'utf8',
    });
    const output = quiet ? `${result.stdout ?? ''}${result.stderr ?? ''}` : undefined;
    return { status: result.status, signal: result.signal, error: result.error, output };
  };
}

/** What to put back if the scaffold fails, run last-registered first. */
class Undo {
  /** @param {string} root */
  constructor(root) {
    this.root = root;
    /** @type {(() => void)[]} */
    this.actions = [];
  }

  /** @param {string} path a file or folder the scaffold may create */
  remove(path) {
    this.actions.push(() => rmSync(join(this.root, path), { recursive: true, force: true }));
  }

  /**
   * @param {string} path a file the scaffold changes
   * @param {string} before its content now
   */
  restore(path, before) {
    this.actions.push(() => writeFileSync(join(this.root, path), before));
  }

  run() {
    for (const action of this.actions.reverse()) action();
    this.actions = [];
  }
}
