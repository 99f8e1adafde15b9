import { SudokuError } from '@sudoku/core';
import { CONFLICTING, EXAMPLE, MULTI_SOLUTION, UNSOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { SE_RATED } from './fixtures/se-rated.js';
import { explain, generate, hint, rate, solve } from './simple.js';

/** top95 #7, rated 9.0 by Sudoku Explainer. */
const HARD = SE_RATED.find((p) => p.top95 === 7)!;

describe('the one-call functions on puzzle text', () => {
  it('solve: the solution as text, or the outcome word', () => {
    expect(solve(EXAMPLE.puzzle)).toEqual({ status: 'solved', solution: EXAMPLE.solution });
    expect(solve(UNSOLVABLE[0].puzzle)).toEqual({ status: 'unsolvable' });
    expect(solve(CONFLICTING[0].puzzle)).toEqual({ status: 'invalid' });
    const several = solve(MULTI_SOLUTION[0].puzzle);
    expect(several.status).toBe('several-solutions');
    expect(several.solution).toMatch(/^[1-9]{81}$/);
    expect(solve('.'.repeat(81), { timeLimitMs: 0 }).status).toBe('timeout');
  });

  it('rate: the rating, its word and the hardest technique by name; or why there is none', () => {
    expect(rate(HARD.puzzle)).toEqual({
      status: 'solved',
      rating: HARD.er,
      difficulty: 'extreme',
      technique: expect.stringMatching(/Forcing Chains/i),
    });
    expect(rate(MULTI_SOLUTION[0].puzzle)).toMatchObject({ status: 'several-solutions' });
    expect(rate(CONFLICTING[0].puzzle).reason).toMatch(/^the givens clash: digit \d appears/);
  });

  it('hint: the next step by name, its cell and digit when it places one', () => {
    const next = hint(EXAMPLE.puzzle);
    expect(next.kind).toBe('step');
    expect(next.cell).toMatch(/^r[1-9]c[1-9]$/);
    expect(next.digit).toBe(
      Number(EXAMPLE.solution[(Number(next.cell![1]) - 1) * 9 + Number(next.cell![3]) - 1]),
    );
    expect(next.text.startsWith(next.technique!)).toBe(true);
    expect(hint(CONFLICTING[0].puzzle).kind).toBe('invalid');
  });

  it('explain: every step as a sentence, with the rating; its first step is the hint', () => {
    for (const puzzle of [EXAMPLE.puzzle, HARD.puzzle]) {
      const path = explain(puzzle);
      expect(path).toMatchObject(rate(puzzle));
      expect(path.steps.length).toBeGreaterThan(1);
      expect(path.steps[0]).toBe(hint(puzzle).text);
    }
  });

  it('generate: puzzle and solution as text, the same for the same seed', () => {
    const made = generate({ seed: 11, difficulty: 'hard' });
    expect(made).toEqual(generate({ seed: 11, difficulty: 'hard' }));
    expect(made.difficulty).toBe('hard');
    expect(solve(made.puzzle)).toEqual({ status: 'solved', solution: made.solution });
  });

  it('text that is not a puzzle throws SUDOKU_FORMAT saying where', () => {
    expect(() => solve('12x')).toThrow(SudokuError);
    expect(() => rate(`${EXAMPLE.puzzle.slice(0, 80)}x`)).toThrow(/column 81|x/);
  });
});
