import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMITTED_RESULTS } from './args.js';
import { main } from './main.js';

/** Every committed result file with its modification time and size. */
function committedState(): Record<string, string> {
  if (!existsSync(COMMITTED_RESULTS)) return {};
  return Object.fromEntries(
    readdirSync(COMMITTED_RESULTS).map((name) => {
      const info = statSync(join(COMMITTED_RESULTS, name));
      return [name, `${info.mtimeMs} ${info.size}`];
    }),
  );
}

describe('where a run writes its report', () => {
  let temp: string;
  let savedTmp: string | undefined;
  let printed: string;
  beforeEach(() => {
    temp = mkdtempSync(join(tmpdir(), 'bench-main-test-'));
    savedTmp = process.env.TMPDIR;
    // os.tmpdir() reads TMPDIR on every call: the scratch folders land in `temp`.
    process.env.TMPDIR = temp;
    printed = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed += String(chunk);
      return true;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
    rmSync(temp, { recursive: true, force: true });
  });

  it('a smoke run goes to the scratch folder, says where, and leaves benchmarks/results alone', async () => {
    const before = committedState();
    const status = await main(['--smoke', '--suite', 'output-format', '--no-progress']);
    expect(status, printed).toBe(0);
    const scratch = join(temp, 'sudoku-bench', 'smoke');
    const run = JSON.parse(readFileSync(join(scratch, 'latest.json'), 'utf8'));
    expect(run.mode).toBe('smoke');
    expect(run.suites.map((s: { name: string }) => s.name)).toEqual(['output-format']);
    expect(readFileSync(join(scratch, 'latest.md'), 'utf8')).toMatch(/^# Benchmark results/);
    expect(existsSync(join(scratch, 'output-format.svg'))).toBe(true);
    expect(printed).toContain(`wrote ${join(scratch, 'latest.md')}`);
    expect(printed).toMatch(/scratch folder; only a full `pnpm bench` or --out/);
    expect(committedState()).toEqual(before);
  });

  it('--out wins over the scratch folder', async () => {
    const out = join(temp, 'chosen');
    expect(await main(['--smoke', '--suite', 'output-format', '--no-progress', '--out', out])).toBe(
      0,
    );
    expect(existsSync(join(out, 'latest.json'))).toBe(true);
    expect(existsSync(join(temp, 'sudoku-bench'))).toBe(false);
    expect(printed).not.toMatch(/scratch folder/);
  });

  it('exits 2 on bad options before running anything', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(await main(['--quick', '--smoke'])).toBe(2);
    expect(await main(['--suite', 'no-such-suite'])).toBe(2);
    expect(existsSync(join(temp, 'sudoku-bench'))).toBe(false);
  });
});
