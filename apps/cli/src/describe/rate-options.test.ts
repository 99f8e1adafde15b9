import { EXAMPLE, SOLVABLE } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-support/run-cli.js';
import { checkTemplate, fillTemplate, type RatingFields } from './rating-template.js';

const fields: RatingFields = {
  puzzle: EXAMPLE.puzzle,
  rating: '7.2',
  pearl: '7.1',
  diamond: '2.6',
  number: 12,
  difficulty: 'diabolical',
  technique: 'AIC',
  steps: 58,
};

describe('rate --format templates', () => {
  it("fills serate's placeholders and ours", () => {
    expect(fillTemplate('%g ED=%r/%p/%d', fields)).toBe(`${EXAMPLE.puzzle} ED=7.2/7.1/2.6`);
    expect(fillTemplate('%n:%w %t, %s steps, 100%%', fields)).toBe(
      '12:diabolical AIC, 58 steps, 100%',
    );
  });

  it('refuses an unknown placeholder or a lone % at the end, and passes other text through (property)', () => {
    expect(() => checkTemplate('%x')).toThrow(/%x is not a placeholder/);
    expect(() => checkTemplate('rating %')).toThrow(/a % at the end is not a placeholder/);
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('%')),
        (text) => {
          expect(fillTemplate(checkTemplate(text), fields)).toBe(text);
        },
      ),
    );
  });

  it('writes each rated puzzle from the template; a puzzle not rated keeps its status word', () => {
    const run = runCli(['rate', '-f', '%n %r/%p/%d %w', '-'], {
      input: `${EXAMPLE.puzzle}\n${'1'.repeat(2)}${'.'.repeat(79)}\n`,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /^1 \d\.\d\/\d\.\d\/\d\.\d (easy|medium|hard|fiendish|diabolical|extreme)\ninvalid\n$/,
    );
    const json = JSON.parse(runCli(['rate', '--json', '-'], { input: EXAMPLE.puzzle }).stdout);
    const line = runCli(['rate', '-f', '%r/%p/%d %t', '-'], { input: EXAMPLE.puzzle }).stdout;
    expect(line).toBe(
      `${json.rating.toFixed(1)}/${json.pearl.toFixed(1)}/${json.diamond.toFixed(1)} ${json.hardestStep}\n`,
    );
    expect(runCli(['rate', '-f', '%q', '-'], { input: '' }).stderr).toBe(
      'sudoku: --format: %q is not a placeholder; use %r %p %d %g %n %w %t %s or %% (see sudoku rate --help)\n',
    );
  });
});

describe('rate filters', () => {
  const puzzles = SOLVABLE.map((f) => f.puzzle);
  const input = `${puzzles.join('\n')}\n`;
  const all = runCli(['rate', '--json', '-'], { input })
    .stdout.trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line));

  it('keep only the puzzles in a range, of a level or with a hardest technique, numbered as in the input', () => {
    const ratings = all.map((r) => r.rating).sort((a, b) => a - b);
    const cut = ratings[Math.floor(ratings.length / 2)];
    const kept = runCli(['rate', '-r', `${cut}-20`, '-f', '%n %r', '-'], { input });
    expect(kept.status).toBe(0);
    const expected = all
      .filter((r) => r.rating >= cut)
      .map((r) => `${r.index} ${r.rating.toFixed(1)}`);
    expect(kept.stdout.trimEnd().split('\n')).toEqual(expected);
    expect(expected.length).toBeLessThan(all.length);
    const { difficulty, hardestTechnique } = all[all.length - 1];
    const level = runCli(['rate', '--json', '-d', difficulty, '-'], { input });
    expect(
      level.stdout
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l).index),
    ).toEqual(all.filter((r) => r.difficulty === difficulty).map((r) => r.index));
    const technique = runCli(['rate', '-T', hardestTechnique, '-f', '%g', '-'], { input });
    expect(technique.stdout.trimEnd().split('\n')).toEqual(
      all.filter((r) => r.hardestTechnique === hardestTechnique).map((r) => r.input),
    );
  });

  it('leave out puzzles that are not rated, still reporting them (exit 1)', () => {
    const run = runCli(['rate', '-r', '0-20', '-'], {
      input: `${'1'.repeat(2)}${'.'.repeat(79)}\n`,
    });
    expect(run).toMatchObject({ status: 1, stdout: '' });
    expect(run.stderr).toMatch(/^sudoku: puzzle 1 \(line 1\): conflicting givens/m);
  });
});
