import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { BIN, scratchDir } from '../test-support/run-cli.js';

/** `sudoku ARGS` with standard output as the shell leaves it after `REDIRECT`. */
function shell(args: string, redirect: string, cwd: string) {
  return spawnSync('bash', ['-c', `"${process.execPath}" "${BIN}" ${args} ${redirect}`], {
    cwd,
    encoding: 'utf8',
  });
}

// Node puts /dev/null in place of a closed descriptor; /proc tells the two apart.
describe.runIf(existsSync('/proc/self/fdinfo'))('standard output closed by the shell (>&-)', () => {
  it('is an error before any work, where > /dev/null is not', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'p.txt'), `${EXAMPLE.puzzle}\n`);
    for (const command of ['solve p.txt', 'count p.txt', 'generate -S 1', 'strategies']) {
      const closed = shell(command, '>&-', dir);
      expect(closed.status, command).toBe(2);
      expect(closed.stderr, command).toBe(
        "sudoku: cannot write standard output: it is closed (or is /dev/null opened read-write, as Python's DEVNULL does: use -o /dev/null)\n",
      );
      expect(shell(command, '> /dev/null', dir).status, command).toBe(0);
    }
  });

  it('is no error for a run that writes nothing there (-o FILE -q)', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'p.txt'), `${EXAMPLE.puzzle}\n`);
    const run = shell('solve p.txt -o out.txt -q', '>&-', dir);
    expect(run.status).toBe(0);
    expect(existsSync(join(dir, 'out.txt'))).toBe(true);
  });

  it('names the way around a /dev/null opened read-write (Node\'s stdio "ignore"), and -o /dev/null works there', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'p.txt'), `${EXAMPLE.puzzle}\n`);
    const run = (args: string[]) =>
      spawnSync(process.execPath, [BIN, ...args], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    const looksClosed = run(['solve', 'p.txt']);
    expect(looksClosed.status).toBe(2);
    expect(looksClosed.stderr).toMatch(/use -o \/dev\/null\)\n$/);
    const discarded = run(['solve', 'p.txt', '-o', '/dev/null']);
    expect(discarded.stderr).toMatch(/^read 1 puzzle, solved 1 .*→ \/dev\/null\n$/);
    expect(discarded.status).toBe(0);
  });
});
