import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  changesetFile,
  packageDir,
  packageName,
  readManifest,
  STRATEGY_HOSTS,
  workspaceDirs,
} from './workspace.js';

/**
 * core's STRATEGY_NAME (packages/core/src/plugin.ts), which `defineSolver`
 * and the loader check: copied rather than imported so that the script runs
 * on a fresh clone before anything is built; a test keeps the two equal.
 */
export const STRATEGY_NAME = /^[a-z][a-z0-9-]*$/;

/**
 * Why `name` cannot be a new strategy in the repository at `root`, in one
 * line, or undefined when it can: it must be a strategy name, and nothing
 * the scaffold would make may exist already.
 * @param {string} root
 * @param {string} name
 * @returns {string | undefined}
 */
export function nameProblem(root, name) {
  if (!STRATEGY_NAME.test(name)) {
    return `${JSON.stringify(name)} is not a strategy name: use lower-case letters, digits and hyphens, starting with a letter (as in my-search)`;
  }
  if (name.startsWith('solver-')) {
    return `give the name without "solver-": pnpm new-strategy ${name.slice('solver-'.length)} makes ${packageName(name.slice('solver-'.length))}`;
  }
  const dir = packageDir(name);
  if (existsSync(join(root, dir))) return `${dir} already exists`;
  const wanted = packageName(name);
  for (const other of workspaceDirs(root)) {
    if (readManifest(root, other).name === wanted) return `${wanted} already exists, in ${other}`;
  }
  for (const host of STRATEGY_HOSTS) {
    const manifest = readManifest(root, host);
    if (manifest.dependencies?.[wanted] ?? manifest.devDependencies?.[wanted]) {
      return `${host}/package.json already depends on ${wanted}`;
    }
  }
  const changeset = changesetFile(name);
  if (existsSync(join(root, changeset))) return `${changeset} already exists`;
  return undefined;
}
