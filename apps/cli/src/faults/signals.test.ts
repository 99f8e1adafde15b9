import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  constants,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { EASTER_MONSTER, EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import {
  BIN,
  runCli,
  STOP_HANDLERS_READY,
  scratchDir,
  startCli,
  tempFiles,
  waitUntil,
  withoutDebug,
} from '../test-support/run-cli.js';

/**
 * Signals as real processes get them. Each run writes over an existing
 * out.txt whose bytes must come back unchanged, with no temporary file
 * left, and exits with the documented status. No time is asserted (the
 * machine may be busy): a run that ignored the signal would go on for
 * minutes and fail on the test's timeout. How soon a run stops is measured
 * by the benchmarks (`pnpm bench --suite cli-memory`).
 */

const OLD = Buffer.from([0x70, 0x72, 0x65, 0x63, 0x69, 0x6f, 0x75, 0x73, 0x00, 0xff, 0x0a]);
const EMPTY = `${'0'.repeat(81)}\n`;
/** One given: more solutions than any run will count. */
const SPARSE = `1${'0'.repeat(80)}\n`;
const STATUS = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;

function folder(files: Record<string, string | Buffer> = {}): string {
  const dir = scratchDir();
  writeFileSync(join(dir, 'out.txt'), OLD);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** out.txt as it was, the inputs, and nothing else. */
function expectUntouched(dir: string, inputs: string[]): void {
  expect(readFileSync(join(dir, 'out.txt'))).toEqual(OLD);
  expect(readdirSync(dir).sort()).toEqual(['out.txt', ...inputs].sort());
}

async function stopWhenWriting(
  dir: string,
  args: string[],
  signal: keyof typeof STATUS,
  settleMs = 0,
) {
  const run = startCli(args, { cwd: dir });
  await waitUntil(() => tempFiles(dir).length > 0 || run.child.exitCode !== null, 'the run');
  expect(run.child.exitCode, run.stderr()).toBeNull();
  if (settleMs) await new Promise((resolve) => setTimeout(resolve, settleMs));
  run.child.kill(signal);
  return { ...(await run.exited), stderr: run.stderr() };
}

describe.each(Object.keys(STATUS) as (keyof typeof STATUS)[])('%s', (signal) => {
  it(`stops a search on the main thread: exit ${STATUS[signal]}, old output kept, no temporary file`, async () => {
    const dir = folder({ 'empty.txt': EMPTY });
    const args = ['count', 'empty.txt', '--max', '1000000000000', '-t', '1', '-o', 'out.txt'];
    // NODE_DEBUG=sudoku says when the search starts on the main thread: the signal comes then.
    const run = startCli(args, { cwd: dir, env: { NODE_DEBUG: 'sudoku' } });
    await waitUntil(() => /starts on the main thread/.test(run.stderr()), 'the search');
    run.child.kill(signal);
    const end = await run.exited;
    expect(end.status).toBe(STATUS[signal]);
    expect(run.stderr()).toMatch(
      new RegExp(`^sudoku: stopped by ${signal}; out.txt left as it was$`, 'm'),
    );
    expectUntouched(dir, ['empty.txt']);
  });

  it('stops worker threads mid-search (all)', async () => {
    const dir = folder({ 'sparse.txt': SPARSE });
    const args = ['all', 'sparse.txt', '-o', 'out.txt', '--max', '10', '-t', '2'];
    const end = await stopWhenWriting(
      dir,
      [...args, '--count-limit', '1000000000000000'],
      signal,
      300,
    );
    expect(end.status).toBe(STATUS[signal]);
    expectUntouched(dir, ['sparse.txt']);
  });

  it('stops a batch run reading standard input, with a worker started', async () => {
    const dir = folder();
    const run = startCli(['solve', '-q', '-t', '2', '-', '-o', 'out.txt'], {
      cwd: dir,
      stdin: 'pipe',
    });
    // More than a piece, so a worker starts; stdin stays open, so the run is mid-way.
    run.child.stdin?.write(`${EXAMPLE.puzzle}\n`.repeat(5000));
    await waitUntil(() => tempFiles(dir).length > 0, 'the temporary file');
    await new Promise((resolve) => setTimeout(resolve, 200));
    run.child.kill(signal);
    const end = await run.exited;
    expect(end.status).toBe(STATUS[signal]);
    expectUntouched(dir, []);
  });
});

describe('a stopped run into a new file', () => {
  it('says the file was not created, not that it was left as it was', async () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'empty.txt'), EMPTY);
    const args = ['count', 'empty.txt', '--max', '1000000000000', '-t', '1', '-o', 'new.txt'];
    const run = startCli(args, { cwd: dir, env: { NODE_DEBUG: 'sudoku' } });
    await waitUntil(() => /starts on the main thread/.test(run.stderr()), 'the search');
    run.child.kill('SIGINT');
    expect((await run.exited).status).toBe(130);
    expect(run.stderr()).toMatch(/^sudoku: stopped by SIGINT; new\.txt not created$/m);
    expect(readdirSync(dir)).toEqual(['empty.txt']);
  });
});

