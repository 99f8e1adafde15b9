import { parseGrid } from '@sudoku/core';
import { BEYOND_LADDER, EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { SE_RATED } from './fixtures/se-rated.js';
import { BEYOND_LADDER_RATING } from './ladder.js';
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

  it('rates a puzzle beyond the ladder at least 9.5, not by the steps it could take', () => {
    // Easter Monster: not one step below nested forcing chains.
    const none = ratePuzzle(parseGrid(BEYOND_LADDER.puzzle));
    expect(none).toMatchObject({
      rating: BEYOND_LADDER_RATING,
      difficulty: 'extreme',
      pearl: BEYOND_LADDER_RATING,
      diamond: BEYOND_LADDER_RATING,
      solvedLogically: false,
      unique: true,
      steps: [],
    });
    expect(none.hardestTechnique).toBeUndefined();
    // With r1c4 = 3 given, two steps (a pointing at 2.6, then a 9.x chain) before the ladder runs out.
    const some = ratePuzzle(parseGrid(`1..3${BEYOND_LADDER.puzzle.slice(4)}`));
    expect(some.solvedLogically).toBe(false);
    expect(some.steps.length).toBeGreaterThan(0);
    const hardestTaken = Math.max(...some.steps.map((s) => s.difficulty));
    expect(hardestTaken).toBeLessThan(BEYOND_LADDER_RATING);
    expect(some.rating).toBe(BEYOND_LADDER_RATING);
    expect(some.difficulty).toBe('extreme');
    expect(some.diamond).toBe(some.steps[0].difficulty);
    expect(some.steps.some((s) => s.difficulty === some.rating)).toBe(false);
  });

  it('keeps the hardest step taken for a puzzle with several solutions that the techniques leave', () => {
    const open = parseGrid(`123456789${'.'.repeat(72)}`);
    const rating = ratePuzzle(open);
    expect(rating.unique).toBe(false);
    expect(rating.solvedLogically).toBe(false);
    expect(rating.rating).toBeLessThan(BEYOND_LADDER_RATING);
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
