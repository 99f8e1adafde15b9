import { maskDigits, POPCOUNT } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { type CellDigit, listCells, listWords, type Step, type Technique } from '../step.js';
import { firstCombination } from './combinations.js';
import { computeUnitSlots, PLACED, SLOTS } from './unit-slots.js';

const NAMES = { 2: ['x-wing', 'X-Wing'], 3: ['swordfish', 'Swordfish'] } as const;

/**
 * Basic fish of size n (X-Wing n = 2, Swordfish n = 3): n rows in which a
 * digit's candidates all fall in the same n columns. The digit has one place
 * in each of those rows, all inside those columns, so it fills them; it
 * leaves every other cell of the columns. The same with rows and columns
 * swapped. A row's slot set (see unit-slots) is exactly its column set.
 */
export function findFish(state: CandidateState, size: 2 | 3): Step | undefined {
  const { digits, candidates } = state;
  computeUnitSlots(state);
  const pool: number[] = [];
  for (let digit = 1; digit <= 9; digit++) {
    const bit = 1 << (digit - 1);
    for (let orientation = 0; orientation < 2; orientation++) {
      const byRow = orientation === 0;
      const first = byRow ? 0 : 9; // base lines: rows 0-8 or columns 9-17
      pool.length = 0;
      for (let a = 0; a < 9; a++) {
        const n = POPCOUNT[SLOTS[(first + a) * 9 + digit - 1]];
        if (!(PLACED[first + a] & bit) && n >= 2 && n <= size) pool.push(a);
      }
      if (pool.length < size) continue;
      const cellAt = byRow
        ? (a: number, b: number) => a * 9 + b
        : (a: number, b: number) => b * 9 + a;
      const lineOf = (a: number) => SLOTS[(first + a) * 9 + digit - 1];
      const step = firstCombination(pool.length, size, (idx) => {
        let cover = 0;
        let baseMask = 0;
        for (const i of idx) {
          cover |= lineOf(pool[i]);
          baseMask |= 1 << pool[i];
        }
        if (POPCOUNT[cover] !== size) return undefined;
        const eliminations: CellDigit[] = [];
        for (let b = 0; b < 9; b++) {
          if (!(cover & (1 << b))) continue;
          for (let a = 0; a < 9; a++) {
            if (baseMask & (1 << a)) continue;
            const cell = cellAt(a, b);
            if (digits[cell] === 0 && candidates[cell] & bit) eliminations.push({ cell, digit });
          }
        }
        if (eliminations.length === 0) return undefined;
        const base = idx.map((i) => pool[i]);
        const cells: number[] = [];
        for (const a of base) for (const b of maskDigits(lineOf(a))) cells.push(cellAt(a, b - 1));
        cells.sort((x, y) => x - y);
        const [name, label] = NAMES[size];
        const baseWord = byRow ? 'rows' : 'columns';
        const coverWord = byRow ? 'columns' : 'rows';
        return {
          technique: name,
          placements: [],
          eliminations,
          cells,
          digits: [digit],
          explanation: `${label}: in ${baseWord} ${listWords(base.map((a) => String(a + 1)))}, ${digit} can only go in ${coverWord} ${listWords(maskDigits(cover).map(String))}, so ${digit} is removed from ${listCells(eliminations.map((e) => e.cell))}.`,
        } satisfies Step;
      });
      if (step) return step;
    }
  }
  return undefined;
}

export const X_WING: Technique = {
  name: 'x-wing',
  label: 'X-Wing',
  difficulty: 'hard',
  find: (state) => findFish(state, 2),
};

export const SWORDFISH: Technique = {
  name: 'swordfish',
  label: 'Swordfish',
  difficulty: 'hard',
  find: (state) => findFish(state, 3),
};
