import { countGivens, isValidSolution, keepsClues, parseGrid, parsePuzzles } from '@sudoku/core';
import { createDfsSolver } from '@sudoku/solver-dfs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-support/run-cli.js';

const dfs = createDfsSolver();
const solutionCount = (puzzle: Uint8Array) => {
  const result = dfs.solve(puzzle, { maxSolutions: 2 });
  return result.status === 'solved' ? result.solutionCount : 0;
};

interface GeneratedJson {
  index: number;
  input: string;
  givens: number;
  status: string;
  reason: string | null;
  solution: string;
  seed: string;
  symmetry: string;
  rating: number;
  difficulty: string;
  hardestTechnique: string | null;
  stepCount: number;
  targetGivens: number | null;
  targetReached: boolean;
  attempts: number;
}

const jsonLines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as GeneratedJson);

describe('sudoku generate', () => {
  it('is reproducible by seed, and a different seed gives different puzzles', () => {
    const args = ['generate', '--givens', '26', '--count', '3', '--seed', 'test-a', '-q'];
    const first = runCli(args);
    expect(first.status).toBe(0);
    expect(runCli(args).stdout).toBe(first.stdout);
    const other = runCli([...args.slice(0, -2), 'test-b', '-q']);
    expect(other.stdout).not.toBe(first.stdout);
  });

  it('writes the same bytes on one thread and on two, in order, in every layout', () => {
    for (const layout of [['--format', 'grid'], ['--format', 'line'], ['--json']]) {
      const args = ['generate', '-n', '40', '--seed', 'threads', '-q', ...layout];
      const one = runCli([...args, '-t', '1']);
      const two = runCli([...args, '-t', '2']);
      expect(one.status).toBe(0);
      expect(two.stdout, layout.join(' ')).toBe(one.stdout);
    }
  });

  it('writes unique puzzles with exactly the asked givens, in both layouts', () => {
    for (const format of ['grid', 'line']) {
      const run = runCli(['generate', '-g', '25', '-n', '4', '-S', '7', '-f', format, '-q']);
      expect(run.status).toBe(0);
      const puzzles = parsePuzzles(run.stdout);
      expect(puzzles).toHaveLength(4);
      for (const puzzle of puzzles) {
        expect(countGivens(puzzle)).toBe(25);
        expect(solutionCount(puzzle)).toBe(1);
      }
    }
  });

  it('gives puzzle i the seed "S-i", so a longer run starts with a shorter one', () => {
    const three = jsonLines(runCli(['generate', '--seed', 'pfx', '-n', '3', '--json']).stdout);
    const one = jsonLines(runCli(['generate', '--seed', 'pfx', '--json']).stdout);
    const second = jsonLines(runCli(['generate', '--seed', 'pfx-2', '--json']).stdout);
    expect(three.map((p) => p.seed)).toEqual(['pfx', 'pfx-2', 'pfx-3']);
    expect(one[0].input).toBe(three[0].input);
    expect(second[0].input).toBe(three[1].input);
  });

  it('--json: one object per line with the puzzle, its solution, rating and seed', () => {
    const run = runCli(['generate', '--json', '-n', '2', '-S', 'j', '--symmetry', 'rot180']);
    expect(run.status).toBe(0);
    const records = jsonLines(run.stdout);
    expect(records).toHaveLength(2);
    for (const [i, r] of records.entries()) {
      expect(r.index).toBe(i + 1);
      const puzzle = parseGrid(r.input);
      const solution = parseGrid(r.solution);
      expect(isValidSolution(solution)).toBe(true);
      expect(keepsClues(puzzle, solution)).toBe(true);
      expect(solutionCount(puzzle)).toBe(1);
      expect(countGivens(puzzle)).toBe(r.givens);
      expect(['easy', 'medium', 'hard', 'expert']).toContain(r.difficulty);
      expect(r.stepCount).toBeGreaterThan(0);
      expect(r.symmetry).toBe('rot180');
      for (let c = 0; c < 81; c++) expect(puzzle[c] === 0).toBe(puzzle[80 - c] === 0);
      expect(r.targetReached).toBe(true);
    }
    expect(run.stderr).toMatch(/^generated 2 puzzles .* with seed j in/m);
  });

  it('honours --difficulty and --minimal', () => {
    const easy = jsonLines(runCli(['generate', '-d', 'easy', '-S', 'e', '--json', '-q']).stdout);
    expect(easy[0].difficulty).toBe('easy');
    const minimal = jsonLines(runCli(['generate', '--minimal', '-S', 'm', '--json', '-q']).stdout);
    const puzzle = parseGrid(minimal[0].input);
    expect(solutionCount(puzzle)).toBe(1);
    // Minimal: removing any one clue gives several solutions.
    for (let c = 0; c < 81; c++) {
      if (puzzle[c] === 0) continue;
      const fewer = Uint8Array.from(puzzle);
      fewer[c] = 0;
      expect(solutionCount(fewer), `clue r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`).toBe(2);
    }
  });

  it('--rating: every puzzle rated in the range, the rating in --json', () => {
    const run = runCli(['generate', '--rating', '4.0-4.4', '-n', '3', '-S', 'r', '--json', '-q']);
    expect(run.status).toBe(0);
    for (const record of jsonLines(run.stdout)) {
      expect(record.rating).toBeGreaterThanOrEqual(4.0);
      expect(record.rating).toBeLessThanOrEqual(4.4);
      expect(record.targetReached).toBe(true);
    }
  });

  it('--technique: every puzzle has its hardest step of that kind', () => {
    const run = runCli(['generate', '-T', 'skyscraper', '-n', '2', '-S', 't', '--json', '-q']);
    expect(run.status).toBe(0);
    const records = jsonLines(run.stdout);
    expect(records).toHaveLength(2);
    for (const record of records) {
      expect(record.hardestTechnique).toBe('skyscraper');
      expect(record.targetReached).toBe(true);
      expect(solutionCount(parseGrid(record.input))).toBe(1);
    }
  });

  it('says on stderr when the givens target cannot be reached, and what was reached (exit 1)', () => {
    const run = runCli(['generate', '--givens', '17', '--seed', '1', '--json']);
    expect(run.status).toBe(1);
    const [record] = jsonLines(run.stdout);
    expect(record.targetReached).toBe(false);
    expect(record.givens).toBeGreaterThan(17);
    expect(run.stderr).toMatch(
      new RegExp(
        `^sudoku: puzzle 1 \\(seed 1\\): could not reach 17 givens .*closest has ${record.givens}`,
        'm',
      ),
    );
  });

  it('--best-effort: accepts the closest puzzle of a missed target (exit 0), writing the same', () => {
    const strict = runCli(['generate', '-g', '17', '--attempts', '3', '-S', '5', '-f', 'line']);
    const lenient = runCli([
      'generate',
      '-g',
      '17',
      '--attempts',
      '3',
      '-S',
      '5',
      '-f',
      'line',
      '--best-effort',
    ]);
    expect(strict.status).toBe(1);
    expect(lenient.status).toBe(0);
    expect(lenient.stdout).toBe(strict.stdout);
    expect(lenient.stderr).toMatch(/1 missed the target \(see above, the closest accepted\)/);
    expect(runCli(['generate', '-g', '30', '-S', '5', '-q']).status).toBe(0);
  });

  it('--attempts: tries each puzzle at most that often, and the miss says how many', () => {
    // Seed 7 finds no swordfish in the default 3,000 tries either: two are surely too few.
    const run = runCli(['generate', '-T', 'swordfish', '-S', '7', '--attempts', '2', '--json']);
    expect(run.status).toBe(1);
    const [record] = jsonLines(run.stdout);
    expect(record.attempts).toBe(2);
    expect(record.targetReached).toBe(false);
    expect(solutionCount(parseGrid(record.input))).toBe(1);
    expect(run.stderr).toMatch(
      /^sudoku: puzzle 1 \(seed 7\): no puzzle whose hardest step is swordfish in 2 attempts; this one is rated /m,
    );
    expect(run.stderr).toMatch(/1 missed the target \(see above; --attempts tries longer\)\n$/);
    const once = runCli([
      'generate',
      '-T',
      'swordfish',
      '-S',
      '7',
      '--attempts',
      '1',
      '-q',
      '--json',
    ]);
    expect(jsonLines(once.stdout)[0]).toMatchObject({
      status: 'missed-target',
      reason: expect.stringMatching(/ in 1 attempt; /),
    });
    // Enough tries for an X-Wing: the target is met, in fewer tries than allowed.
    const found = jsonLines(
      runCli(['generate', '-T', 'x-wing', '-S', '7', '--attempts', '5000', '-q', '--json']).stdout,
    )[0];
    expect(found.targetReached).toBe(true);
    expect(found.hardestTechnique).toBe('x-wing');
    expect(found.attempts).toBeLessThan(5000);
  });

  it('names a fresh seed in its summary line, which -q leaves out, as --help says', () => {
    expect(runCli(['generate', '-f', 'line']).stderr).toMatch(/ with seed [0-9a-z]+ in /);
    expect(runCli(['generate', '-f', 'line', '-q']).stderr).toBe('');
    expect(runCli(['generate', '--help']).stdout.replace(/\s+/g, ' ')).toContain(
      'named in the summary line on stderr (not with -q; --json has it)',
    );
  });

  it('rejects bad options with a usage hint, exit 2', () => {
    for (const args of [
      ['generate', '--givens', '16'],
      ['generate', '--givens', '20', '--minimal'],
      ['generate', '--symmetry', 'spiral'],
      ['generate', '--difficulty', 'insane'],
      ['generate', '--count', '0'],
      ['generate', '--attempts', '0'],
      ['generate', '--attempts', '1.5'],
      ['generate', '--rating', '6-4'],
      ['generate', '--rating', 'hard'],
      ['generate', '--rating', '4-5', '--difficulty', 'hard'],
      ['generate', '--technique', 'x-wng'],
      ['generate', '--technique', 'x-wing', '--difficulty', 'hard'],
      ['generate', '--technique', 'x-wing', '--rating', '3-4'],
      ['generate', '--json', '--format', 'grid'],
    ]) {
      const run = runCli(args);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toMatch(/^sudoku: .*\(see sudoku generate --help\)\n$/);
      expect(run.stdout).toBe('');
    }
  });
});
