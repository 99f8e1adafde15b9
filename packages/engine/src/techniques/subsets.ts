import { cellName, maskDigits, POPCOUNT, unitName } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { lostAt, lostByUnit } from '../changes.js';
import { BOX, COLUMN, COMBINATIONS_OF_9, cellAt, cellsAt, emptyCellsIn, ROW } from '../geometry.js';
import { type CellDigit, candidatesIn, makeStep, type Step, type TechniqueId } from '../step.js';
import { defineTechnique } from '../technique.js';
import { computeUnitSlots, SLOTS } from '../unit-slots.js';
import { describeCandidates, listCells, listDigits } from '../words.js';

// Boxes, then columns, then rows: Sudoku Explainer's scan order for subsets.
const SCAN = [BOX, COLUMN, ROW];
const NAKED: Record<number, [TechniqueId, string, number]> = {
  2: ['naked-pair', 'Naked pair', 3.0],
  3: ['naked-triple', 'Naked triple', 3.6],
  4: ['naked-quad', 'Naked quad', 5.0],
};
const HIDDEN: Record<number, [TechniqueId, string, number]> = {
  2: ['hidden-pair', 'Hidden pair', 3.4],
  3: ['hidden-triple', 'Hidden triple', 4.0],
  4: ['hidden-quad', 'Hidden quad', 5.4],
};
const DIRECT_HIDDEN: Record<number, [TechniqueId, string, number]> = {
  2: ['direct-hidden-pair', 'Direct hidden pair', 2.0],
  3: ['direct-hidden-triple', 'Direct hidden triple', 2.5],
};

/**
 * Naked subset of size n: n cells of a unit whose candidates together are n
 * digits. Those digits fill those cells, so they leave the rest of the unit.
 * With `since` (see `StepContext.since`), only subsets with a cell that lost
 * a candidate since: one of unchanged cells removed nothing there.
 */
export function findNakedSubset(
  state: CandidateState,
  size: 2 | 3 | 4,
  since?: Uint16Array,
): Step | undefined {
  const { candidates } = state;
  for (const kind of SCAN) {
    for (let u = kind; u < kind + 9; u++) {
      if (emptyCellsIn(state, u) < size * 2) continue;
      // Only cells with 2 to n candidates can be in a naked n-subset.
      let fit = 0;
      let changed = since ? 0 : 0x1ff;
      for (let k = 0; k < 9; k++) {
        const cell = cellAt(u, k);
        const n = POPCOUNT[candidates[cell]];
        if (n >= 2 && n <= size) fit |= 1 << k;
        if (since && lostAt(since, state, cell) !== 0) changed |= 1 << k;
      }
      if (POPCOUNT[fit] < size || changed === 0) continue;
      for (const positions of COMBINATIONS_OF_9[size]) {
        if (positions & ~fit || !(positions & changed)) continue;
        let union = 0;
        for (let k = 0; k < 9; k++) if (positions & (1 << k)) union |= candidates[cellAt(u, k)];
        if (POPCOUNT[union] !== size) continue;
        const eliminations: CellDigit[] = [];
        for (let j = 0; j < 9; j++) {
          if (positions & (1 << j)) continue;
          const cell = cellAt(u, j);
          for (const digit of maskDigits(candidates[cell] & union))
            eliminations.push({ cell, digit });
        }
        if (eliminations.length === 0) continue;
        const cells = cellsAt(u, positions);
        const digits = maskDigits(union);
        const [technique, name, difficulty] = NAKED[size];
        return makeStep({
          technique,
          name,
          difficulty,
          eliminations,
          cells,
          candidates: candidatesIn(cells, candidates, union),
          units: [u],
          explanation: `${name}: in ${unitName(u)}, ${listCells(cells)} hold only ${listDigits(digits)}, so those digits leave the other cells: remove ${describeCandidates(eliminations)}.`,
        });
      }
    }
  }
  return undefined;
}

/**
 * Calls `visit` with each hidden subset of a size, in Sudoku Explainer's
 * order, until it returns a step. With `lost` (the digits each unit lost a
 * place of since an earlier position), only units that lost one, and `visit`
 * gets the unit's lost digits.
 */
function scanHiddenSubsets(
  state: CandidateState,
  size: number,
  direct: boolean,
  lost: Uint16Array | undefined,
  visit: (u: number, digits: number, positions: number, lost: number) => Step | undefined,
): Step | undefined {
  computeUnitSlots(state);
  for (const kind of SCAN) {
    for (let u = kind; u < kind + 9; u++) {
      const lostHere = lost ? lost[u] : 0x1ff;
      if (lostHere === 0) continue;
      const empty = emptyCellsIn(state, u);
      if (!(empty > size * 2 || (direct && empty > size))) continue;
      // Only digits with 2 to n places can be in a hidden n-subset.
      let fit = 0;
      for (let d = 0; d < 9; d++) {
        const n = POPCOUNT[SLOTS[u * 9 + d]];
        if (n >= 2 && n <= size) fit |= 1 << d;
      }
      if (POPCOUNT[fit] < size) continue;
      for (const digits of COMBINATIONS_OF_9[size]) {
        if (digits & ~fit) continue;
        let union = 0;
        for (let d = 0; d < 9; d++) if (digits & (1 << d)) union |= SLOTS[u * 9 + d];
        if (POPCOUNT[union] !== size) continue;
        const step = visit(u, digits, union, lostHere);
        if (step) return step;
      }
    }
  }
  return undefined;
}