/**
 * Starts `sudoku ARGS` and, once it handles signals and has waited 0.7 s
 * more, sends SIGTERM; gives it a minute to stop (SIGKILL after): `end` is
 * undefined when it hung.
 */
async function terminateAfterWaiting(args: string[], cwd: string) {
  const run = startCli(args, { cwd, env: { NODE_DEBUG: 'sudoku' } });
  await waitUntil(
    () => run.stderr().includes(STOP_HANDLERS_READY) || run.child.exitCode !== null,
    'the stop handlers',
  );
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(run.child.exitCode, run.stderr()).toBeNull();
  run.child.kill('SIGTERM');
  const end = await Promise.race([
    run.exited,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 60_000)),
  ]);
  run.child.kill('SIGKILL');
  return { end, stderr: withoutDebug(run.stderr()) };
}

describe('a FIFO as -o', () => {
  /** `sudoku ARGS -o fifo`, stopped by SIGTERM once `ready` holds; `reader` (if any) opens the FIFO and never reads. */
  async function stopWritingFifo(args: string[], reader: boolean) {
    const dir = scratchDir();
    expect(spawnSync('mkfifo', [join(dir, 'fifo')]).status).toBe(0);
    // A reader that holds the FIFO open without reading: the pipe fills up.
    const stalled = reader
      ? openSync(join(dir, 'fifo'), constants.O_RDONLY | constants.O_NONBLOCK)
      : -1;
    try {
      return await terminateAfterWaiting([...args, '-o', 'fifo'], dir);
    } finally {
      if (stalled >= 0) closeSync(stalled);
    }
  }

  it('stops at once while waiting for a reader', async () => {
    const { end, stderr } = await stopWritingFifo(['-c', '10'], false);
    expect(end?.status, stderr).toBe(143);
    expect(stderr).toBe('sudoku: stopped by SIGTERM\n');
  });

  it('stops at once while a reader that does not read has filled the pipe', async () => {
    const { end, stderr } = await stopWritingFifo(['-c', '100000', '-q'], true);
    expect(end?.status, stderr).toBe(143);
    expect(stderr).toBe('sudoku: stopped by SIGTERM\n');
  });
});

