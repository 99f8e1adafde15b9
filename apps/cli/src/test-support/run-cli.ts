import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built command, as users run it. Tests depend on `build` (see turbo.json). */
export const BIN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin.js');

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `sudoku ARGS` in a child process and collects everything it printed. */
export function runCli(
  args: readonly string[],
  options: { cwd?: string; input?: string | Uint8Array; bin?: string } = {},
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
