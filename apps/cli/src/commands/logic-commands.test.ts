import { isValidSolution } from '@sudoku/core';
import { CONFLICTING, EXAMPLE, MULTI_SOLUTION, NESTED_CHAINS, UNSOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-support/run-cli.js';

const lines = (...puzzles: string[]) => `${puzzles.join('\n')}\n`;
const jsonLines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

// top95 #1, #6 and #20 with Sudoku Explainer's ratings 2.6, 3.0 and 8.4.
const TOP95_1 = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const TOP95_6 = '......52..8.4......3...9...5.1...6..2..7........3.....6...1..........7.4.......3.';
const TOP95_20 =
  '..84...3....3.....9....157479...8........7..514.....2...9.6...2.5....4......9..56';

describe('sudoku rate', () => {
  it("prints Sudoku Explainer's rating, its word and the hardest step, one line per puzzle", () => {
    const run = runCli(['rate', '-'], { input: lines(TOP95_1, TOP95_6, TOP95_20) });
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^2\.6 medium: Pointing, \d+ steps$/),
      expect.stringMatching(/^3\.0 hard: Naked pair, \d+ steps$/),
      expect.stringMatching(/^8\.4 diabolical: .*forcing chains, \d+ steps$/),
    ]);
    const json = jsonLines(runCli(['rate', '--json', '-'], { input: lines(TOP95_20) }).stdout);
    expect(json[0]).toMatchObject({
      index: 1,
      input: TOP95_20.replaceAll('0', '.'),
      status: 'solved',
      rating: 8.4,
      difficulty: 'diabolical',
      solvedLogically: true,
      unique: true,
    });
    const counts = Object.values(json[0].techniqueCounts as Record<string, number>);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(json[0].stepCount);
  });

  it('never rates a puzzle with several solutions, none, or clashing givens; says which and where', () => {
    const input = lines(
      UNSOLVABLE[0].puzzle,
      EXAMPLE.puzzle,
      CONFLICTING[1].puzzle,
      MULTI_SOLUTION[0].puzzle,
    );
    const run = runCli(['rate', '-'], { input });
    expect(run.status).toBe(1);
    const out = run.stdout.trim().split('\n');
    expect(out[0]).toBe('unsolvable');
    expect(out[1]).toMatch(/^1\.\d easy: /);
    expect(out[2]).toBe('invalid');
    expect(out[3]).toBe('several-solutions');
    expect(run.stderr).toMatch(/^sudoku: puzzle 1 \(line 1\): no solution: .+$/m);
    expect(run.stderr).toMatch(
      /^sudoku: puzzle 3 \(line 3\): conflicting givens: digit 5 appears twice/m,
    );
    expect(run.stderr).toMatch(
      /^sudoku: puzzle 4 \(line 4\): several solutions: a puzzle is rated only/m,
    );
    const json = jsonLines(runCli(['rate', '--json', '-'], { input }).stdout);
    expect(json.map((r) => r.status)).toEqual([
      'unsolvable',
      'solved',
      'invalid',
      'several-solutions',
    ]);
    expect(json[3].rating).toBeUndefined();
  });

  it('rates a puzzle that needs forcing chains nested in forcing chains, solved by logic', () => {
    const run = runCli(['rate', '-'], { input: lines(NESTED_CHAINS.puzzle) });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^1\d\.\d extreme: Dynamic \w+ forcing chains \(\+ forcing chains\), \d+ steps\n$/,
    );
    const [json] = jsonLines(
      runCli(['rate', '--json', '-'], { input: lines(NESTED_CHAINS.puzzle) }).stdout,
    );
    expect(json).toMatchObject({
      difficulty: 'extreme',
      hardestTechnique: 'nested-forcing-chains',
      solvedLogically: true,
    });
  });

  it('counts lines of the classic layout in its messages', () => {
    const classic = MULTI_SOLUTION[0].puzzle.match(/.{9}/g)!.map((row) => row.split('').join(' '));
    const input = `${EXAMPLE.puzzle}\n\n${classic.join('\n')}\n`;
    const run = runCli(['rate', '-'], { input });
    expect(run.stderr).toMatch(/^sudoku: puzzle 2 \(line 3\): several solutions/m);
  });
});

