import type { CandidateState } from './candidate-state.js';

/*
 * What a board lost since an earlier position of the same solve, for the
 * techniques that look only at patterns a loss touches (`StepContext.since`).
 * A position is kept as its empty cells' candidates, a placed cell as none,
 * so that placing a digit counts as a loss too.
 */

/** The empty cells' candidates of `state` (0 for a placed cell). */
export function emptyCandidates(state: CandidateState): Uint16Array {
  const { digits, candidates } = state;
  const kept = new Uint16Array(81);
  for (let cell = 0; cell < 81; cell++) if (digits[cell] === 0) kept[cell] = candidates[cell];
  return kept;
}

/** The candidates `cell` lost since `since` (placing its digit loses them all). */
export function lostAt(since: Uint16Array, state: CandidateState, cell: number): number {
  return since[cell] & ~(state.digits[cell] === 0 ? state.candidates[cell] : 0);
}

/** Every digit lost somewhere since `since`, as a mask. */
export function lostDigits(since: Uint16Array, state: CandidateState): number {
  let lost = 0;
  for (let cell = 0; cell < 81; cell++) lost |= lostAt(since, state, cell);
  return lost;
}
