import { cellName, maskDigits, POPCOUNT } from '@sudoku/core';
import type { CandidateState } from './candidate-state.js';
import type { Hint } from './hint.js';

/**
 * The hint when no technique places a digit: the empty cell with the fewest
 * candidates gets its digit from `solution`, and the explanation says why
 * the techniques stopped (several solutions, or past the whole ladder).
 */
export function fallbackHint(
  state: CandidateState,
  solution: Uint8Array,
  unique: boolean,
): Extract<Hint, { kind: 'fallback' }> {
  let cell = -1;
  for (let i = 0; i < 81; i++) {
    if (state.digits[i] !== 0) continue;
    if (cell < 0 || POPCOUNT[state.candidates[i]] < POPCOUNT[state.candidates[cell]]) cell = i;
  }
  const digit = solution[cell];
  const choices = `${cellName(cell)} has the fewest candidates (${maskDigits(state.candidates[cell]).join(', ')})`;
  return {
    kind: 'fallback',
    cell,
    digit,
    unique,
    explanation: unique
      ? `No technique of this engine finds the next step: it needs forcing chains nested two deep (11.0 or more on Sudoku Explainer's scale); ${choices}, and the solution puts ${digit} there.`
      : `This position has several solutions, and no basic technique applies; ${choices}, and one solution puts ${digit} there.`,
  };
}
