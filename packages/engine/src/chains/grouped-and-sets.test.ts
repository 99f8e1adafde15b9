import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CandidateState, createCandidateState } from '../candidate-state.js';
import { generatePuzzle } from '../generate.js';
import { makeStep } from '../step.js';
import { mask, openState, rc } from '../test-helpers.js';
import { AlsScratch, offerAlsXz } from './als-xz.js';
import { BestStep } from './best-step.js';
import { GroupedSearch, offerGroupedChains } from './grouped-chains.js';

/** A best step to beat, so the searches run (they only look for something easier than it). */
function bestToBeat(): BestStep {
  const best = new BestStep();
  best.offer(9.9, 1000, 0, () =>
    makeStep({ technique: 'nishio', name: 'placeholder', difficulty: 9.9, explanation: 'x.' }),
  );
  return best;
}

describe('ALS-XZ', () => {
  it('removes z from cells that see every z of two sets linked by a restricted common x', () => {
    const state = openState();
    state.candidates.fill(0);
    state.candidates[rc(1, 1)] = mask(1, 2); // A: one cell, two digits
    state.candidates[rc(1, 5)] = mask(1, 3); // B: two cells of column 5, three digits
    state.candidates[rc(5, 5)] = mask(2, 3);
    state.candidates[rc(5, 1)] = mask(2, 9); // sees r1c1 and r5c5
    const best = bestToBeat();
    offerAlsXz(state, best, 8.0, new AlsScratch());
    const step = best.step!;
    expect(step.technique).toBe('als-xz');
    expect(step.eliminations).toContainEqual({ cell: rc(5, 1), digit: 2 });
    expect(step.difficulty).toBeGreaterThanOrEqual(8.0);
    expect(step.explanation).toMatch(/^ALS-XZ: .* are almost locked sets/);
  });

  it('does nothing until a forcing chain has set a bound', () => {
    const state = openState();
    const best = new BestStep();
    offerAlsXz(state, best, 8.0, new AlsScratch());
    offerGroupedChains(state, best, 8.0, new GroupedSearch());
    expect(best.step).toBeUndefined();
  });
});

describe('grouped chains and sets on real puzzles', () => {
  it('only take steps that agree with the solution (property over generated puzzles)', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const { puzzle, solution } = generatePuzzle({ seed, minimal: true });
        const offers = [
          (state: CandidateState, best: BestStep) =>
            offerGroupedChains(state, best, 8.0, new GroupedSearch()),
          (state: CandidateState, best: BestStep) => offerAlsXz(state, best, 8.0, new AlsScratch()),
        ];
        for (const offer of offers) {
          const best = bestToBeat();
          offer(createCandidateState(puzzle), best);
          const step = best.step!;
          if (step.name === 'placeholder') continue;
          for (const { cell, digit } of step.placements) expect(solution[cell]).toBe(digit);
          for (const { cell, digit } of step.eliminations) expect(solution[cell]).not.toBe(digit);
          if (step.technique === 'grouped-aic') {
            expect(step.chains[0].some((node) => node.cells.length > 1)).toBe(true);
          }
        }
      }),
      { numRuns: 15 },
    );
  });
});