describe('sudoku explain', () => {
  it('writes the whole path, step by step, and its placements solve the puzzle', () => {
    const run = runCli(['explain', '-'], { input: lines(TOP95_20) });
    expect(run.status).toBe(0);
    const [head, ...rest] = run.stdout.trimEnd().split('\n');
    expect(head).toMatch(/^rated 8\.4 \(diabolical; pearl \d+\.\d, diamond \d+\.\d\), \d+ steps:$/);
    expect(rest.at(-1)!.trim()).toBe('solved.');
    // A step's later lines (a long chain, a few links a line) go under its first.
    const steps = stepsOf(rest.slice(0, -1));
    for (const [i, step] of steps.entries()) {
      expect(step).toMatch(new RegExp(`^ *${i + 1}\\. \\(\\d+\\.\\d\\) [A-Z].*\\.$`));
    }
    const [json] = jsonLines(runCli(['explain', '--json', '-'], { input: lines(TOP95_20) }).stdout);
    const jsonSteps = json.steps as {
      difficulty: number;
      placements: { cell: string; digit: number }[];
    }[];
    expect(jsonSteps).toHaveLength(steps.length);
    expect(Math.max(...jsonSteps.map((s) => s.difficulty))).toBe(8.4);
    // The same summary as rate --json gives.
    const [rated] = jsonLines(runCli(['rate', '--json', '-'], { input: lines(TOP95_20) }).stdout);
    for (const key of ['rating', 'difficulty', 'hardestTechnique', 'pearl', 'diamond'])
      expect(json[key], key).toEqual(rated[key]);
    const grid = Uint8Array.from(TOP95_20, (c) => (c === '.' ? 0 : Number(c)));
    for (const step of jsonSteps) {
      for (const { cell, digit } of step.placements) {
        const [, r, c] = /r(\d)c(\d)/.exec(cell)!;
        grid[(Number(r) - 1) * 9 + Number(c) - 1] = digit;
      }
    }
    expect(isValidSolution(grid)).toBe(true);
  });

  it('refuses a puzzle with several solutions, with the puzzle number on stderr', () => {
    const run = runCli(['explain', '-'], { input: lines(MULTI_SOLUTION[0].puzzle) });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('several-solutions\n');
    expect(run.stderr).toMatch(
      /^sudoku: puzzle 1 \(line 1\): several solutions: a puzzle is explained only when it has exactly one$/m,
    );
  });

  it('writes a nested chain with what the chain inside it found', () => {
    const run = runCli(['explain', '-'], { input: lines(NESTED_CHAINS.puzzle) });
    expect(run.status).toBe(0);
    const [head, ...out] = run.stdout.trimEnd().split('\n');
    expect(head).toMatch(/^rated 1\d\.\d \(extreme; pearl \d+\.\d, diamond \d+\.\d\), \d+ steps:$/);
    expect(out.at(-1)).toMatch(/^ +solved\.$/);
    const steps = stepsOf(out.slice(0, -1));
    expect(
      steps.some((step) =>
        /\(\+ forcing chains\).*on the board the chain has reached, /.test(step),
      ),
    ).toBe(true);
    // The chains are broken into lines: none runs on for thousands of characters.
    expect(Math.max(...out.map((line) => line.length))).toBeLessThan(400);
  });
});

describe('sudoku hint', () => {
  it('gives one line when a single step places the digit', () => {
    const run = runCli(['hint', '-'], { input: lines(EXAMPLE.puzzle) });
    expect(run.status).toBe(0);
    const match = /^r(\d)c(\d) = (\d): (.+)$/.exec(run.stdout.trim());
    expect(match).not.toBeNull();
    const cell = (Number(match![1]) - 1) * 9 + Number(match![2]) - 1;
    expect(Number(match![3])).toBe(Number(EXAMPLE.solution[cell]));
  });

  it('gives one step, the first explain prints from the same position, eliminations written as ≠', () => {
    const run = runCli(['hint', '-'], { input: lines(TOP95_20) });
    expect(run.status).toBe(0);
    const [head, ...rest] = run.stdout.trimEnd().split('\n');
    // The pointing that removes 5 from r2c3, where the old hint folded it into a placement's steps.
    expect(head).toMatch(
      /^r2c3 ≠ 5: Pointing: in box \d, 5 can only go in .* so remove 5 from r2c3\.$/,
    );
    expect(rest).toEqual([]);
    const [json] = jsonLines(runCli(['hint', '--json', '-'], { input: lines(TOP95_20) }).stdout);
    const [explained] = jsonLines(
      runCli(['explain', '--json', '-'], { input: lines(TOP95_20) }).stdout,
    );
    const first = (explained.steps as Record<string, unknown>[])[0];
    expect(json).toMatchObject({
      status: 'solved',
      hint: 'step',
      cell: null,
      digit: null,
      unique: true,
      technique: first.technique,
      step: first,
    });
    expect(json).not.toHaveProperty('before');
  });

  it('says when a position has several solutions, and covers solved, unsolvable and clashing boards', () => {
    const input = lines(
      MULTI_SOLUTION[1].puzzle,
      EXAMPLE.solution,
      UNSOLVABLE[0].puzzle,
      CONFLICTING[0].puzzle,
    );
    const run = runCli(['hint', '--json', '-'], { input });
    expect(run.status).toBe(1);
    const json = jsonLines(run.stdout);
    expect(json.map((h) => [h.status, h.hint])).toEqual([
      ['solved', 'fallback'],
      ['solved', null],
      ['unsolvable', null],
      ['invalid', null],
    ]);
    expect(json[0]).toMatchObject({ unique: false });
    expect(json[0].explanation).toMatch(/several solutions, and no basic technique applies/);
    expect(run.stderr).toMatch(/^sudoku: puzzle 3 \(line 3\): no solution/m);
    expect(run.stderr).toMatch(
      /^sudoku: puzzle 4 \(line 4\): conflicting digits: digit 9 appears twice/m,
    );
    const text = runCli(['hint', '-'], { input }).stdout.trim().split('\n');
    expect(text[0]).toMatch(/^r\dc\d = \d \(fallback\) \(several solutions\): /);
    expect(text[1]).toMatch(/^solved: /);
    expect(text[2]).toMatch(/^unsolvable: /);
    expect(text[3]).toMatch(/^invalid: /);
  });

  it('gives a logical step on a puzzle that needs nested forcing chains, never the fallback', () => {
    const [json] = jsonLines(
      runCli(['hint', '--json', '-'], { input: lines(NESTED_CHAINS.puzzle) }).stdout,
    );
    expect(json).toMatchObject({ status: 'solved', hint: 'step', unique: true });
  });
});

/** The steps of `explain` text, each with its later lines joined back on. */
function stepsOf(lines: string[]): string[] {
  const steps: string[] = [];
  for (const line of lines) {
    if (/^ *\d+\. /.test(line)) steps.push(line);
    else steps[steps.length - 1] += ` ${line.trim()}`;
  }
  return steps;
}
