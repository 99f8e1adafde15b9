import { maskDigits, PEERS, POPCOUNT } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { sees } from '../geometry.js';
import { type CellDigit, makeStep, type Step } from '../step.js';
import { defineTechnique } from '../technique.js';
import { describeCandidates, listCells } from '../words.js';

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
  const options = base.map((c) => maskDigits(candidates[c]));
  const used = new Int32Array(n);
  const pick = new Int32Array(n);
  const walk = (i: number) => {
    if (i === n) {
      let taken = 0;
      for (let j = 0; j < n; j++) taken |= 1 << (pick[j] - 1);
      for (const e of common) if ((candidates[e] & ~taken) === 0) return;
      for (let j = 0; j < n; j++) used[j] |= 1 << (pick[j] - 1);
      return;
    }
    for (const d of options[i]) {
      let clash = false;
      for (let j = 0; j < i; j++) if (pick[j] === d && sees(base[j], base[i])) clash = true;
      if (clash) continue;
      pick[i] = d;
      walk(i + 1);
    }
  };
  walk(0);
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
  const position = new Int16Array(81).fill(-1);
  cells.forEach((cell, i) => {
    position[cell] = i;
  });
  // Pairs in the reference's order: (0,1), (0,2), (1,2), (0,3), …
  for (let b = 1; b < cells.length; b++) {
    for (let a = 0; a < b; a++) {
      const common01 = excluders[a].filter((c) => excluders[b].includes(c));
      if (degree === 2) {
        if (common01.length < 2) continue;
        const eliminations = exclude(state, [cells[a], cells[b]], common01);
        if (eliminations.length > 0)
          return exclusionStep(2, [cells[a], cells[b]], common01, eliminations);
        continue;
      }
      const tail: number[] = [];
      for (const c of [...excluders[a], ...excluders[b]]) {
        if (position[c] >= 0 && c !== cells[a] && c !== cells[b] && !tail.includes(c)) tail.push(c);
      }
      for (const third of tail) {
        const common = common01.filter((c) => excluders[position[third]].includes(c));
        if (common.length < 2) continue;
        const base = [cells[a], cells[b], third];
        const eliminations = exclude(state, base, common);
        if (eliminations.length > 0) return exclusionStep(3, base, common, eliminations);
      }
    }
  }
  return undefined;
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
