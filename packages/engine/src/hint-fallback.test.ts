import { POPCOUNT, parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { createCandidateState } from './candidate-state.js';
import { fallbackHint } from './hint-fallback.js';

describe('fallbackHint', () => {
  const state = createCandidateState(parseGrid(EXAMPLE.puzzle));
  const solution = parseGrid(EXAMPLE.solution);

  it('gives the cell with the fewest candidates its digit from the solution', () => {
    const h = fallbackHint(state, solution, true);
    expect(state.digits[h.cell]).toBe(0);
    const fewest = POPCOUNT[state.candidates[h.cell]];
    for (let i = 0; i < 81; i++) {
      if (state.digits[i] === 0)
        expect(POPCOUNT[state.candidates[i]]).toBeGreaterThanOrEqual(fewest);
    }
    expect(h.digit).toBe(solution[h.cell]);
  });

  it('says why the techniques stopped: past the whole ladder, or several solutions', () => {
    const unique = fallbackHint(state, solution, true);
    expect(unique.unique).toBe(true);
    expect(unique.explanation).toMatch(
      /^No technique of this engine finds the next step: it needs forcing chains nested two deep \(11\.0 or more/,
    );
    expect(unique.explanation).not.toMatch(/several solutions/);
    const several = fallbackHint(state, solution, false);
    expect(several.unique).toBe(false);
    expect(several.explanation).toMatch(/^This position has several solutions/);
  });
});
