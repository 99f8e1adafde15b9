import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Strategy packages are named `@sudoku/solver-NAME` (core's SOLVER_PACKAGE_PREFIX). */
export const SOLVER_PACKAGE_PREFIX = '@sudoku/solver-';

/** The packages whose `@sudoku/solver-*` dependencies are the strategies they offer. */
export const STRATEGY_HOSTS = ['apps/cli', 'benchmarks'];

/** Where the template lives and where a new strategy goes, relative to the repository root. */
export const TEMPLATE_DIR = 'tools/strategy-template';

/** @param {string} name */
export const packageDir = (name) => `packages/solver-${name}`;

/** @param {string} name */
export const packageName = (name) => `${SOLVER_PACKAGE_PREFIX}${name}`;

/** @param {string} name */
export const changesetFile = (name) => `.changeset/solver-${name}.md`;

/**
 * @typedef {{ name?: string, version?: string, private?: boolean,
 *   dependencies?: Record<string, string>, devDependencies?: Record<string, string>,
 *   [key: string]: unknown }} Manifest
 */

/**
 * Reads a package.json of the repository.
 * @param {string} root
 * @param {string} dir the package's folder, relative to `root`
 * @returns {Manifest}
 */
export function readManifest(root, dir) {
  return JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
}

/**
 * The folders of every workspace package, relative to `root`, read from
 * pnpm-workspace.yaml's `packages:` list (plain folders and `folder/*`).
 * @param {string} root
 * @returns {string[]}
 */
export function workspaceDirs(root) {
  const text = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const list = /^packages:\n((?:[ \t]+-.*\n?)+)/m.exec(text)?.[1] ?? '';
  const dirs = [];
  for (const line of list.split('\n')) {
    const glob = /^\s*-\s*['"]?([^'"#\s]+)/.exec(line)?.[1];
    if (!glob) continue;
    if (glob.endsWith('/*')) {
      const parent = glob.slice(0, -2);
      if (!existsSync(join(root, parent))) continue;
      for (const entry of readdirSync(join(root, parent), { withFileTypes: true })) {
        if (entry.isDirectory()) dirs.push(`${parent}/${entry.name}`);
      }
    } else {
      dirs.push(glob);
    }
  }
  return dirs.filter((dir) => existsSync(join(root, dir, 'package.json')));
}
