import { describe, expect, it } from 'vitest';
import { BEYOND_LADDER_RATING } from './ladder.js';
import { summarizeSteps } from './rating-summary.js';
import { makeStep, type Step } from './step.js';

const step = (difficulty: number, places: boolean): Step =>
  makeStep({
    technique: places ? 'hidden-single' : 'pointing',
    name: places ? 'Hidden single' : 'Pointing',
    difficulty,
    placements: places ? [{ cell: 0, digit: 1 }] : [],
    eliminations: places ? [] : [{ cell: 1, digit: 2 }],
    explanation: '',
  });

describe('summarizeSteps', () => {
  it("gives Sudoku Explainer's ER, EP and ED of a finished solve", () => {
    const summary = summarizeSteps([step(2.6, false), step(1.2, true), step(4.2, false)], false);
    expect(summary).toMatchObject({ rating: 4.2, pearl: 2.6, diamond: 2.6 });
    expect(summary.hardest).toBe('pointing');
    expect(summary.techniqueCounts).toEqual({ pointing: 2, 'hidden-single': 1 });
  });

  it('past the ladder, counts the step it could not find as at least BEYOND_LADDER_RATING', () => {
    expect(summarizeSteps([], true)).toMatchObject({
      rating: BEYOND_LADDER_RATING,
      pearl: BEYOND_LADDER_RATING,
      diamond: BEYOND_LADDER_RATING,
      hardest: undefined,
    });
    // Stuck before the first placement: EP is a lower bound too; ED is the first step's.
    expect(summarizeSteps([step(2.6, false)], true)).toMatchObject({
      rating: BEYOND_LADDER_RATING,
      pearl: BEYOND_LADDER_RATING,
      diamond: 2.6,
      hardest: 'pointing',
    });
    // Stuck after a placement: EP stands.
    expect(summarizeSteps([step(2.6, false), step(1.2, true)], true)).toMatchObject({
      rating: BEYOND_LADDER_RATING,
      pearl: 2.6,
      diamond: 2.6,
    });
  });
});
