import {
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';

/** This repository. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A scratch repository with what the scaffold reads and writes, copied from
 * this one: the workspace list, the template, core's and dfs's manifests,
 * the CLI's and the benchmarks' manifests, the lockfile, a node_modules.
 * Removed when the test ends.
 */
export function fakeRepository(): string {
  const root = mkdtempSync(join(tmpdir(), 'sudoku-new-strategy-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  for (const path of [
    'pnpm-workspace.yaml',
    'pnpm-lock.yaml',
    'packages/core/package.json',
    'packages/solver-dfs/package.json',
    'apps/cli/package.json',
    'benchmarks/package.json',
  ]) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    cpSync(join(ROOT, path), join(root, path));
  }
  cpSync(join(ROOT, 'tools/strategy-template'), join(root, 'tools/strategy-template'), {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|\.turbo|\.vitest)$/.test(source),
  });
  mkdirSync(join(root, 'node_modules'));
  mkdirSync(join(root, '.changeset'));
  return root;
}

/** Every file under `root` (links as links) with its content: a tree to compare before and after. */
export function snapshot(root: string, under = ''): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(join(root, under), { withFileTypes: true })) {
    const path = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isSymbolicLink()) files[path] = '(link)';
    else if (entry.isDirectory()) Object.assign(files, snapshot(root, path), { [`${path}/`]: '' });
    else files[path] = readFileSync(join(root, path), 'utf8');
  }
  return files;
}

/** True when `path` is a file or folder under `root`. */
export function exists(root: string, path: string): boolean {
  try {
    lstatSync(join(root, path));
    return true;
  } catch {
    return false;
  }
}
