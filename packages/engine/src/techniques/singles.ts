import { cellName, LOWEST_DIGIT, UNIT_CELLS, unitName } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import type { Step, Technique } from '../step.js';

/** Naked single: an empty cell with one candidate left. */
export function findNakedSingle(state: CandidateState): Step | undefined {
  const { digits, candidates } = state;
  for (let cell = 0; cell < 81; cell++) {
    const m = candidates[cell];
    if (digits[cell] !== 0 || m === 0 || (m & (m - 1)) !== 0) continue;
    const digit = LOWEST_DIGIT[m];
    return {
      technique: 'naked-single',
      placements: [{ cell, digit }],
      eliminations: [],
      cells: [cell],
      digits: [digit],
      explanation: `Naked single: ${cellName(cell)} can only hold ${digit}.`,
    };
  }
  return undefined;
}

// Boxes first, then rows, then columns: the order people scan in.
const SCAN_ORDER = [
  18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
];

/** Hidden single: a digit with one possible cell in a unit. */
export function findHiddenSingle(state: CandidateState): Step | undefined {
  const { digits, candidates } = state;
  for (const u of SCAN_ORDER) {
    let once = 0;
    let twice = 0;
    let placed = 0;
    for (let k = 0; k < 9; k++) {
      const cell = UNIT_CELLS[u * 9 + k];
      if (digits[cell] !== 0) {
        placed |= 1 << (digits[cell] - 1);
        continue;
      }
      twice |= once & candidates[cell];
      once |= candidates[cell];
    }
    const hidden = once & ~twice & ~placed;
    if (hidden === 0) continue;
    const bit = hidden & -hidden;
    const digit = LOWEST_DIGIT[bit];
    for (let k = 0; k < 9; k++) {
      const cell = UNIT_CELLS[u * 9 + k];
      if (digits[cell] !== 0 || (candidates[cell] & bit) === 0) continue;
      return {
        technique: 'hidden-single',
        placements: [{ cell, digit }],
        eliminations: [],
        cells: [cell],
        digits: [digit],
        unit: u,
        explanation: `Hidden single: ${digit} can only go in ${cellName(cell)} in ${unitName(u)}.`,
      };
    }
  }
  return undefined;
}

export const NAKED_SINGLE: Technique = {
  name: 'naked-single',
  label: 'Naked single',
  difficulty: 'easy',
  find: findNakedSingle,
};

export const HIDDEN_SINGLE: Technique = {
  name: 'hidden-single',
  label: 'Hidden single',
  difficulty: 'easy',
  find: findHiddenSingle,
};
