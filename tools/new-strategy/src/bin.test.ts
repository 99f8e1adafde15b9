import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './fake-repository.js';

/** `pnpm new-strategy ARGS` in this repository: only ever asked what it refuses, so nothing is made. */
function newStrategy(...args: string[]) {
  const result = spawnSync(process.execPath, [join(ROOT, 'tools/new-strategy/bin.js'), ...args], {
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('pnpm new-strategy', () => {
  it('refuses what it cannot make with one line on stderr and exit code 2', () => {
    const cases: [string[], string][] = [
      [[], 'give the new strategy a name: pnpm new-strategy NAME (see --help)'],
      [['a', 'b'], 'one name at a time, got 2: a b'],
      [['--force', 'x'], 'unknown option --force (see --help)'],
      [
        ['My Search'],
        '"My Search" is not a strategy name: use lower-case letters, digits and hyphens, starting with a letter (as in my-search)',
      ],
      [['dlx'], 'packages/solver-dlx already exists'],
    ];
    for (const [args, message] of cases) {
      const run = newStrategy(...args);
      expect(run.stderr, args.join(' ')).toBe(`new-strategy: ${message}\n`);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stdout, args.join(' ')).toBe('');
    }
  });

  it('says what it does with --help', () => {
    const run = newStrategy('--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: pnpm new-strategy NAME\n/);
    expect(run.stdout).toContain('docs/writing-a-strategy.md');
  });
});
