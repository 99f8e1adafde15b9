import { parseGrid } from '@sudoku/core';
import { EXAMPLE, NESTED_CHAINS } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { findSolution } from './count.js';
import { SE_RATED } from './fixtures/se-rated.js';
import { isRated, ratePuzzle } from './rating.js';
import { DIFFICULTIES, DIFFICULTY_RANGES, difficultyOf } from './step.js';
import { rateOrFail } from './test-helpers.js';

describe('ratePuzzle', () => {
  it('rates a singles-only puzzle easy, with the hardest step as its rating', () => {
    const rating = rateOrFail(parseGrid(EXAMPLE.puzzle));
    expect(rating.solvedLogically).toBe(true);
    expect(rating.unique).toBe(true);
    expect(rating.rating).toBe(Math.max(...rating.steps.map((s) => s.difficulty)));
    expect(rating.difficulty).toBe(difficultyOf(rating.rating));
    expect(['hidden-single', 'full-house', 'naked-single']).toContain(rating.hardestTechnique);
  });

  it('rates a full grid 0 with no technique', () => {
    const rating = rateOrFail(parseGrid(EXAMPLE.solution));
    expect(rating).toMatchObject({
      rating: 0,
      difficulty: 'easy',
      solvedLogically: true,
      steps: [],
    });
    expect(rating.hardestTechnique).toBeUndefined();
  });

  it('counts every step by technique', () => {
    for (const { puzzle } of SE_RATED.filter((p) => p.er < 4.5)) {
      const rating = rateOrFail(parseGrid(puzzle), { assumeUnique: true });
      const total = Object.values(rating.techniqueCounts).reduce((a, b) => a + (b ?? 0), 0);
      expect(total).toBe(rating.steps.length);
    }
  });

  it.each(SE_RATED.filter((p) => p.er < 4.0))(
    'gives top95 #$top95 Sudoku Explainer’s rating $er',
    ({ puzzle, er, ep, ed }) => {
      const rating = rateOrFail(parseGrid(puzzle), { assumeUnique: true });
      expect(rating.solvedLogically).toBe(true);
      expect(rating.rating).toBe(er);
      expect(rating.pearl).toBe(ep);
      expect(rating.diamond).toBe(ed);
    },
  );

  it('stops at the ceiling with a lower bound', () => {
    const hard = SE_RATED.find((p) => p.er >= 3.4)!;
    const rating = rateOrFail(parseGrid(hard.puzzle), { assumeUnique: true, ceiling: 2.0 });
    expect(rating.solvedLogically).toBe(false);
    expect(rating.rating).toBeGreaterThan(2.0);
    expect(rating.steps.at(-1)!.difficulty).toBe(rating.rating);
  });

  it('finishes a puzzle that needs forcing chains nested in forcing chains, every step sound', () => {
    const grid = parseGrid(NESTED_CHAINS.puzzle);
    const solution = findSolution(grid)!;
    const rating = rateOrFail(grid, { assumeUnique: true });
    expect(rating.solvedLogically).toBe(true);
    for (const step of rating.steps) {
      for (const { cell, digit } of step.placements) expect(solution[cell]).toBe(digit);
      for (const { cell, digit } of step.eliminations) expect(solution[cell]).not.toBe(digit);
    }
    const nested = rating.steps.filter((s) => s.name.endsWith('(+ forcing chains)'));
    expect(nested.length).toBeGreaterThan(0);
    for (const step of nested) {
      expect(step.technique).toBe('nested-forcing-chains');
      expect(step.difficulty).toBeGreaterThanOrEqual(9.5);
      expect(step.explanation).toMatch(/on the board the chain has reached, /);
    }
    expect(rating.rating).toBeGreaterThanOrEqual(9.5);
    expect(rating.difficulty).toBe('extreme');
  });

  it('rates a puzzle with one solution only after counting it, and says so', () => {
    expect(rateOrFail(parseGrid(EXAMPLE.puzzle)).unique).toBe(true);
    // assumeUnique skips the count: the result does not repeat the assumption as a fact.
    expect(rateOrFail(parseGrid(EXAMPLE.puzzle), { assumeUnique: true }).unique).toBeUndefined();
  });
});

describe('ratePuzzle: puzzles it cannot rate', () => {
  it('clashing givens are invalid, with the clash located', () => {
    const rating = ratePuzzle(parseGrid(`55${'.'.repeat(79)}`));
    expect(rating).toMatchObject({ status: 'invalid', steps: [] });
    expect(rating.status === 'invalid' && rating.reason).toBe(
      'the givens clash: digit 5 appears twice in row 1, at row 1 column 1 and row 1 column 2',
    );
    expect(rating.status === 'invalid' && rating.conflicts?.length).toBeGreaterThan(0);
  });

  it('a puzzle with no solution is unsolvable, counted or found by the techniques', () => {
    // Digit 6 has no place in column 5, though no given clashes.
    const trap = parseGrid(
      '.....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........',
    );
    expect(ratePuzzle(trap).status).toBe('unsolvable');
    const assumed = ratePuzzle(trap, { assumeUnique: true });
    expect(assumed.status).toBe('unsolvable');
    expect(isRated(assumed)).toBe(false);
  });

  it('a puzzle with several solutions is not rated (Sudoku Explainer rates only unique puzzles)', () => {
    for (const text of [`123456789${'.'.repeat(72)}`, '.'.repeat(81)]) {
      const rating = ratePuzzle(parseGrid(text));
      expect(rating.status).toBe('several-solutions');
      expect(isRated(rating)).toBe(false);
      expect(rating.steps).toEqual([]);
    }
  });
});

describe('difficulty words', () => {
  it('cover the scale without gaps, in order', () => {
    let from = 0;
    for (const word of DIFFICULTIES) {
      const [low, high] = DIFFICULTY_RANGES[word];
      expect(low).toBe(from);
      expect(high).toBeGreaterThan(low);
      expect(difficultyOf(low)).toBe(word);
      from = high;
    }
    expect(from).toBe(Number.POSITIVE_INFINITY);
    expect(difficultyOf(4.4)).toBe('hard');
    expect(difficultyOf(4.5)).toBe('fiendish');
    expect(difficultyOf(11.5)).toBe('extreme');
  });
});
