import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

/** The built command, as users run it: `pnpm test` builds it and its dependencies first (apps/cli/turbo.json). */
export const BIN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin.js');

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `sudoku ARGS` in a child process and collects everything it printed. */
export function runCli(
  args: readonly string[],
  options: { cwd?: string; input?: string | Uint8Array | undefined; bin?: string } = {},
): CliRun {
  const result = spawnSync(process.execPath, [options.bin ?? BIN, ...args], {
    cwd: options.cwd,
    input: options.input,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A fresh empty folder for one test. */
export function scratchDir(): string {
  return mkdtempSync(join(tmpdir(), 'sudoku-cli-'));
}

/** A `sudoku` process still running, for tests that signal it or feed it slowly. */
export interface LiveCli {
  child: ChildProcess;
  /** Everything it printed so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit status (null when killed by a signal) and the signal. */
  exited: Promise<{ status: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `sudoku ARGS` without waiting for it. */
export function startCli(
  args: readonly string[],
  options: { cwd?: string; stdin?: 'pipe' | 'ignore'; env?: Record<string, string> } = {},
): LiveCli {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: options.cwd,
    stdio: [options.stdin ?? 'ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', ...options.env },
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => (out += chunk));
  child.stderr?.on('data', (chunk) => (err += chunk));
  const exited = new Promise<{ status: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (status, signal) => resolve({ status, signal })),
  );
  return { child, stdout: () => out, stderr: () => err, exited };
}

/**
 * Waits until `ready()` holds, checking every 10 ms. It gives up after `ms`
 * only to say what it waited for: the default stays under the test's own
 * timeout (vitest.shared.ts), so a slow, busy machine is never a failure.
 */
export async function waitUntil(ready: () => boolean, what: string, ms = 100_000): Promise<void> {
  const deadline = performance.now() + ms;
  while (!ready()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * What a run prints once it handles signals itself, with NODE_DEBUG=sudoku:
 * a signal sent earlier would meet Node's default action, however busy the
 * machine made the start, so tests that signal a run wait for this line.
 */
export const STOP_HANDLERS_READY = 'stop handlers installed';

/** `text` without the lines NODE_DEBUG=sudoku adds (`SUDOKU 1234: …`, the pid coloured on a terminal). */
export function withoutDebug(text: string): string {
  return text
    .split(/(?<=\n)/)
    .filter((line) => !/^SUDOKU \d+: /.test(stripVTControlCharacters(line)))
    .join('');
}

/** The temporary files of atomic outputs in `dir` (hidden, ending in .tmp). */
export function tempFiles(dir: string): string[] {
  return readdirSync(dir).filter((name) => name.startsWith('.') && name.endsWith('.tmp'));
}

/**
 * Runs `sudoku ARGS` whole, then as N shards (`--shard K/N`), each a
 * process of its own writing its own file, and `sudoku merge` of the parts
 * (given in reverse, as a glob over part-1 … part-10 might order them).
 */
export function wholeAndMerged(args: readonly string[], n: number, input?: string) {
  const dir = scratchDir();
  const whole = runCli(args, { input });
  const parts: string[] = [];
  const shards: CliRun[] = [];
  for (let k = 1; k <= n; k++) {
    const part = join(dir, `part-${k}.out`);
    shards.push(runCli([...args, '-q', '--shard', `${k}/${n}`, '-o', part], { input }));
    parts.push(part);
  }
  const merged = runCli(['merge', '-q', ...parts.reverse()]);
  return { whole, shards, merged };
}