describe('a FIFO as the input file', () => {
  /** `sudoku solve fifo`, stopped by SIGTERM; `writer` (if any) opens the FIFO and never writes. */
  async function stopReadingFifo(writer: boolean) {
    const dir = scratchDir();
    const fifo = join(dir, 'fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    // O_RDWR never blocks on a FIFO: the test holds it open as a writer that says nothing.
    const stalled = writer ? openSync(fifo, constants.O_RDWR) : -1;
    try {
      return await terminateAfterWaiting(['solve', '-q', 'fifo'], dir);
    } finally {
      if (stalled >= 0) closeSync(stalled);
    }
  }

  it('stops at once while waiting for a writer', async () => {
    const { end, stderr } = await stopReadingFifo(false);
    expect(end?.status, stderr).toBe(143);
    expect(stderr).toBe('sudoku: stopped by SIGTERM\n');
  });

  it('stops at once while the writer says nothing', async () => {
    const { end, stderr } = await stopReadingFifo(true);
    expect(end?.status, stderr).toBe(143);
    expect(stderr).toBe('sudoku: stopped by SIGTERM\n');
  });

  it('reads what a writer that comes later sends', async () => {
    const dir = scratchDir();
    expect(spawnSync('mkfifo', [join(dir, 'fifo')]).status).toBe(0);
    const run = startCli(['solve', '-q', '-f', 'line', 'fifo'], { cwd: dir });
    await new Promise((resolve) => setTimeout(resolve, 300));
    writeFileSync(join(dir, 'fifo'), `${EXAMPLE.puzzle}\n`.repeat(3000));
    expect((await run.exited).status, run.stderr()).toBe(0);
    expect(run.stdout()).toBe(`${EXAMPLE.solution}\n`.repeat(3000));
  });
});

const hasTimeout = spawnSync('timeout', ['--version']).status === 0;
const HANG = `export default {
  name: 'hang',
  description: 'a strategy that never returns',
  create: () => ({ name: 'hang', solve() { for (;;) {} } }),
};
`;

describe.skipIf(!hasTimeout)('a strategy that never returns, under timeout(1)', () => {
  it.each([['1'], ['2']])('is stopped with --threads %s, old output kept', async (threads) => {
    const dir = folder({ 'p.txt': `${EXAMPLE.puzzle}\n`, 'hang.mjs': HANG });
    const args = [BIN, '-s', 'p.txt', '--strategy', './hang.mjs', '-t', threads, '-o', 'out.txt'];
    // No -k: a run that ignored timeout's SIGTERM would never end (and fail on the test's timeout).
    const child = spawn('timeout', ['--preserve-status', '1', process.execPath, ...args], {
      cwd: dir,
      stdio: 'ignore',
    });
    const status = await new Promise((resolve) => child.on('close', resolve));
    expect(status).toBe(143);
    expectUntouched(dir, ['p.txt', 'hang.mjs']);
  });
});

describe('a run killed outright (kill -9)', () => {
  it("leaves its temporary file, which the next run into the folder removes, whatever it writes; a live run's stays", async () => {
    const dir = folder({ 'empty.txt': EMPTY });
    const args = ['count', 'empty.txt', '--max', '1000000000000', '-o', 'out.txt'];
    const run = startCli(args, { cwd: dir });
    await waitUntil(() => tempFiles(dir).length > 0, 'the temporary file');
    run.child.kill('SIGKILL');
    await run.exited;
    const [stale] = tempFiles(dir);
    expect(stale).toMatch(new RegExp(`^\\.out\\.txt\\.sudoku-${run.child.pid}-[0-9a-z]+\\.tmp$`));
    // This test process is alive: a file named after it is another run's, and stays.
    const live = `.other.txt.sudoku-${process.pid}-abc.tmp`;
    writeFileSync(join(dir, live), 'in progress');
    writeFileSync(join(dir, 'p.txt'), `${EXAMPLE.puzzle}\n`);
    // The next run writes another file: the leftover goes all the same.
    const next = runCli(['solve', '-q', 'p.txt', '-o', 'solved.txt'], { cwd: dir });
    expect(next.status).toBe(0);
    expect(existsSync(join(dir, stale))).toBe(false);
    expect(tempFiles(dir)).toEqual([live]);
  });
});

const hasScript = spawnSync('script', ['--version']).status === 0;

describe.skipIf(!hasScript)('on a terminal (script(1) gives a pseudo-terminal)', () => {
  it('restores the cursor and line wrapping the progress bar turned off', async () => {
    // Enough puzzles that the bar (due after 0.7 s) comes long before the end on a fast machine.
    const dir = folder({ 'many.txt': `${EXAMPLE.puzzle}\n`.repeat(300_000) });
    const command = `${process.execPath} ${BIN} rate many.txt -t 1 -o out.txt & echo $! > pid; wait`;
    const script = spawn('script', ['-qfec', command, '/dev/null'], { cwd: dir });
    let tty = '';
    script.stdout.on('data', (chunk) => (tty += chunk));
    // The bar appears once the run has lasted 0.7 s.
    await waitUntil(() => tty.includes('\x1b[?25l') && tty.includes('%'), 'the progress bar');
    process.kill(Number(readFileSync(join(dir, 'pid'), 'utf8')), 'SIGINT');
    await new Promise((resolve) => script.on('close', resolve));
    const hidden = tty.lastIndexOf('\x1b[?25l');
    expect(tty.indexOf('\x1b[?25h', hidden)).toBeGreaterThan(hidden);
    expect(tty.indexOf('\x1b[?7h', tty.lastIndexOf('\x1b[?7l'))).toBeGreaterThan(0);
    // A per-puzzle run keeps the results it finished (finished-prefix.test.ts).
    const kept = readFileSync(join(dir, 'out.txt'), 'utf8').trimEnd().split('\n');
    const held = /stopped by SIGINT; out\.txt holds the results of puzzles 1-([\d,]+);/.exec(tty);
    expect(Number(held?.[1].replace(/,/g, ''))).toBe(kept.length);
    for (const line of kept) expect(line).toMatch(/^\d\.\d easy: /);
  });
});

describe.skipIf(!hasScript)('the progress bar on a terminal', () => {
  it('appears while the first puzzle is still being rated', async () => {
    // Easter Monster takes seconds of CPU to rate, the bar is due after 0.7 s
    // of wall time: on a busy machine the rating only takes longer.
    const dir = folder({ 'hard.txt': `${EASTER_MONSTER.puzzle}\n` });
    const command = `${process.execPath} ${BIN} rate hard.txt -t 1 -o out.txt & echo $! > pid; wait`;
    const script = spawn('script', ['-qfec', command, '/dev/null'], { cwd: dir });
    let tty = '';
    let ended = false;
    script.stdout.on('data', (chunk) => (tty += chunk));
    const closed = new Promise((resolve) => script.on('close', resolve)).then(() => {
      ended = true;
    });
    await waitUntil(() => tty.includes('0%') || ended, 'the progress bar or the end');
    const barWhileRating = tty.includes('0%') && !ended;
    if (!ended) process.kill(Number(readFileSync(join(dir, 'pid'), 'utf8')), 'SIGINT');
    await closed;
    expect(barWhileRating, tty).toBe(true);
    expect(tty).toMatch(/rating \|/);
  });
});

/**
 * Runs a shell command line that starts `sudoku` in the background inside
 * script(1), a pseudo-terminal; sends SIGINT once the run handles signals
 * (NODE_DEBUG=sudoku says so) and the terminal shows `shownFirst`, and
 * returns what the terminal showed, without the debug lines, once the shell
 * has printed how the run ended.
 */
async function interruptOnTerminal(command: string, shownFirst = ''): Promise<string> {
  const dir = folder({});
  const inner = `${command} & echo $! > pid; wait $!; echo "status $?"`;
  const child = spawn('script', ['-qfec', `sh -c '${inner}'`, '/dev/null'], {
    cwd: dir,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, NODE_DEBUG: 'sudoku' },
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const closed = new Promise((resolve) => child.on('close', resolve));
  const shown = () => withoutDebug(out.replace(/\r/g, ''));
  try {
    await waitUntil(
      () => out.includes(STOP_HANDLERS_READY) && shown().startsWith(shownFirst),
      `the stop handlers and ${JSON.stringify(shownFirst)}`,
    );
    process.kill(Number(readFileSync(join(dir, 'pid'), 'utf8')), 'SIGINT');
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 60_000))]);
  } finally {
    child.kill('SIGKILL');
  }
  return shown();
}

