import { parseGrid } from '@sudoku/core';
import { EXAMPLE, NESTED_CHAINS } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { findSolution } from './count.js';
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

  it('finishes a puzzle that needs forcing chains nested in forcing chains, every step sound', () => {
    const grid = parseGrid(NESTED_CHAINS.puzzle);
    const solution = findSolution(grid)!;
    const rating = ratePuzzle(grid, { unique: true });
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
