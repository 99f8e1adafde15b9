import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runTimed } from './time-child.js';

describe('runTimed', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'time-child-test-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps standard output when asked, and notes when its first line came, before the end', async () => {
    const run = await runTimed('sh', ['-c', 'printf "a\\n"; sleep 0.2; printf "b\\n"'], {
      cwd: dir,
      keepStdout: true,
    });
    expect(run.ok).toBe(true);
    expect(run.stdout).toBe('a\nb\n');
    expect(run.firstLineMs).toBeGreaterThan(0);
    expect(run.firstLineMs! / 1000).toBeLessThan(run.wallSeconds);
    // The side file of /usr/bin/time is gone.
    expect(readdirSync(dir)).toEqual([]);
  });

  it('passes the environment on top of the children’s own, and reports a failure with its stderr', async () => {
    const run = await runTimed('sh', ['-c', 'echo "$BENCH_TEST_VALUE" >&2; exit 3'], {
      cwd: dir,
      env: { BENCH_TEST_VALUE: 'seen' },
    });
    expect(run.ok).toBe(false);
    expect(run.stderr).toMatch(/seen/);
    expect(run.firstLineMs).toBeUndefined();
    expect(run.stdout).toBe('');
  });

  it('kills a run past its time limit, with what it started', async () => {
    const run = await runTimed('sh', ['-c', 'sleep 30 & sleep 30; wait'], {
      cwd: dir,
      timeoutMs: 100,
    });
    expect(run.ok).toBe(false);
    expect(run.stderr).toMatch(/killed after 0.1 s/);
  });
});
