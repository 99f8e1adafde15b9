import { maskDigits, PEERS, POPCOUNT } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { sees } from '../geometry.js';
import { type CellDigit, makeStep, type Step } from '../step.js';
import { defineTechnique } from '../technique.js';
import { describeCandidates, listCells } from '../words.js';
import { addCell, type CellMask, emptyCellMask, maskCells } from './cell-mask.js';

/**
 * Aligned pair and triplet exclusion (Sudoku Explainer's AlignedExclusion):
 * take two (or three) cells and every combination of their candidates. A
 * combination is impossible when two of the cells see each other and hold the
 * same digit, or when it would take every candidate of a cell that sees all of
 * them (an "excluder", holding at most as many digits as the base has cells).
 * A candidate that appears in no possible combination goes. Aligned pair
 * exclusion rates 6.2, aligned triplet exclusion 7.5; the first set found in
 * the reference's scan order is taken.
 */

/** Base cells (two or more candidates, no peer with one) and their excluders, in cell order. */
function baseCells(
  state: CandidateState,
  degree: number,
): { cells: number[]; excluders: number[][] } {
  const { candidates, digits } = state;
  const cells: number[] = [];
  const excluders: number[][] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (digits[cell] !== 0 || POPCOUNT[candidates[cell]] < 2) continue;
    let single = false;
    const around: number[] = [];
    for (let k = cell * 20; k < cell * 20 + 20; k++) {
      const peer = PEERS[k];
      const n = POPCOUNT[candidates[peer]];
      if (n === 1) single = true;
      else if (n >= 2 && n <= degree) around.push(peer);
    }
    if (!single && around.length > 0) {
      cells.push(cell);
      excluders.push(around);
    }
  }
  return { cells, excluders };
}

/**
 * Tests every combination of the base cells' candidates and returns the
 * candidates no possible combination uses (with, for the explanation, the
 * excluder that rules each combination out).
 */
function exclude(state: CandidateState, base: number[], common: number[]): CellDigit[] {
  const { candidates } = state;
  const n = base.length;
  const walls = common.map((c) => candidates[c]);
  const used = [0, 0, 0];
  const m0 = candidates[base[0]];
  const m1 = candidates[base[1]];
  const m2 = n === 3 ? candidates[base[2]] : 1;
  const see01 = sees(base[0], base[1]);
  const see02 = n === 3 && sees(base[0], base[2]);
  const see12 = n === 3 && sees(base[1], base[2]);
  for (let r0 = m0; r0; r0 &= r0 - 1) {
    const b0 = r0 & -r0;
    for (let r1 = m1; r1; r1 &= r1 - 1) {
      const b1 = r1 & -r1;
      if (b0 === b1 && see01) continue;
      for (let r2 = m2; r2; r2 &= r2 - 1) {
        const b2 = n === 3 ? r2 & -r2 : 0;
        if (n === 3 && ((b0 === b2 && see02) || (b1 === b2 && see12))) continue;
        const taken = b0 | b1 | b2;
        let allowed = true;
        for (const w of walls) if ((w & ~taken) === 0) allowed = false;
        if (!allowed) continue;
        used[0] |= b0;
        used[1] |= b1;
        used[2] |= b2;
      }
    }
  }
  const eliminations: CellDigit[] = [];
  for (let j = 0; j < n; j++) {
    for (const digit of maskDigits(candidates[base[j]] & ~used[j]))
      eliminations.push({ cell: base[j], digit });
  }
  return eliminations;
}

function exclusionStep(
  degree: number,
  base: number[],
  common: number[],
  eliminations: CellDigit[],
): Step {
  const name = degree === 2 ? 'Aligned pair exclusion' : 'Aligned triplet exclusion';
  return makeStep({
    technique: degree === 2 ? 'aligned-pair-exclusion' : 'aligned-triple-exclusion',
    name,
    difficulty: degree === 2 ? 6.2 : 7.5,
    eliminations,
    cells: [...base, ...common],
    explanation: `${name}: of the ways to fill ${listCells(base)}, those that repeat a digit the cells see each other for or take every candidate of ${listCells(common)} (which see them all) are impossible, and none of the rest uses ${describeCandidates(eliminations)}: remove them.`,
  });
}

/** The first aligned pair (degree 2) or triplet (3) exclusion in the reference's scan order. */
export function findAlignedExclusion(state: CandidateState, degree: 2 | 3): Step | undefined {
  const { cells, excluders } = baseCells(state, degree);
  if (cells.length < degree) return undefined;
  const isBase = new Uint8Array(81);
  const index = new Int16Array(81);
  cells.forEach((cell, i) => {
    isBase[cell] = 1;
    index[cell] = i;
  });
  // Excluders of each base cell as a mask, to count common ones quickly.
  const masks = excluders.map((list) => {
    const m = emptyCellMask();
    for (const c of list) addCell(m, c);
    return m;
  });
  const common = emptyCellMask();
  const commonCount = (...ms: CellMask[]) => {
    common[0] = ms[0][0];
    common[1] = ms[0][1];
    common[2] = ms[0][2];
    for (const m of ms) {
      common[0] &= m[0];
      common[1] &= m[1];
      common[2] &= m[2];
    }
    return bitCount(common[0]) + bitCount(common[1]) + bitCount(common[2]);
  };
  // Pairs in the reference's order: (0,1), (0,2), (1,2), (0,3), …
  for (let b = 1; b < cells.length; b++) {
    for (let a = 0; a < b; a++) {
      // A set needs two excluders common to all its cells, so to its first two.
      if (commonCount(masks[a], masks[b]) < 2) continue;
      if (degree === 2) {
        const base = [cells[a], cells[b]];
        const eliminations = exclude(state, base, maskCells(common));
        if (eliminations.length > 0) return exclusionStep(2, base, maskCells(common), eliminations);
        continue;
      }
      const tail: number[] = [];
      for (const c of [...excluders[a], ...excluders[b]]) {
        if (isBase[c] && c !== cells[a] && c !== cells[b] && !tail.includes(c)) tail.push(c);
      }
      for (const third of tail) {
        if (commonCount(masks[a], masks[b], masks[index[third]]) < 2) continue;
        const shared = maskCells(common);
        const base = [cells[a], cells[b], third];
        const eliminations = exclude(state, base, shared);
        if (eliminations.length > 0) return exclusionStep(3, base, shared, eliminations);
      }
    }
  }
  return undefined;
}

function bitCount(x: number): number {
  let n = 0;
  for (let m = x; m; m &= m - 1) n++;
  return n;
}

export const ALIGNED_PAIR_EXCLUSION = defineTechnique({
  id: 'aligned-pair-exclusion',
  name: 'Aligned pair exclusion',
  difficulty: [6.2, 6.2],
  find: (state) => findAlignedExclusion(state, 2),
});

export const ALIGNED_TRIPLET_EXCLUSION = defineTechnique({
  id: 'aligned-triple-exclusion',
  name: 'Aligned triplet exclusion',
  difficulty: [7.5, 7.5],
  find: (state) => findAlignedExclusion(state, 3),
});
