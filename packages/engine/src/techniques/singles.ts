import { cellName, LOWEST_DIGIT, unitName } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { BOX, COLUMN, cellAt, ROW } from '../geometry.js';
import { makeStep, type Step } from '../step.js';
import { defineTechnique } from '../technique.js';

// Boxes, then columns, then rows: Sudoku Explainer's scan order.
const SCAN = [BOX, COLUMN, ROW];

function single(u: number, cell: number, digit: number, alone: boolean): Step {
  return makeStep({
    technique: alone ? 'full-house' : 'hidden-single',
    name: alone ? 'Full house' : 'Hidden single',
    difficulty: alone ? 1.0 : u >= BOX ? 1.2 : 1.5,
    placements: [{ cell, digit }],
    cells: [cell],
    candidates: [{ cell, digit }],
    units: [u],
    explanation: alone
      ? `Full house: ${cellName(cell)} is the last empty cell of ${unitName(u)}, so it holds ${digit}.`
      : `Hidden single: in ${unitName(u)}, ${digit} can only go in ${cellName(cell)}.`,
  });
}

/**
 * A digit with one place left in a unit. The last empty cell of a unit (a full
 * house) is looked for first, then boxes, then lines.
 */
export function findHiddenSingle(state: CandidateState): Step | undefined {
  const { digits, candidates } = state;
  for (const alone of [true, false]) {
    for (const kind of SCAN) {
      for (let u = kind; u < kind + 9; u++) {
        let once = 0;
        let twice = 0;
        let empty = 0;
        for (let k = 0; k < 9; k++) {
          const cell = cellAt(u, k);
          if (digits[cell] !== 0) continue;
          empty++;
          twice |= once & candidates[cell];
          once |= candidates[cell];
        }
        if ((empty === 1) !== alone) continue;
        const hidden = once & ~twice;
        if (hidden === 0) continue;
        const bit = hidden & -hidden;
        for (let k = 0; k < 9; k++) {
          const cell = cellAt(u, k);
          if (digits[cell] === 0 && candidates[cell] & bit) {
            return single(u, cell, LOWEST_DIGIT[bit], alone);
          }
        }
      }
    }
  }
  return undefined;
}

/** A cell with one candidate left. */
export function findNakedSingle(state: CandidateState): Step | undefined {
  const { digits, candidates } = state;
  for (let cell = 0; cell < 81; cell++) {
    const m = candidates[cell];
    if (digits[cell] !== 0 || m === 0 || (m & (m - 1)) !== 0) continue;
    const digit = LOWEST_DIGIT[m];
    return makeStep({
      technique: 'naked-single',
      name: 'Naked single',
      difficulty: 2.3,
      placements: [{ cell, digit }],
      cells: [cell],
      candidates: [{ cell, digit }],
      explanation: `Naked single: ${cellName(cell)} has one candidate left, ${digit}.`,
    });
  }
  return undefined;
}

export const HIDDEN_SINGLE = defineTechnique(
  {
    id: 'hidden-single',
    name: 'Hidden single',
    difficulty: [1.0, 1.5],
    steps: ['full-house', 'hidden-single'],
  },
  findHiddenSingle,
);

export const NAKED_SINGLE = defineTechnique(
  { id: 'naked-single', name: 'Naked single', difficulty: [2.3, 2.3] },
  findNakedSingle,
);
