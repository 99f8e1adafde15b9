import { parseGrid } from '@sudoku/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SE_RATED } from './fixtures/se-rated.js';
import { generatePuzzle } from './generate.js';
import { hint } from './hint.js';
import { isRated, type Rating, ratePuzzle } from './rating.js';
import { solveLogically } from './step-solver.js';

/*
 * Each call works in a scratch of its own (search-scratch.ts), which a later
 * call may reuse. A call made from inside another's callback (a rating in
 * `onStep` or `onAttempt`) must give what it gives alone, and leave the
 * outer call's answer as it would be.
 */

const summary = (rating: Rating) =>
  `${isRated(rating) ? `${rating.rating} ${rating.pearl} ${rating.diamond}` : ''} ${rating.status}|${rating.steps.map((s) => s.explanation).join('|')}`;

/** Chain puzzles (nested forcing chains, forcing chains, chains) and quick ones, from the fixtures. */
const hard = SE_RATED.filter((p) => p.er >= 7).map((p) => p.puzzle);
const quick = SE_RATED.filter((p) => p.er < 7).map((p) => p.puzzle);

describe('calls made from inside a call', () => {
  it('a rating inside onStep gives what it gives alone, and the outer solve is unchanged', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...hard),
        fc.constantFrom(...hard, ...quick),
        fc.nat(20),
        (outer, inner, every) => {
          const alone = solveLogically(parseGrid(outer))
            .steps.map((s) => s.explanation)
            .join('|');
          const innerAlone = summary(ratePuzzle(parseGrid(inner)));
          const nested: string[] = [];
          let n = 0;
          const steps = solveLogically(parseGrid(outer), {
            onStep: () => {
              if (n++ % (every + 3) === 0) nested.push(summary(ratePuzzle(parseGrid(inner))));
            },
          }).steps;
          expect(steps.map((s) => s.explanation).join('|')).toBe(alone);
          expect(nested.length).toBeGreaterThan(0);
          for (const rating of nested) expect(rating).toBe(innerAlone);
        },
      ),
      { numRuns: 4 },
    );
  }, 120_000);

  it("ratings and hints inside generatePuzzle's onAttempt leave the puzzle it makes as it makes it alone", () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.constantFrom(...hard), (seed, inner) => {
        const options = { seed, difficulty: 'hard' as const };
        const alone = generatePuzzle(options);
        const innerAlone = summary(ratePuzzle(parseGrid(inner)));
        const nested: string[] = [];
        const withCalls = generatePuzzle({
          ...options,
          onAttempt: () => {
            nested.push(summary(ratePuzzle(parseGrid(inner))));
            hint(parseGrid(inner));
          },
        });
        expect(withCalls.puzzle).toEqual(alone.puzzle);
        expect(withCalls.rating?.rating).toBe(alone.rating?.rating);
        for (const rating of nested) expect(rating).toBe(innerAlone);
      }),
      { numRuns: 3 },
    );
  }, 120_000);
});
