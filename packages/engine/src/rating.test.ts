import { parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { SE_RATED } from './fixtures/se-rated.js';
import { ratePuzzle } from './rating.js';
import { DIFFICULTIES, DIFFICULTY_RANGES, difficultyOf } from './step.js';

describe('ratePuzzle', () => {
  it('rates a singles-only puzzle easy, with the hardest step as its rating', () => {
    const rating = ratePuzzle(parseGrid(EXAMPLE.puzzle));
    expect(rating.solvedLogically).toBe(true);
    expect(rating.unique).toBe(true);
    expect(rating.rating).toBe(Math.max(...rating.steps.map((s) => s.difficulty)));
    expect(rating.difficulty).toBe(difficultyOf(rating.rating));
    expect(['hidden-single', 'full-house', 'naked-single']).toContain(rating.hardestTechnique);
  });

  it('rates a full grid 0 with no technique', () => {
    const rating = ratePuzzle(parseGrid(EXAMPLE.solution));
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
      const rating = ratePuzzle(parseGrid(puzzle), { unique: true });
      const total = Object.values(rating.techniqueCounts).reduce((a, b) => a + (b ?? 0), 0);
      expect(total).toBe(rating.steps.length);
    }
  });

  it.each(SE_RATED.filter((p) => p.er < 4.0))(
    'gives top95 #$top95 Sudoku Explainer’s rating $er',
    ({ puzzle, er, ep, ed }) => {
      const rating = ratePuzzle(parseGrid(puzzle), { unique: true });
      expect(rating.solvedLogically).toBe(true);
      expect(rating.rating).toBe(er);
      expect(rating.pearl).toBe(ep);
      expect(rating.diamond).toBe(ed);
    },
  );

  it('stops at the ceiling with a lower bound', () => {
    const hard = SE_RATED.find((p) => p.er >= 3.4)!;
    const rating = ratePuzzle(parseGrid(hard.puzzle), { unique: true, ceiling: 2.0 });
    expect(rating.solvedLogically).toBe(false);
    expect(rating.rating).toBeGreaterThan(2.0);
    expect(rating.steps.at(-1)!.difficulty).toBe(rating.rating);
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
