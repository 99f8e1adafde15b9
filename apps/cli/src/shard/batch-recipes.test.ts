import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BIN, runCli, scratchDir } from '../test-support/run-cli.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const DOC = readFileSync(join(ROOT, 'docs/batch-jobs.md'), 'utf8');
const HAS_PARALLEL = spawnSync('parallel', ['--version']).status === 0;

/** The code block after `<!-- recipe: NAME -->` in docs/batch-jobs.md. */
function recipe(name: string): string {
  const match = new RegExp(`<!-- recipe: ${name} -->\\n\`\`\`\\w*\\n([\\s\\S]*?)\`\`\``).exec(DOC);
  if (!match) throw new Error(`docs/batch-jobs.md has no recipe "${name}"`);
  return match[1]!;
}

/**
 * A folder standing for the shared volume or working folder: the input
 * (`hardest.txt`: the examples' five puzzles, so some of the 8 shards are
 * empty), and `sudoku` on PATH as users have it.
 */
function workFolder() {
  const dir = scratchDir();
  copyFileSync(join(ROOT, 'examples/puzzles.txt'), join(dir, 'hardest.txt'));
  const bin = join(dir, 'bin');
  spawnSync('mkdir', [bin]);
  writeFileSync(join(bin, 'sudoku'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`, {
    mode: 0o755,
  });
  const expected = runCli(['rate', join(dir, 'hardest.txt')]).stdout;
  return { dir, expected, path: `${bin}:${process.env.PATH}` };
}

function sh(script: string, cwd: string, env: Record<string, string>) {
  const run = spawnSync('sh', ['-c', script], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  expect(run.stderr).not.toMatch(/Error|not found/);
  expect(run.status).toBe(0);
  return run;
}

describe('the recipes of docs/batch-jobs.md, run as written', () => {
  it('a Kubernetes Indexed Job: the container command for every index, then the merge', () => {
    const job = recipe('kubernetes');
    const completions = Number(/completions: (\d+)/.exec(job)![1]);
    // The folded scalar (`- >-`) after `-c`: its lines joined by spaces.
    const lines = job.split('\n');
    const at = lines.findIndex((l) => l.trim() === '- >-');
    const indent = /^ */.exec(lines[at + 1]!)![0].length;
    const body = [];
    for (let i = at + 1; i < lines.length && /^ */.exec(lines[i]!)![0].length === indent; i++)
      body.push(lines[i]!.trim());
    const { dir, expected, path } = workFolder();
    const command = body.join(' ').replaceAll('/data/', `${dir}/`);
    for (let index = 0; index < completions; index++) {
      sh(command, '/', { PATH: path, JOB_COMPLETION_INDEX: String(index) });
    }
    sh(recipe('kubernetes-merge').replaceAll('/data/', `${dir}/`), '/', { PATH: path });
    expect(readFileSync(join(dir, 'rated.txt'), 'utf8')).toBe(expected);
  });

  it('a Slurm array: the script for every task id, then the merge it submits', () => {
    const script = recipe('slurm');
    const [, first, last] = /--array=(\d+)-(\d+)/.exec(script)!;
    const { dir, expected, path } = workFolder();
    writeFileSync(join(dir, 'rate.sh'), script);
    const count = Number(last) - Number(first) + 1;
    for (let id = Number(first); id <= Number(last); id++) {
      sh('sh rate.sh', dir, {
        PATH: path,
        SLURM_ARRAY_TASK_ID: String(id),
        SLURM_ARRAY_TASK_MIN: first!,
        SLURM_ARRAY_TASK_MAX: last!,
        SLURM_ARRAY_TASK_COUNT: String(count),
        SLURM_ARRAY_TASK_STEP: '1',
        SLURM_CPUS_PER_TASK: '1',
      });
    }
    const wrapped = /--wrap '([^']+)'/.exec(recipe('slurm-merge'))![1]!;
    sh(wrapped, dir, { PATH: path });
    expect(readFileSync(join(dir, 'rated.txt'), 'utf8')).toBe(expected);
  });

  it.skipIf(!HAS_PARALLEL)('GNU parallel: the line as it is', () => {
    const { dir, expected, path } = workFolder();
    sh(recipe('parallel'), dir, { PATH: path, HOME: dir });
    expect(readFileSync(join(dir, 'rated.txt'), 'utf8')).toBe(expected);
  });

  it.runIf(!HAS_PARALLEL)('GNU parallel: skipped, as `parallel` is not installed here', () => {
    console.warn(
      'docs/batch-jobs.md: the GNU parallel recipe is not run: parallel is not installed',
    );
  });
});
