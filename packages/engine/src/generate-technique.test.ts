import { sudokuErrorMessage } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { hasUniqueSolution } from './count.js';
import { generatePuzzle } from './generate.js';
import { rateOrFail } from './test-helpers.js';

describe('generatePuzzle({ technique })', () => {
  it.each(['skyscraper', 'x-wing', 'unique-rectangle', 'aic'] as const)(
    'makes a unique puzzle whose hardest step is of the kind %s',
    (technique) => {
      const result = generatePuzzle({ seed: `practise-${technique}`, technique });
      expect(result.targetReached).toBe(true);
      expect(result.note).toBeUndefined();
      expect(hasUniqueSolution(result.puzzle)).toBe(true);
      // Rated afresh: the kind of its hardest step is the one asked for.
      expect(rateOrFail(result.puzzle, { assumeUnique: true }).hardestTechnique).toBe(technique);
    },
  );

  it('tries 3,000 puzzles by default, since some kinds are rarely the hardest step', () => {
    // This seed's first X-Wing puzzle is its 409th.
    const result = generatePuzzle({ seed: 'xw4', technique: 'x-wing' });
    expect(result.targetReached).toBe(true);
    expect(result.attempts).toBeGreaterThan(300);
  });

  it('says so when no puzzle of that kind came, naming the hardest step of the one returned', () => {
    const result = generatePuzzle({ seed: 1, technique: 'full-house', maxAttempts: 5 });
    expect(result.targetReached).toBe(false);
    expect(result.note).toMatch(
      /^no puzzle whose hardest step is full-house in 5 attempts; this one is rated \d\.\d \(\w+\), its hardest step [a-z-]+\.$/,
    );
  });

  it('refuses an unknown kind, and a technique with a difficulty, a rating or several solutions', () => {
    expect(
      sudokuErrorMessage('SUDOKU_USAGE', () => generatePuzzle({ technique: 'x-wng' as never })),
    ).toMatch(
      /^unknown technique "x-wng"; expected one of full-house, hidden-single, .*, x-wing, .*nested-forcing-chains$/,
    );
    expect(
      sudokuErrorMessage('SUDOKU_USAGE', () =>
        generatePuzzle({ technique: 'x-wing', difficulty: 'hard' }),
      ),
    ).toBe('choose one of a technique, a difficulty or a rating range');
    expect(
      sudokuErrorMessage('SUDOKU_USAGE', () =>
        generatePuzzle({ technique: 'x-wing', unique: false }),
      ),
    ).toMatch(/need unique puzzles/);
  });
});
