import { maskDigits, POPCOUNT, UNIT_CELLS, unitName } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { type CellDigit, listCells, listWords, type Step, type Technique } from '../step.js';
import { firstCombination } from './combinations.js';
import { computeUnitSlots, PLACED, SLOTS } from './unit-slots.js';

const SIZE_WORD = ['', '', 'pair', 'triple'];

/**
 * Naked subset of size k: k cells of one unit whose candidates together are
 * exactly k digits; those digits go in those cells, so no other cell of the
 * unit can hold them.
 */
export function findNakedSubset(state: CandidateState, size: 2 | 3): Step | undefined {
  const { digits, candidates } = state;
  for (let u = 0; u < 27; u++) {
    const pool: number[] = [];
    for (let k = 0; k < 9; k++) {
      const cell = UNIT_CELLS[u * 9 + k];
      const n = POPCOUNT[candidates[cell]];
      if (digits[cell] === 0 && n >= 2 && n <= size) pool.push(cell);
    }
    const step = firstCombination(pool.length, size, (idx) => {
      let union = 0;
      for (const i of idx) union |= candidates[pool[i]];
      if (POPCOUNT[union] !== size) return undefined;
      const cells = idx.map((i) => pool[i]);
      const eliminations: CellDigit[] = [];
      for (let k = 0; k < 9; k++) {
        const cell = UNIT_CELLS[u * 9 + k];
        if (digits[cell] !== 0 || cells.includes(cell)) continue;
        for (const digit of maskDigits(candidates[cell] & union))
          eliminations.push({ cell, digit });
      }
      if (eliminations.length === 0) return undefined;
      const subset = maskDigits(union);
      const word = SIZE_WORD[size];
      const targets: number[] = [];
      for (const e of eliminations) if (!targets.includes(e.cell)) targets.push(e.cell);
      return {
        technique: size === 2 ? 'naked-pair' : 'naked-triple',
        placements: [],
        eliminations,
        cells,
        digits: subset,
        unit: u,
        explanation: `Naked ${word}: ${listCells(cells)} hold only ${listWords(subset.map(String))} in ${unitName(u)}, so those digits are removed from ${listCells(targets)}.`,
      } satisfies Step;
    });
    if (step) return step;
  }
  return undefined;
}

/**
 * Hidden subset of size k: k digits of one unit that together fit in only k
 * cells; those cells must hold those digits, so their other candidates go.
 */
export function findHiddenSubset(state: CandidateState, size: 2 | 3): Step | undefined {
  const { candidates } = state;
  computeUnitSlots(state);
  for (let u = 0; u < 27; u++) {
    const placed = PLACED[u];
    // SLOTS[base + d - 1]: the positions (0-8 within the unit) where d is a candidate.
    const base = u * 9;
    const pool: number[] = [];
    for (let d = 0; d < 9; d++) {
      const n = POPCOUNT[SLOTS[base + d]];
      if (!(placed & (1 << d)) && n >= 2 && n <= size) pool.push(d + 1);
    }
    const step = firstCombination(pool.length, size, (idx) => {
      let slots = 0;
      let subsetMask = 0;
      for (const i of idx) {
        slots |= SLOTS[base + pool[i] - 1];
        subsetMask |= 1 << (pool[i] - 1);
      }
      if (POPCOUNT[slots] !== size) return undefined;
      const cells: number[] = [];
      const eliminations: CellDigit[] = [];
      for (let k = 0; k < 9; k++) {
        if (!(slots & (1 << k))) continue;
        const cell = UNIT_CELLS[u * 9 + k];
        cells.push(cell);
        for (const digit of maskDigits(candidates[cell] & ~subsetMask)) {
          eliminations.push({ cell, digit });
        }
      }
      if (eliminations.length === 0) return undefined;
      const subset = idx.map((i) => pool[i]);
      return {
        technique: size === 2 ? 'hidden-pair' : 'hidden-triple',
        placements: [],
        eliminations,
        cells,
        digits: subset,
        unit: u,
        explanation: `Hidden ${SIZE_WORD[size]}: ${listWords(subset.map(String))} can only go in ${listCells(cells)} in ${unitName(u)}, so the other candidates of those cells are removed.`,
      } satisfies Step;
    });
    if (step) return step;
  }
  return undefined;
}

export const NAKED_PAIR: Technique = {
  name: 'naked-pair',
  label: 'Naked pair',
  difficulty: 'medium',
  find: (state) => findNakedSubset(state, 2),
};

export const NAKED_TRIPLE: Technique = {
  name: 'naked-triple',
  label: 'Naked triple',
  difficulty: 'medium',
  find: (state) => findNakedSubset(state, 3),
};

export const HIDDEN_PAIR: Technique = {
  name: 'hidden-pair',
  label: 'Hidden pair',
  difficulty: 'medium',
  find: (state) => findHiddenSubset(state, 2),
};

export const HIDDEN_TRIPLE: Technique = {
  name: 'hidden-triple',
  label: 'Hidden triple',
  difficulty: 'medium',
  find: (state) => findHiddenSubset(state, 3),
};
