import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sharedDataDir } from '@sudoku/testing/data';

/** The two native programs, built: paths to the executables. */
export interface NativePeers {
  /** The Sudoku Explainer-scale rater (`skfr -iNAME` rates NAME.txt). */
  skfr: string;
  /** tdoku's fastest solver behind a driver (`tdoku IN OUT`). */
  tdoku: string;
  /** The folder they were built in, and whether this run built them. */
  dir: string;
  built: boolean;
}

/** Where the peers' sources and their build script are: ../shared beside the data sets. */
export function peerSources(): { peers: string; script: string } {
  const shared = join(sharedDataDir(), '..');
  return { peers: join(shared, 'peers'), script: join(shared, 'tools', 'build-peers.sh') };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
    )
    .sort();
}

/**
 * A key for a build: every source file (path and bytes), the build script and
 * the compiler's version. Two runs with the same key reuse one build.
 */
export function buildKey(peers: string, script: string, compiler: string): string {
  const hash = createHash('sha256');
  hash.update(compiler);
  for (const file of [...filesUnder(peers), script]) {
    hash.update(relative(peers, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? '(no message)'
  );
}

/** Why the build failed, in the compiler's first error line rather than its first warning. */
function buildError(output: string): string {
  return firstLine(output.split('\n').find((l) => /error|not found|No such/i.test(l)) ?? output);
}

/**
 * Builds skfr and tdoku with ../shared/tools/build-peers.sh into a cache
 * folder under `cacheRoot` keyed by {@link buildKey} (built into a side
 * folder and renamed, so a run that stops half-way leaves nothing half-built),
 * or reuses an earlier build. Returns why not when g++ is missing or the
 * build fails; throws when the sources are missing (like a missing data set).
 */
export function buildNativePeers(
  cacheRoot = join(tmpdir(), 'sudoku-bench-peers'),
  { peers, script } = peerSources(),
): NativePeers | { unavailable: string } {
  for (const path of [join(peers, 'skfr'), join(peers, 'tdoku'), script]) {
    if (!existsSync(path)) {
      throw new Error(
        `the native peers' sources are missing: ${path} (the benchmarks read ../shared beside the repository, or SUDOKU_DATA_DIR/..)`,
      );
    }
  }
  const version = spawnSync('g++', ['--version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) {
    return {
      unavailable: `g++ is missing (${version.error?.message ?? firstLine(version.stderr)}): skfr and tdoku cannot be built`,
    };
  }
  const dir = join(cacheRoot, buildKey(peers, script, firstLine(version.stdout)));
  const found = (at: string) => ({ skfr: join(at, 'skfr'), tdoku: join(at, 'tdoku') });
  const ready = (at: string) =>
    Object.values(found(at)).every((f) => existsSync(f) && statSync(f).size > 0);
  if (ready(dir)) return { ...found(dir), dir, built: false };
  const side = `${dir}.building-${process.pid}`;
  rmSync(side, { recursive: true, force: true });
  const build = spawnSync('bash', [script, side], { encoding: 'utf8' });
  if (build.status !== 0 || !ready(side)) {
    rmSync(side, { recursive: true, force: true });
    return {
      unavailable: `building skfr and tdoku with ${script} failed: ${buildError(`${build.stderr ?? ''}${build.error?.message ?? ''}`)}`,
    };
  }
  // Another run may have finished the same build meanwhile: keep its copy.
  if (ready(dir)) rmSync(side, { recursive: true, force: true });
  else {
    rmSync(dir, { recursive: true, force: true });
    renameSync(side, dir);
  }
  return { ...found(dir), dir, built: true };
}