function hiddenWords(u: number, digits: number, cells: readonly number[]): string {
  return `in ${unitName(u)}, digits ${listDigits(maskDigits(digits))} can only go in ${listCells(cells)}`;
}

/**
 * Hidden subset of size n: n digits of a unit that fit in only n cells. Those
 * cells hold those digits, so their other candidates go. With `since`, only
 * subsets of a digit that lost a place since: others removed nothing there.
 */
export function findHiddenSubset(
  state: CandidateState,
  size: 2 | 3 | 4,
  since?: Uint16Array,
): Step | undefined {
  const { candidates } = state;
  return scanHiddenSubsets(
    state,
    size,
    false,
    lostByUnit(state, since),
    (u, digits, positions, lost) => {
      if (!(digits & lost)) return undefined;
      const cells = cellsAt(u, positions);
      const eliminations: CellDigit[] = [];
      for (const cell of cells) {
        for (const digit of maskDigits(candidates[cell] & ~digits))
          eliminations.push({ cell, digit });
      }
      if (eliminations.length === 0) return undefined;
      const [technique, name, difficulty] = HIDDEN[size];
      return makeStep({
        technique,
        name,
        difficulty,
        eliminations,
        cells,
        candidates: candidatesIn(cells, candidates, digits),
        units: [u],
        explanation: `${name}: ${hiddenWords(u, digits, cells)}, so those cells hold nothing else: remove ${describeCandidates(eliminations)}.`,
      });
    },
  );
}

/**
 * Direct hidden pair or triple: a hidden subset whose cells, once cleared of
 * other candidates, leave some other digit one place in the unit; the step
 * places that digit. With `since`, only where the subset's digits or the
 * placed digit lost a place in the unit since.
 */
export function findDirectHiddenSubset(
  state: CandidateState,
  size: 2 | 3,
  since?: Uint16Array,
): Step | undefined {
  const { candidates } = state;
  return scanHiddenSubsets(
    state,
    size,
    true,
    lostByUnit(state, since),
    (u, digits, positions, lost) => {
      const subsetLost = (digits & lost) !== 0;
      for (let d = 0; d < 9; d++) {
        if (digits & (1 << d) || !(subsetLost || lost & (1 << d))) continue;
        const slots = SLOTS[u * 9 + d];
        if (POPCOUNT[slots] < 2) continue;
        const rest = slots & ~positions;
        if (POPCOUNT[rest] !== 1) continue;
        const cell = cellsAt(u, rest)[0];
        const digit = d + 1;
        const cells = cellsAt(u, positions);
        const [technique, name, difficulty] = DIRECT_HIDDEN[size];
        return makeStep({
          technique,
          name,
          difficulty,
          placements: [{ cell, digit }],
          cells,
          candidates: cells.flatMap((c) =>
            maskDigits(candidates[c] & digits).map((digit) => ({ cell: c, digit })),
          ),
          units: [u],
          explanation: `${name}: ${hiddenWords(u, digits, cells)}, so ${digit} is not in ${listCells(cellsAt(u, slots & positions))}; that leaves ${cellName(cell)} as the only place for ${digit} in ${unitName(u)}.`,
        });
      }
      return undefined;
    },
  );
}

function subsetTechnique(kind: 'naked' | 'hidden', size: 2 | 3 | 4) {
  const [id, name, difficulty] = (kind === 'naked' ? NAKED : HIDDEN)[size];
  return defineTechnique({
    id,
    name,
    difficulty: [difficulty, difficulty],
    find:
      kind === 'naked'
        ? (s, context) => findNakedSubset(s, size, context.since)
        : (s, context) => findHiddenSubset(s, size, context.since),
  });
}

export const NAKED_PAIR = subsetTechnique('naked', 2);
export const NAKED_TRIPLE = subsetTechnique('naked', 3);
export const NAKED_QUAD = subsetTechnique('naked', 4);
export const HIDDEN_PAIR = subsetTechnique('hidden', 2);
export const HIDDEN_TRIPLE = subsetTechnique('hidden', 3);
export const HIDDEN_QUAD = subsetTechnique('hidden', 4);

export const DIRECT_HIDDEN_PAIR = defineTechnique({
  id: 'direct-hidden-pair',
  name: 'Direct hidden pair',
  difficulty: [2.0, 2.0],
  find: (state, context) => findDirectHiddenSubset(state, 2, context.since),
});

export const DIRECT_HIDDEN_TRIPLE = defineTechnique({
  id: 'direct-hidden-triple',
  name: 'Direct hidden triple',
  difficulty: [2.5, 2.5],
  find: (state, context) => findDirectHiddenSubset(state, 3, context.since),
});
