import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  createReadStream,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { formatGridsText, parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { BIN, runCli, scratchDir, startCli, tempFiles } from '../test-support/run-cli.js';

/**
 * Odd outputs as real processes meet them: a full standard output, a
 * closed pipe, devices, FIFOs, links, protected files, folders, a full disk.
 */

const PUZZLE = `${EXAMPLE.puzzle}\n`;
const SOLUTION = formatGridsText([parseGrid(EXAMPLE.solution)]);

function folder(): string {
  const dir = scratchDir();
  writeFileSync(join(dir, 'p.txt'), PUZZLE);
  return dir;
}

describe('standard output that fails', () => {
  const commands = [
    ['solve', 'p.txt'],
    ['solve', '--json', 'p.txt'],
    ['-c', '5', '-o', '-'],
    ['generate', '--seed', '1'],
    ['count', 'p.txt'],
    ['rate', 'p.txt'],
    ['hint', 'p.txt'],
    ['all', 'p.txt', '-o', 'out.txt'],
    ['strategies'],
    ['--help'],
    ['--version'],
  ];

  it.each(commands)('%s … > /dev/full: one line, exit 2', (...args) => {
    const dir = folder();
    const run = spawnSync(`exec ${process.execPath} ${BIN} ${args.join(' ')} > /dev/full`, {
      cwd: dir,
      shell: true,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('sudoku: cannot write standard output: no space left on device\n');
    expect(run.status).toBe(2);
  });

  // A device is written directly, and a small output fails only at its last
  // flush: the error must still come before the success line.
  it.each(commands.filter(([first]) => !first.startsWith('--') && first !== 'strategies'))(
    '%s … -o /dev/full: one line, exit 2, no success line',
    (...args) => {
      const dir = folder();
      const target = args.includes('-o') ? args.slice(0, args.indexOf('-o')) : args;
      const run = runCli([...target, '-o', '/dev/full'], { cwd: dir });
      expect(run.stderr).toBe('sudoku: cannot write /dev/full: no space left on device\n');
      expect(run.stdout).toBe('');
      expect(run.status).toBe(2);
    },
  );

  // A file that fills up mid-write takes only part of a write (a short write,
  // not an error): the rest must be written or fail, never dropped. `ulimit
  // -f` (64 KiB here) does to the redirected file what a full disk does.
  it.each([
    ['solve', 'big.txt'],
    ['solve', '--json', 'big.txt'],
    ['-c', '1000', '-o', '-'],
    ['hint', 'big.txt'],
  ])('%s … > FILE that fills up after 64 KiB: one line, exit 2', (...args) => {
    const dir = folder();
    writeFileSync(join(dir, 'big.txt'), PUZZLE.repeat(1000));
    const run = spawnSync(
      'bash',
      ['-c', `ulimit -f 64; exec ${process.execPath} ${BIN} ${args.join(' ')} -q > out.txt`],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('sudoku: cannot write standard output: file too large\n');
    expect(run.status).toBe(2);
  });

  it('stops quietly with 141 when the reader goes away (| head)', () => {
    for (const args of ['-c 100000 -o -', 'generate -n 300 --format line', 'count big.txt -q']) {
      const dir = folder();
      writeFileSync(join(dir, 'big.txt'), PUZZLE.repeat(20000));
      const run = spawnSync(
        'bash',
        [
          '-c',
          `${process.execPath} ${BIN} ${args} | head -c 10 > /dev/null; echo "\${PIPESTATUS[0]}"`,
        ],
        { cwd: dir, encoding: 'utf8' },
      );
      expect(run.stdout.trim(), args).toBe('141');
      expect(run.stderr, args).toBe('');
    }
  });
});

describe('-o that is not a plain new file', () => {
  it('writes /dev/null directly and leaves it a device (and a null device of its own)', () => {
    const dir = folder();
    // A device node of its own where mknod is allowed (root): the shared
    // /dev/null can be broken by other programs that replace it.
    const own = join(dir, 'null');
    const targets = spawnSync('mknod', ['-m', '666', own, 'c', '1', '3']).status === 0 ? [own] : [];
    if (statSync('/dev/null').isCharacterDevice()) targets.push('/dev/null');
    else
      console.log('/dev/null is not a device on this machine: only a device of its own is tried');
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) {
      const run = runCli(['-s', 'p.txt', '-o', target, '-q'], { cwd: dir });
      expect(run.status, target).toBe(0);
      expect(statSync(target).isCharacterDevice(), target).toBe(true);
    }
  });

  it('writes /dev/stdout as standard output', () => {
    const run = runCli(['-s', 'p.txt', '-o', '/dev/stdout', '-q'], { cwd: folder() });
    expect(run).toMatchObject({ status: 0, stdout: SOLUTION });
  });

  // These name the process's own descriptors: a file the shell opened for
  // them (`2>> log.txt`) is written through them, never replaced.
  it.each([
    ['/dev/stderr', '2>>'],
    ['/dev/fd/2', '2>>'],
    ['/proc/self/fd/2', '2>>'],
    ['/dev/fd/1', '>>'],
    ['/proc/self/fd/1', '>>'],
  ])(
    'writes -o %s through its descriptor: a file it was redirected to keeps its bytes',
    (target, redirect) => {
      const dir = folder();
      writeFileSync(join(dir, 'log.txt'), 'kept\n');
      const run = spawnSync(
        'bash',
        ['-c', `exec ${process.execPath} ${BIN} -s p.txt -o ${target} -q ${redirect} log.txt`],
        { cwd: dir, encoding: 'utf8' },
      );
      expect(run.status, run.stderr).toBe(0);
      expect(readFileSync(join(dir, 'log.txt'), 'utf8')).toBe(`kept\n${SOLUTION}`);
    },
  );

  it('writes into a FIFO, which stays a FIFO', async () => {
    const dir = folder();
    expect(spawnSync('mkfifo', [join(dir, 'fifo')]).status).toBe(0);
    const run = startCli(['-s', 'p.txt', '-o', 'fifo', '-q'], { cwd: dir });
    let read = '';
    const reader = createReadStream(join(dir, 'fifo'), 'utf8').on('data', (c) => (read += c));
    await new Promise<void>((resolve) => reader.on('close', () => resolve()));
    expect((await run.exited).status).toBe(0);
    expect(read).toBe(SOLUTION);
    expect(statSync(join(dir, 'fifo')).isFIFO()).toBe(true);
  });

  it('writes a file whose name is as long as the file system allows (the temporary name is cut)', () => {
    const dir = folder();
    for (const name of [
      `${'a'.repeat(240)}.txt`,
      `${'é'.repeat(125)}.txt`,
      `${'b'.repeat(251)}.txt`,
    ]) {
      writeFileSync(join(dir, name), 'old');
      for (const args of [
        ['-s', 'p.txt'],
        ['all', 'p.txt'],
      ]) {
        const run = runCli([...args, '-o', name, '-q'], { cwd: dir });
        expect(run.stderr, name).toBe('');
        expect(run.status, name).toBe(0);
        expect(readFileSync(join(dir, name), 'utf8')).toBe(SOLUTION);
      }
    }
    expect(tempFiles(dir)).toEqual([]);
  });

  it('refuses a socket in one line, as input or as output', async () => {
    const dir = folder();
    const server = createServer().listen(join(dir, 'sock'));
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const read = runCli(['solve', 'sock'], { cwd: dir });
      expect(read.stderr).toBe('sudoku: cannot read sock: it is a socket\n');
      expect(read.status).toBe(2);
      const write = runCli(['-s', 'p.txt', '-o', 'sock'], { cwd: dir });
      expect(write.stderr).toBe('sudoku: cannot write sock: it is a socket\n');
      expect(write.status).toBe(2);
    } finally {
      server.close();
    }
  });

  it('follows a symbolic link and replaces its target, the link kept; a dangling one too', () => {
    const dir = folder();
    writeFileSync(join(dir, 'target.txt'), 'old');
    symlinkSync('target.txt', join(dir, 'link.txt'));
    symlinkSync('new.txt', join(dir, 'dangling.txt'));
    for (const name of ['link.txt', 'dangling.txt']) {
      expect(runCli(['-s', 'p.txt', '-o', name, '-q'], { cwd: dir }).status).toBe(0);
      expect(lstatSync(join(dir, name)).isSymbolicLink()).toBe(true);
    }
    expect(readlinkSync(join(dir, 'link.txt'))).toBe('target.txt');
    expect(readFileSync(join(dir, 'target.txt'), 'utf8')).toBe(SOLUTION);
    expect(readFileSync(join(dir, 'new.txt'), 'utf8')).toBe(SOLUTION);
  });

  it("keeps a replaced file's mode (600 stays 600)", () => {
    const dir = folder();
    writeFileSync(join(dir, 'secret.txt'), 'old');
    chmodSync(join(dir, 'secret.txt'), 0o600);
    expect(runCli(['-s', 'p.txt', '-o', 'secret.txt', '-q'], { cwd: dir }).status).toBe(0);
    expect(statSync(join(dir, 'secret.txt')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'secret.txt'), 'utf8')).toBe(SOLUTION);
  });

  it('refuses a read-only file at once, even for root, and leaves it as it was', () => {
    const dir = folder();
    writeFileSync(join(dir, 'ro.txt'), 'old');
    chmodSync(join(dir, 'ro.txt'), 0o444);
    const run = runCli(['-s', 'p.txt', '-o', 'ro.txt'], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^sudoku: cannot write ro\.txt: (it is read-only \(mode 444\)|permission denied)/,
    );
    expect(readFileSync(join(dir, 'ro.txt'), 'utf8')).toBe('old');
    expect(readdirSync(dir).sort()).toEqual(['p.txt', 'ro.txt']);
  });

  it.each([
    ['a folder', 'sub', 'cannot write sub: it is a directory'],
    ['.', '.', 'cannot write .: it is a directory'],
    ['an empty name', '', '--output needs a file name, got "" (see sudoku solve --help)'],
    ['a missing folder', 'nowhere/out.txt', 'cannot write nowhere/out.txt: no such directory'],
  ])('refuses %s before reading any input', async (_what, path, message) => {
    const dir = folder();
    mkdirSync(join(dir, 'sub'));
    // Standard input stays open: only a check made before any work can end the run.
    const run = startCli(['solve', '-', '-o', path], { cwd: dir, stdin: 'pipe' });
    const end = await run.exited;
    expect(end.status).toBe(2);
    expect(run.stderr()).toMatch(new RegExp(`^sudoku: ${message.replace(/[().]/g, '\\$&')}`));
    expect(run.stderr().split('\n')).toHaveLength(2);
    expect(readdirSync(dir).sort()).toEqual(['p.txt', 'sub']);
    run.child.stdin?.destroy();
  });
});

describe('a current directory that was removed', () => {
  it.each([
    ['-c', '3'],
    ['-s', '/p.txt'],
    ['solve', '/p.txt', '-o', 'out.txt'],
    ['solve', '/big.txt', '-q', '-t', '2'],
    ['all', '/p.txt', '-o', '-'],
  ])('%s …: one line naming it, exit 2', (...args) => {
    const data = folder();
    writeFileSync(join(data, 'big.txt'), PUZZLE.repeat(20000));
    const dir = join(scratchDir(), 'gone');
    mkdirSync(dir);
    const files = args.map((a) => (a.startsWith('/') ? join(data, a) : a));
    // The shell removes its own working directory, then becomes sudoku there.
    const run = spawnSync(
      'sh',
      ['-c', 'rmdir "$PWD" && exec "$@"', 'sh', process.execPath, BIN, ...files],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    );
    expect(run.stderr).toBe(
      'sudoku: the current directory was removed; change to one that exists\n',
    );
    expect(run.status).toBe(2);
  });

  it('still answers --help and --version', () => {
    const dir = join(scratchDir(), 'gone');
    mkdirSync(dir);
    const run = spawnSync(
      'sh',
      ['-c', 'rmdir "$PWD" && exec "$@"', 'sh', process.execPath, BIN, '--version'],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(0);
  });
});

/** Mounts a 64 KB tmpfs in a private mount namespace (root only) and runs `script` there. */
function onFullDisk(script: string, cwd: string) {
  return spawnSync(
    'unshare',
    [
      '-m',
      '--propagation',
      'private',
      'sh',
      '-c',
      `mount -t tmpfs -o size=64k tmpfs disk && ${script}`,
    ],
    { cwd, encoding: 'utf8' },
  );
}
const probe = (() => {
  const dir = scratchDir();
  mkdirSync(join(dir, 'disk'));
  const run = onFullDisk('true', dir);
  return run.status === 0
    ? undefined
    : (run.stderr || run.error?.message || 'unshare failed').trim();
})();
if (probe) console.log(`full-disk tests skipped: cannot mount a tmpfs here (${probe})`);

describe.skipIf(probe !== undefined)('a full disk (a 64 KB tmpfs)', () => {
  it.each([
    ['-s', 'big.txt', '-q'],
    ['all', 'sparse.txt', '-q', '--max', '100000', '--count-limit', '100000'],
    ['-c', '5000', '-q'],
    ['generate', '-n', '600', '--seed', '1', '-q'],
  ])('%s …: one line, exit 2, the old file kept, no temporary file', (...args) => {
    const dir = folder();
    mkdirSync(join(dir, 'disk'));
    writeFileSync(join(dir, 'big.txt'), PUZZLE.repeat(10000));
    writeFileSync(join(dir, 'sparse.txt'), `1${'0'.repeat(80)}\n`);
    const cli = `${process.execPath} ${BIN} ${args.join(' ')} -o disk/out.txt`;
    const run = onFullDisk(
      `printf old > disk/out.txt && ${cli}; echo "status $?"; cat disk/out.txt; echo; ls -A disk`,
      dir,
    );
    expect(run.stderr).toBe('sudoku: cannot write disk/out.txt: no space left on device\n');
    expect(run.stdout).toBe('status 2\nold\nout.txt\n');
  });
});

describe('a strategy loaded by path whose answers are wrong', () => {
  const strategy = (solve: string) => `export default {
  name: 'wrong',
  description: 'answers that are not solutions',
  create: () => ({ name: 'wrong', solve: ${solve} }),
};
`;
  it.each([
    [
      'a grid with a repeated digit',
      '(p) => ({ status: "solved", solution: p.map((v, i) => v || 1 + (i % 9)), stats: {} })',
      /digit \d appears twice/,
    ],
    [
      'a grid that changes a given',
      '(p) => ({ status: "solved", solution: new Uint8Array(81).fill(9), stats: {} })',
      /holds 9, where the puzzle gives/,
    ],
    ['an exception', '() => { throw new Error("out of luck"); }', /failed: out of luck/],
  ])('%s: never written, exit 2, one line naming the puzzle', (_what, solve, reason) => {
    const dir = folder();
    writeFileSync(join(dir, 'p.txt'), PUZZLE.repeat(3));
    writeFileSync(join(dir, 'wrong.mjs'), strategy(solve));
    writeFileSync(join(dir, 'out.txt'), 'old');
    for (const threads of ['1', '2']) {
      const run = runCli(
        ['-s', 'p.txt', '--strategy', './wrong.mjs', '-t', threads, '-o', 'out.txt'],
        { cwd: dir },
      );
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/^sudoku: puzzle 1 \(line 1\): strategy \.\/wrong\.mjs /);
      expect(run.stderr).toMatch(reason);
      expect(run.stderr.split('\n')).toHaveLength(2);
      expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('old');
      const stdout = runCli(['solve', '--strategy', './wrong.mjs', 'p.txt'], { cwd: dir });
      expect(stdout.stdout).toBe('');
    }
  });
});
