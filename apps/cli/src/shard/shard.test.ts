import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli, wholeAndMerged as runShards, scratchDir } from '../test-support/run-cli.js';

const EXAMPLES = join(dirname(fileURLToPath(import.meta.url)), '../../../../examples');
const COUNTS = [1, 2, 3, 7];

/** The whole run and the merge of its shards, which must all succeed. */
function wholeAndMerged(args: string[], n: number, input?: string) {
  const { whole, shards, merged } = runShards(args, n, input);
  for (const shard of shards) {
    expect(shard.stderr).not.toMatch(/Error|shard/);
    expect([0, 1]).toContain(shard.status);
  }
  expect(merged.status).toBe(0);
  return { whole, merged };
}

/** A larger input in every layout the reader takes: classic grids, lines, CRLF, comments, a header. */
function mixedFixture(): string {
  const classic = readFileSync(join(EXAMPLES, 'puzzles.txt'), 'utf8');
  const lines = [
    '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
    '52...6.........7.13...........4..8..6......5...........418.........3..2...87.....',
    '1.3...5.9..7..3..8.4.9.....2...5....8.4..6..1...3.2.....56.2.3..4.....7.......1.8 ; 7.2',
  ];
  const unsolvable = `${'12345678.'}${'........9'}${'.'.repeat(63)}`;
  let text = 'quizzes,notes\n';
  for (let i = 0; i < 20; i++) {
    text += `${classic}\n// round ${i}\r\n${lines.join('\r\n')}\r\n`;
    if (i % 7 === 3) text += `${unsolvable}\n`;
  }
  return text;
}