describe.skipIf(!hasScript)('a terminal as standard input (sudoku solve, no file named)', () => {
  // Without the note the command looks hung: it waits for puzzles typed at the terminal.
  it.each([
    [['solve'], 'sudoku: reading puzzles from the terminal; end with Ctrl-D, or name a file\n'],
    [['rate', '-'], 'sudoku: reading puzzles from the terminal; end with Ctrl-D, or name a file\n'],
    [
      ['all', '-o', 'x.txt'],
      'sudoku: reading a puzzle from the terminal; end with Ctrl-D, or name a file\n',
    ],
    [['count', '-q'], ''],
  ])(
    'sudoku %s says it reads the terminal (not with -q), then stops on SIGINT',
    async (args, note) => {
      const shown = await interruptOnTerminal(
        `"${process.execPath}" "${BIN}" ${args.join(' ')} < /dev/tty`,
        note,
      );
      expect(shown).toBe(`${note}sudoku: stopped by SIGINT\nstatus 130\n`);
    },
  );
});

describe.skipIf(!hasScript)('a terminal as the input file (sudoku solve /dev/tty)', () => {
  it('stops at once on SIGINT while nothing is typed', async () => {
    // script(1) gives the run a terminal, kept open by our pipe.
    const shown = await interruptOnTerminal(`"${process.execPath}" "${BIN}" solve /dev/tty`);
    expect(shown).toBe('sudoku: stopped by SIGINT\nstatus 130\n');
  });
});
