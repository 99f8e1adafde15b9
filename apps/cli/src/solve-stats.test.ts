import { SOLVABLE, UNSOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { runCli } from './test-support/run-cli.js';

const input = `${[...SOLVABLE.map((f) => f.puzzle), UNSOLVABLE[0]!.puzzle].join('\n')}\n`;

describe('sudoku solve --stats', () => {
  it('measures each search in --json and sums them on stderr, -q or not', () => {
    const run = runCli(['solve', '--stats', '--json', '-q', '-t', '2', '-'], { input });
    expect(run.status).toBe(1); // the last puzzle has no solution
    const lines = run.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(SOLVABLE.length + 1);
    for (const line of lines) {
      expect(Number.isInteger(line.nodes) && line.nodes > 0).toBe(true);
      expect(Number.isInteger(line.guesses) && line.guesses >= 0).toBe(true);
      expect(line.timeMs).toBeGreaterThanOrEqual(0);
    }
    const n = lines.length;
    const nodes = lines.reduce((s, l) => s + l.nodes, 0);
    const guesses = lines.reduce((s, l) => s + l.guesses, 0);
    const noGuess = lines.filter((l) => l.status === 'solved' && l.guesses === 0).length;
    const stats =
      /^stats: searched (\d+) puzzles in [\d.]+ s of search \([\d.]+ µs a puzzle\); ([\d.]+) nodes and ([\d.]+) guesses a puzzle; ([\d.]+)% solved without a guess$/m.exec(
        run.stderr,
      );
    expect(stats, run.stderr).not.toBeNull();
    expect(Number(stats![1])).toBe(n);
    expect(stats![2]).toBe((nodes / n).toFixed(1));
    expect(stats![3]).toBe((guesses / n).toFixed(1));
    expect(stats![4]).toBe(((100 * noGuess) / n).toFixed(1));
  });

  it('leaves the answers as they are, and --json without it has no measures', () => {
    const plain = runCli(['solve', '-q', '-f', 'line', '-'], { input });
    const measured = runCli(['solve', '-q', '--stats', '-f', 'line', '-'], { input });
    expect(measured.stdout).toBe(plain.stdout);
    expect(measured.stderr).toMatch(/^stats: /m);
    const json = JSON.parse(
      runCli(['solve', '--json', '-'], { input: SOLVABLE[0]!.puzzle }).stdout,
    );
    expect(Object.keys(json)).toEqual(['index', 'input', 'givens', 'status', 'reason', 'solution']);
  });
});
