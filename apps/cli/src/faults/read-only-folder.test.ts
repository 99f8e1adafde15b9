import { type SpawnSyncOptions, spawnSync } from 'node:child_process';
import { chmodSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatGridsText, parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, runCli, scratchDir } from '../test-support/run-cli.js';

const SOLUTION = formatGridsText([parseGrid(EXAMPLE.solution)]);
const OLD = `${'old content, longer than the solution\n'.repeat(20)}`;
/** Who runs the command: root writes into any folder, so as root it runs as nobody instead. */
const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) chmodSync(dir, 0o755);
});

/**
 * A folder the command may not write, holding a puzzle file and an output
 * file it may write: mode 555 for the user, or (as root, whom modes do not
 * stop) a root-owned 755 folder and a 666 file, the command run as nobody.
 */
function readOnlyFolder(puzzle = `${EXAMPLE.puzzle}\n`): string {
  const dir = scratchDir();
  writeFileSync(join(dir, 'p.txt'), puzzle);
  writeFileSync(join(dir, 'out.txt'), OLD);
  chmodSync(join(dir, 'out.txt'), 0o666);
  chmodSync(dir, asRoot ? 0o755 : 0o555);
  folders.push(dir);
  return dir;
}

function run(args: string[], cwd: string) {
  const options: SpawnSyncOptions = {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  };
  if (asRoot) Object.assign(options, { uid: NOBODY, gid: NOBODY });
  const result = spawnSync(process.execPath, [BIN, ...args], options);
  return { status: result.status, stdout: String(result.stdout), stderr: String(result.stderr) };
}

/** Temporary files of ours (see atomic-file.ts) left anywhere the command wrote. */
const leftovers = (dir: string) =>
  [...readdirSync(dir), ...readdirSync(tmpdir())].filter((n) => /^\.out\.txt\.sudoku-\d+-/.test(n));

describe('-o into a folder the user cannot write', () => {
  it('writes an existing writable file in place once the run succeeds: same file, mode kept, no temporary file left', () => {
    const dir = readOnlyFolder();
    const before = statSync(join(dir, 'out.txt'));
    const solved = run(['solve', 'p.txt', '-o', 'out.txt', '-q'], dir);
    expect(solved.stderr).toBe('');
    expect(solved.status).toBe(0);
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe(SOLUTION);
    const after = statSync(join(dir, 'out.txt'));
    expect(after.ino).toBe(before.ino);
    expect(after.mode & 0o777).toBe(0o666);
    expect(leftovers(dir)).toEqual([]);
    // Every command that writes -o goes the same way.
    expect(run(['count', 'p.txt', '-o', 'out.txt'], dir).status).toBe(0);
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('1\n');
  });

  it('leaves the file as it was when the run fails, and refuses a new file there', () => {
    const dir = readOnlyFolder(`${EXAMPLE.puzzle}\nnot a puzzle\n`);
    const failed = run(['solve', 'p.txt', '-o', 'out.txt'], dir);
    expect(failed.status).toBe(2);
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe(OLD);
    expect(leftovers(dir)).toEqual([]);
    const created = run(['solve', 'p.txt', '-o', 'new.txt'], dir);
    expect(created.status).toBe(2);
    expect(created.stderr).toMatch(
      /^sudoku: cannot write new\.txt: cannot create a file in .*: permission denied/,
    );
  });

  it('still replaces a file atomically where the folder is writable (a new file takes its place)', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'p.txt'), `${EXAMPLE.puzzle}\n`);
    writeFileSync(join(dir, 'out.txt'), OLD);
    const before = statSync(join(dir, 'out.txt')).ino;
    expect(runCli(['solve', 'p.txt', '-o', 'out.txt', '-q'], { cwd: dir }).status).toBe(0);
    expect(statSync(join(dir, 'out.txt')).ino).not.toBe(before);
  });
});
