import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { BIN, scratchDir } from './test-support/run-cli.js';

/**
 * A run stopped by a signal must leave the previous output untouched and no
 * temporary file behind. Standard input is kept open, so the command is
 * certainly mid-run (its temporary file exists) when the signal arrives.
 */
describe.each(['SIGTERM', 'SIGINT'] as const)('%s during a run', (signal) => {
  it('exits 130, keeps the old file and removes the temporary one', async () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'out.txt'), 'precious');
    const child = spawn(process.execPath, [BIN, 'solve', '-q', '-', '-o', 'out.txt'], {
      cwd: dir,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdin.write(`${EXAMPLE.puzzle}\n`.repeat(100));
    for (let i = 0; i < 200 && !readdirSync(dir).some((f) => f.endsWith('.tmp')); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(readdirSync(dir).some((f) => f.endsWith('.tmp'))).toBe(true);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill(signal);
    expect(await exited).toBe(130);
    expect(stderr).toBe('sudoku: interrupted; no output was written\n');
    expect(readdirSync(dir).sort()).toEqual(['out.txt']);
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('precious');
  });
});