describe('--shard K/N and sudoku merge, shards run as separate processes', () => {
  it.each(COUNTS)('generate -n 50 -S 9 in %i shards merges to the single run', (n) => {
    const { whole, merged } = wholeAndMerged(['generate', '-n', '50', '-S', '9', '-t', '1'], n);
    expect(whole.stdout.split('\n\n')).toHaveLength(50);
    expect(merged.stdout).toBe(whole.stdout);
  });

  it.each(COUNTS)('generate --json in %i shards merges to the single run', (n) => {
    const { whole, merged } = wholeAndMerged(['generate', '-n', '12', '-S', '9', '--json'], n);
    expect(merged.stdout).toBe(whole.stdout);
  });

  it.each(COUNTS)(
    'solve of a mixed file of 163 puzzles in %i shards merges to the single run',
    (n) => {
      const dir = scratchDir();
      const file = join(dir, 'mixed.txt');
      writeFileSync(file, mixedFixture());
      for (const format of [[], ['-f', 'line'], ['-f', 'csv'], ['--json']]) {
        const { whole, merged } = wholeAndMerged(['solve', ...format, file], n);
        expect(whole.status).toBe(1); // the unsolvable puzzles
        expect(merged.stdout).toBe(whole.stdout);
      }
    },
  );

  it.each(COUNTS)('rate, count, hint and explain in %i shards merge to the single run', (n) => {
    const file = join(EXAMPLES, 'puzzles.txt');
    for (const command of [['rate'], ['rate', '--json'], ['count'], ['hint'], ['explain']]) {
      const { whole, merged } = wholeAndMerged([...command, file], n);
      expect(whole.status).toBe(0);
      expect(merged.stdout).toBe(whole.stdout);
    }
  });

  it('a shard names puzzles and lines as the whole run does, and says which part it works on', () => {
    const dir = scratchDir();
    const file = join(dir, 'mixed.txt');
    writeFileSync(file, mixedFixture());
    const whole = runCli(['solve', '-f', 'line', file]);
    const problems = (text: string) => text.split('\n').filter((l) => l.includes('no solution'));
    const parts = [1, 2, 3].map((k) => runCli(['solve', '-f', 'line', '--shard', `${k}/3`, file]));
    expect(parts.flatMap((p) => problems(p.stderr))).toEqual(problems(whole.stderr));
    expect(problems(whole.stderr)[0]).toMatch(/^sudoku: puzzle \d+ \(line \d+\): no solution/);
    expect(parts[1]!.stderr).toMatch(/^sudoku: shard 2\/3 \(puzzles 55-108 of 163\)\n/);
  });

  it.each([1, 2, 3])(
    'shards slice two files as one sequence: %i shards merge to the single run, messages alike',
    (n) => {
      const dir = scratchDir();
      writeFileSync(join(dir, 'a.txt'), mixedFixture());
      writeFileSync(join(dir, 'b.txt'), mixedFixture().replaceAll(/\r?\n/g, '\r\n'));
      const files = [join(dir, 'a.txt'), join(dir, 'b.txt')];
      const commands = [
        ['solve'],
        ['solve', '-f', 'line'],
        ['solve', '-f', 'csv'],
        ['solve', '--json'],
        ['count', '--json'],
      ];
      for (const command of commands) {
        const { whole, shards, merged } = runShards([...command, ...files], n);
        expect(merged.status).toBe(0);
        expect(whole.stdout.length).toBeGreaterThan(0);
        expect(merged.stdout).toBe(whole.stdout);
        const problems = (text: string) =>
          text.split('\n').filter((l) => l.includes('no solution'));
        expect(shards.flatMap((s) => problems(s.stderr))).toEqual(problems(whole.stderr));
      }
      const last = runCli(['count', '--shard', `${n}/${n}`, ...files]);
      expect(last.stderr).toMatch(/^sudoku: shard \d\/\d \(puzzles \d+-\d+ of \d+\)\n/);
      expect(last.stderr).toMatch(/b\.txt, line \d+\): no solution/);
    },
  );

  it('shards standard input and puzzles written out too', () => {
    const input = readFileSync(join(EXAMPLES, 'puzzles.txt'), 'utf8');
    const { whole, merged } = wholeAndMerged(['count', '-'], 3, input);
    expect(merged.stdout).toBe(whole.stdout);
    const puzzles = mixedFixture()
      .split('\n')
      .filter((l) => /^[.\d]{81}/.test(l))
      .slice(0, 5);
    const args = puzzles.map((p) => p.slice(0, 81));
    expect(runCli(['count', '--shard', '2/2', ...args]).stderr).toMatch(
      /shard 2\/2 \(puzzles 3-5 of 5\)/,
    );
  });

  it('takes K from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID with --shard env/N', () => {
    const file = join(EXAMPLES, 'puzzles.txt');
    const run = (env: Record<string, string>) =>
      spawnWith(['count', '--shard', 'env/5', file], env);
    expect(run({ JOB_COMPLETION_INDEX: '4' }).stderr).toMatch(/shard 5\/5 \(puzzle 5 of 5\)/);
    expect(run({ SLURM_ARRAY_TASK_ID: '1', SLURM_ARRAY_TASK_MIN: '1' }).stderr).toMatch(
      /shard 1\/5 \(puzzle 1 of 5\)/,
    );
    const none = run({});
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/--shard env\/5 needs JOB_COMPLETION_INDEX/);
  });

  it('generate --shard needs --seed, and merge refuses parts of two runs', () => {
    const missing = runCli(['generate', '--shard', '1/2']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/--shard needs --seed/);
    const dir = scratchDir();
    const a = join(dir, 'a.jsonl');
    writeFileSync(a, runCli(['generate', '-n', '2', '-S', '1', '--json', '-q']).stdout);
    const twice = runCli(['merge', a, a]);
    expect(twice.status).toBe(2);
    expect(twice.stderr).toMatch(/overlap: are they shards of one run, each given once\?/);
  });
});

function spawnWith(args: string[], env: Record<string, string>) {
  const saved = { ...process.env };
  for (const name of ['JOB_COMPLETION_INDEX', 'SLURM_ARRAY_TASK_ID', 'SLURM_ARRAY_TASK_MIN']) {
    delete process.env[name];
  }
  Object.assign(process.env, env);
  try {
    return runCli(args);
  } finally {
    process.env = saved;
  }
}
