import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { childEnv } from './child-env.js';

export const TIME = '/usr/bin/time';

/** What one child process cost. */
export interface Run {
  ok: boolean;
  /** The exit status (null when killed by a signal). */
  status: number | null;
  wallSeconds: number;
  /** Peak resident set in MiB, when /usr/bin/time could tell. */
  peakMiB: number;
  stderr: string;
}

/**
 * Runs a command in `cwd` under /usr/bin/time (-f '%e %M': wall seconds and
 * peak RSS in KiB, written to a side file so the child's own stderr stays
 * apart). Without /usr/bin/time, wall time comes from this process's clock
 * and the peak is unknown: Node does not expose a child's rusage.
 */
export function measure(command: string, args: string[], cwd: string): Run {
  const timeFile = join(cwd, '.time');
  const useTime = existsSync(TIME);
  const start = performance.now();
  const child = useTime
    ? spawnSync(TIME, ['-f', '%e %M', '-o', timeFile, command, ...args], {
        cwd,
        env: childEnv(),
        encoding: 'utf8',
        maxBuffer: 1 << 30,
      })
    : spawnSync(command, args, { cwd, env: childEnv(), encoding: 'utf8', maxBuffer: 1 << 30 });
  const wall = (performance.now() - start) / 1000;
  const stderr = `${child.stderr ?? ''}${child.error ? child.error.message : ''}`.trim();
  let wallSeconds = wall;
  let peakMiB = Number.NaN;
  if (useTime && existsSync(timeFile)) {
    const [e, m] = readFileSync(timeFile, 'utf8').trim().split(/\s+/).slice(-2).map(Number);
    if (Number.isFinite(e)) wallSeconds = e;
    if (Number.isFinite(m)) peakMiB = m / 1024;
    rmSync(timeFile);
  }
  return { ok: child.status === 0, status: child.status, wallSeconds, peakMiB, stderr };
}
