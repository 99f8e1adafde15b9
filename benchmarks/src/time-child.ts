import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { childEnv } from './child-env.js';

export const TIME = '/usr/bin/time';

/** What one child process cost. */
export interface Run {
  ok: boolean;
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
  return { ok: child.status === 0, wallSeconds, peakMiB, stderr };
}

/** What {@link runTimed} measured of one child process. */
export interface TimedRun {
  ok: boolean;
  /** Wall time from spawn to exit, by this process's clock. */
  wallSeconds: number;
  /** User + system CPU seconds of the child (NaN without /usr/bin/time). */
  cpuSeconds: number;
  /** Milliseconds from spawn until the first whole line reached standard output. */
  firstLineMs?: number;
  /** Standard output, when asked for. */
  stdout: string;
  stderr: string;
}

export interface TimedOptions {
  cwd: string;
  /** Variables on top of {@link childEnv}. */
  env?: Record<string, string>;
  /** Keep standard output (otherwise it is read and dropped). */
  keepStdout?: boolean;
  /** Killed, with its whole process group, after this long. */
  timeoutMs?: number;
}

/**
 * Runs a command as {@link measure} does, but asynchronously, reading its
 * standard output as it streams: the figure a user waiting for the first
 * result sees (`firstLineMs`), besides wall and CPU time.
 */
export function runTimed(
  command: string,
  args: readonly string[],
  options: TimedOptions,
): Promise<TimedRun> {
  const timeFile = join(options.cwd, `.time-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const useTime = existsSync(TIME);
  const argv = useTime ? ['-f', '%U %S', '-o', timeFile, command, ...args] : [...args];
  return new Promise((resolve) => {
    const start = performance.now();
    const child = spawn(useTime ? TIME : command, argv, {
      cwd: options.cwd,
      env: { ...childEnv(), ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a timeout stops the command under /usr/bin/time too.
      detached: true,
    });
    const out: Buffer[] = [];
    let stderr = '';
    let firstLineMs: number | undefined;
    let timedOut = false;
    const timer = options.timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        }, options.timeoutMs)
      : undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      if (firstLineMs === undefined && chunk.includes(10)) firstLineMs = performance.now() - start;
      if (options.keepStdout) out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.on('error', (error) => {
      stderr += error.message;
    });
    child.on('close', (status) => {
      const wallSeconds = (performance.now() - start) / 1000;
      clearTimeout(timer);
      let cpuSeconds = Number.NaN;
      if (useTime && existsSync(timeFile)) {
        const [user, system] = readFileSync(timeFile, 'utf8')
          .trim()
          .split(/\s+/)
          .slice(-2)
          .map(Number);
        cpuSeconds = user + system;
        rmSync(timeFile);
      }
      if (timedOut) stderr += `killed after ${(options.timeoutMs ?? 0) / 1000} s`;
      resolve({
        ok: status === 0 && !timedOut,
        wallSeconds,
        cpuSeconds,
        ...(firstLineMs === undefined ? {} : { firstLineMs }),
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: stderr.trim(),
      });
    });
  });
}
