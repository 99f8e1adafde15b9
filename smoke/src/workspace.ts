import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface WorkspacePackage {
  name: string;
  version: string;
  dir: string;
  manifest: { name: string; version: string; private?: boolean; [key: string]: unknown };
}

/** Every package a user can install: the workspace packages not marked private. */
export function publishablePackages(): WorkspacePackage[] {
  return ['packages', 'apps']
    .flatMap((group) => readdirSync(join(ROOT, group)).map((name) => join(ROOT, group, name)))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      return { name: manifest.name, version: manifest.version, dir, manifest };
    })
    .filter((pkg) => pkg.manifest.private !== true);
}

/** The file name `pnpm pack` gives a package's tarball. */
export function tarballName(pkg: WorkspacePackage): string {
  return `${pkg.name.replace(/^@/, '').replace('/', '-')}-${pkg.version}.tgz`;
}
