import { countGivens, gridsEqual, isValidSolution, keepsClues } from '@sudoku/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSolutions, hasUniqueSolution } from './count.js';
import { generatePuzzle } from './generate.js';
import { ratePuzzle } from './rating.js';
import { SYMMETRIES, symmetryOrbits } from './symmetry.js';

const holesInBox = (grid: Uint8Array, box: number): number => {
  let n = 0;
  for (let i = 0; i < 81; i++) {
    if (grid[i] === 0 && Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3) === box) n++;
  }
  return n;
};

describe('generatePuzzle', () => {
  it('gives a unique puzzle with exactly the asked givens, cut from its solution', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 24, max: 50 }), (seed, givens) => {
        const result = generatePuzzle({ seed, givens });
        expect(result.targetReached).toBe(true);
        expect(result.givens).toBe(givens);
        expect(countGivens(result.puzzle)).toBe(givens);
        expect(countSolutions(result.puzzle, 2).count).toBe(1);
        expect(isValidSolution(result.solution) && keepsClues(result.puzzle, result.solution)).toBe(
          true,
        );
      }),
      { numRuns: 25 },
    );
  });

  it('is reproducible by seed, and numbers and strings are the same seed', () => {
    const a = generatePuzzle({ seed: 7, givens: 28, symmetry: 'rot180' });
    const b = generatePuzzle({ seed: '7', givens: 28, symmetry: 'rot180' });
    expect(gridsEqual(a.puzzle, b.puzzle)).toBe(true);
    expect(a.seed).toBe('7');
    const c = generatePuzzle({ seed: 8, givens: 28, symmetry: 'rot180' });
    expect(gridsEqual(a.puzzle, c.puzzle)).toBe(false);
    const fresh = generatePuzzle({ givens: 40 });
    expect(gridsEqual(generatePuzzle({ givens: 40, seed: fresh.seed }).puzzle, fresh.puzzle)).toBe(
      true,
    );
  });

  it.each(SYMMETRIES)('keeps %s symmetry', (symmetry) => {
    for (const seed of ['a', 'b', 'c']) {
      const { puzzle } = generatePuzzle({ seed, symmetry, minimal: true });
      for (const orbit of symmetryOrbits(symmetry)) {
        const given = orbit.map((cell) => puzzle[cell] !== 0);
        expect(new Set(given).size).toBe(1);
      }
      expect(hasUniqueSolution(puzzle)).toBe(true);
    }
  });

  it('rot180 puzzles mirror through the centre', () => {
    const { puzzle } = generatePuzzle({ seed: 's', symmetry: 'rot180', givens: 30 });
    for (let i = 0; i < 81; i++) expect(puzzle[i] !== 0).toBe(puzzle[80 - i] !== 0);
  });

  it('minimal: no clue (no orbit under a symmetry) can be removed', () => {
    for (const [seed, symmetry] of [
      ['m1', 'none'],
      ['m2', 'none'],
      ['m3', 'rot90'],
    ] as const) {
      const { puzzle } = generatePuzzle({ seed, minimal: true, symmetry });
      for (const orbit of symmetryOrbits(symmetry)) {
        if (puzzle[orbit[0]] === 0) continue;
        const less = Uint8Array.from(puzzle);
        for (const cell of orbit) less[cell] = 0;
        expect(countSolutions(less, 2).count).toBe(2);
      }
    }
  });

  it('without givens follows the GUI rule: 30-60 holes, at least 2 in every box', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...SYMMETRIES), (seed, symmetry) => {
        const { puzzle, targetReached } = generatePuzzle({ seed, symmetry });
        const holes = 81 - countGivens(puzzle);
        expect(holes).toBeGreaterThanOrEqual(30);
        expect(holes).toBeLessThanOrEqual(60);
        for (let box = 0; box < 9; box++) expect(holesInBox(puzzle, box)).toBeGreaterThanOrEqual(2);
        expect(targetReached).toBe(true);
        expect(hasUniqueSolution(puzzle)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('rejects a grid whose box stays cramped (regression: seed "!C", rot90 left a box with 1 hole)', () => {
    const { puzzle, targetReached } = generatePuzzle({ seed: '!C', symmetry: 'rot90' });
    for (let box = 0; box < 9; box++) expect(holesInBox(puzzle, box)).toBeGreaterThanOrEqual(2);
    expect(targetReached).toBe(true);
  });

  it('says so when the target cannot be reached, returning the closest', () => {
    // rot90 orbits have 4 cells (1 at the centre), so a count 81 - n is possible
    // only for n ≡ 0 or 1 (mod 4): 26 givens means 55 holes, impossible.
    const result = generatePuzzle({ seed: 'x', symmetry: 'rot90', givens: 26, maxAttempts: 2 });
    expect(result.targetReached).toBe(false);
    expect(result.note).toMatch(/could not reach 26 givens with rot90 symmetry/);
    expect(Math.abs(result.givens - 26)).toBeLessThanOrEqual(4);
    expect(hasUniqueSolution(result.puzzle)).toBe(true);
    // 17 givens are almost never reached by clue removal.
    const few = generatePuzzle({ seed: 'y', givens: 17, maxAttempts: 2 });
    expect(few.targetReached).toBe(false);
    expect(few.givens).toBeGreaterThan(17);
    expect(few.note).toContain('the closest has');
  });

  it('assumeUnique: false keeps a solvable selection of any size', () => {
    for (const givens of [0, 1, 17, 40]) {
      const result = generatePuzzle({ seed: `u${givens}`, givens, unique: false });
      expect(result.givens).toBe(givens);
      expect(keepsClues(result.puzzle, result.solution)).toBe(true);
      expect(countSolutions(result.puzzle, 1).count).toBe(1);
      expect(result.rating).toBeUndefined();
    }
  });

  it('finds a puzzle of the asked difficulty, or says it could not', () => {
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      const result = generatePuzzle({ seed: 'd', difficulty });
      expect(result.rating?.difficulty).toBe(difficulty);
      expect(result.targetReached).toBe(true);
    }
    // 50 givens are always easy: a hard one cannot be found.
    const result = generatePuzzle({ seed: 'd', difficulty: 'hard', givens: 50, maxAttempts: 3 });
    expect(result.targetReached).toBe(false);
    expect(result.attempts).toBe(3);
    expect(result.note).toMatch(
      /no puzzle rated hard in 3 attempts; this one is rated 1\.\d \(easy\)/,
    );
  });

  it('tries long enough for an extreme puzzle, which about one in 800 is', () => {
    // This seed's first extreme puzzle is its 317th: 300 attempts gave a diabolical one.
    const result = generatePuzzle({ seed: 'extreme-6', difficulty: 'extreme' });
    expect(result.targetReached).toBe(true);
    expect(result.attempts).toBeGreaterThan(300);
    expect(result.rating!.rating).toBeGreaterThanOrEqual(9.0);
    // A narrower range starting lower keeps the usual 300.
    const diabolical = generatePuzzle({ seed: 'd', rating: [8.95, 8.99], maxAttempts: undefined });
    expect(diabolical.attempts).toBeLessThanOrEqual(300);
    // Hundreds of ratings: a safety net against a hang, wide enough for a busy machine.
  }, 300_000);

  it('finds a puzzle in a rating range', () => {
    const result = generatePuzzle({ seed: 'r', rating: [3.0, 4.4] });
    expect(result.targetReached).toBe(true);
    expect(result.rating!.rating).toBeGreaterThanOrEqual(3.0);
    expect(result.rating!.rating).toBeLessThanOrEqual(4.4);
    expect(hasUniqueSolution(result.puzzle)).toBe(true);
  });

  it('returns the full rating, whether or not the quick rating stopped at the range', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        // Minimal puzzles need more than full houses, so each quick rating stops at the ceiling.
        const above = generatePuzzle({ seed, rating: [1.0, 1.0], minimal: true, maxAttempts: 2 });
        expect(above.targetReached).toBe(false);
        expect(above.rating!.rating).toBeGreaterThan(1.0);
        expect(above.rating).toEqual(ratePuzzle(above.puzzle, { assumeUnique: true }));
        // No ceiling above the extreme range: the quick rating is the full one.
        const open = generatePuzzle({ seed, difficulty: 'extreme', maxAttempts: 2 });
        expect(open.rating).toEqual(ratePuzzle(open.puzzle, { assumeUnique: true }));
      }),
      { numRuns: 6 },
    );
  });

  it('reports every puzzle tried to onAttempt, in order', () => {
    const missed: number[] = [];
    const miss = generatePuzzle({
      seed: 'd',
      difficulty: 'hard',
      givens: 50,
      maxAttempts: 3,
      onAttempt: (n) => missed.push(n),
    });
    expect(miss.attempts).toBe(3);
    expect(missed).toEqual([1, 2, 3]);
    const tried: number[] = [];
    const hit = generatePuzzle({ seed: 'r', rating: [3.0, 4.4], onAttempt: (n) => tried.push(n) });
    expect(hit.targetReached).toBe(true);
    expect(tried).toEqual(Array.from({ length: hit.attempts }, (_, i) => i + 1));
  });

  it('rejects bad options with SUDOKU_USAGE', () => {
    const bad = [
      { givens: 16 },
      { givens: 82 },
      { givens: 20.5 },
      { givens: -1, assumeUnique: false },
      { symmetry: 'spiral' as never },
      { difficulty: 'impossible' as never },
      { givens: 30, minimal: true },
      { assumeUnique: false, minimal: true },
      { maxAttempts: 0 },
      { rating: [5, 4] as const },
      { rating: [Number.NaN, 4] as const },
      { rating: [2, 3] as const, difficulty: 'hard' as const },
      { rating: [2, 3] as const, assumeUnique: false },
      { onAttempt: 'progress' as never },
    ];
    for (const options of bad) {
      expect(() => generatePuzzle(options), JSON.stringify(options)).toThrow(
        expect.objectContaining({ code: 'SUDOKU_USAGE' }) as unknown as Error,
      );
    }
  });
});
