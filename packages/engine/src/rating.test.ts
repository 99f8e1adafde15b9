import { gridFromString } from '@sudoku/core';
import { EXAMPLE, SOLVABLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { ratePuzzle } from './rating.js';
import { TECHNIQUES, techniqueOf } from './step-solver.js';

const LEVEL = { easy: 0, medium: 1, hard: 2, expert: 3 };

describe('ratePuzzle', () => {
  it('rates a singles-only puzzle easy', () => {
    const rating = ratePuzzle(gridFromString(EXAMPLE.puzzle));
    expect(rating.difficulty).toBe('easy');
    expect(rating.solvedLogically).toBe(true);
    expect(['naked-single', 'hidden-single']).toContain(rating.hardestTechnique);
  });

  it('rates a full grid easy with no technique', () => {
    const rating = ratePuzzle(gridFromString(EXAMPLE.solution));
    expect(rating).toMatchObject({ difficulty: 'easy', solvedLogically: true, steps: [] });
    expect(rating.hardestTechnique).toBeUndefined();
  });

  it('derives the difficulty from the hardest technique of its steps', () => {
    for (const fixture of SOLVABLE) {
      const rating = ratePuzzle(gridFromString(fixture.puzzle));
      const total = Object.values(rating.techniqueCounts).reduce((a, b) => a + (b ?? 0), 0);
      expect(total).toBe(rating.steps.length);
      const order = TECHNIQUES.map((t) => t.name);
      const hardest = rating.steps.reduce((h, s) => Math.max(h, order.indexOf(s.technique)), -1);
      expect(rating.hardestTechnique).toBe(hardest >= 0 ? order[hardest] : undefined);
      if (!rating.solvedLogically) {
        expect(rating.difficulty).toBe('expert');
      } else {
        const level = Math.max(
          0,
          ...rating.steps.map((s) => LEVEL[techniqueOf(s.technique).difficulty]),
        );
        expect(LEVEL[rating.difficulty]).toBe(level);
      }
    }
  });
});
