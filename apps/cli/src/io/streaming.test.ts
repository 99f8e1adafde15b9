import { EXAMPLE, SOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { startCli, waitUntil } from '../test-support/run-cli.js';

const [first, second] = SOLVABLE.map((f) => f.puzzle);

describe('a command reading a pipe or a terminal, as a filter', () => {
  // Each answer must come while the input is still open: the second puzzle
  // is written only once the first one's answer is out (or never).
  for (const args of [
    ['solve', '-q', '-f', 'line', '-'],
    ['solve', '-q', '-'],
    ['rate', '-q', '-'],
    ['count', '-q', '-'],
    ['explain', '-q', '-'],
    ['hint', '-q', '--json', '-'],
  ]) {
    it(`answers each puzzle as it comes: ${args.join(' ')}`, async () => {
      const run = startCli(args, { stdin: 'pipe' });
      run.child.stdin?.write(`${first}\n`);
      await waitUntil(() => run.stdout().length > 0, 'the answer to the first puzzle', 30_000);
      const firstAnswer = run.stdout();
      run.child.stdin?.write(`# a comment\n${second}\n`);
      await waitUntil(() => run.stdout().length > firstAnswer.length, 'the second answer', 30_000);
      run.child.stdin?.end(`${EXAMPLE.puzzle}\n`);
      const { status } = await run.exited;
      expect(status, run.stderr()).toBe(0);
      expect(run.stdout().trimEnd().split(/\n+/).length).toBeGreaterThanOrEqual(3);
    });
  }
});
