import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishablePackages, ROOT, tarballName, type WorkspacePackage } from './workspace.js';

export interface Consumer {
  /** The fresh project the tarballs are installed into. */
  dir: string;
  /** Each publishable package with the path of its tarball. */
  packages: (WorkspacePackage & { tarball: string })[];
}

/** The environment for npm: none of the settings pnpm passes to its scripts. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(npm|pnpm)_/i.test(key) && key !== 'NODE_OPTIONS') env[key] = value;
  }
  return { ...env, ...extra };
}

/**
 * Packs every publishable package with `pnpm pack` (which writes the
 * published manifest: versions for `workspace:*`, `publishConfig.exports`)
 * and installs all the tarballs with npm into a new project outside the
 * repository, with the repository's examples/ beside it.
 */
export function createConsumer(): Consumer {
  const root = mkdtempSync(join(tmpdir(), 'sudoku-pack-'));
  const tarballs = join(root, 'tarballs');
  mkdirSync(tarballs);
  const packages = publishablePackages().map((pkg) => {
    if (!existsSync(join(pkg.dir, 'dist'))) {
      throw new Error(`${pkg.name} has no dist/: run \`pnpm build\` before \`pnpm test:pack\``);
    }
    execFileSync('pnpm', ['pack', '--pack-destination', tarballs], {
      cwd: pkg.dir,
      stdio: 'pipe',
      env: cleanEnv(),
    });
    return { ...pkg, tarball: join(tarballs, tarballName(pkg)) };
  });
  const dir = join(root, 'app');
  mkdirSync(dir);
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'pack-smoke-consumer', private: true, type: 'module' }, null, 2)}\n`,
  );
  execFileSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', ...packages.map((p) => p.tarball)],
    { cwd: dir, stdio: 'pipe', env: cleanEnv() },
  );
  cpSync(join(ROOT, 'examples'), join(dir, 'examples'), { recursive: true });
  return { dir, packages };
}
