import { cellName, maskDigits, POPCOUNT, unitName } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { BOX, COLUMN, cellAt, cellsAt, combinationsWithin, ROW } from '../geometry.js';
import { type CellDigit, candidatesIn, makeStep, type Step } from '../step.js';
import { type SizedFinder, type SizedStep, sizedTechnique } from '../technique.js';
import { type UnitView, unitViewOf } from '../unit-view.js';
import { describeCandidates, listCells, listDigits } from '../words.js';

// Boxes, then columns, then rows: Sudoku Explainer's scan order for subsets.
const SCAN = [BOX, COLUMN, ROW];
const NAKED: Record<2 | 3 | 4, SizedStep> = {
  2: { technique: 'naked-pair', name: 'Naked pair', difficulty: 3.0 },
  3: { technique: 'naked-triple', name: 'Naked triple', difficulty: 3.6 },
  4: { technique: 'naked-quad', name: 'Naked quad', difficulty: 5.0 },
};
const HIDDEN: Record<2 | 3 | 4, SizedStep> = {
  2: { technique: 'hidden-pair', name: 'Hidden pair', difficulty: 3.4 },
  3: { technique: 'hidden-triple', name: 'Hidden triple', difficulty: 4.0 },
  4: { technique: 'hidden-quad', name: 'Hidden quad', difficulty: 5.4 },
};
const DIRECT_HIDDEN: Record<2 | 3, SizedStep> = {
  2: { technique: 'direct-hidden-pair', name: 'Direct hidden pair', difficulty: 2.0 },
  3: { technique: 'direct-hidden-triple', name: 'Direct hidden triple', difficulty: 2.5 },
};

/**
 * The step of a naked or hidden subset: `cells` of unit `u` hold `digits` (a
 * mask), `reason` says why candidates go, and `eliminations` are those.
 */
function subsetStep(
  header: SizedStep,
  state: CandidateState,
  u: number,
  cells: number[],
  digits: number,
  eliminations: CellDigit[],
  reason: string,
): Step {
  return makeStep({
    ...header,
    eliminations,
    cells,
    candidates: candidatesIn(cells, state.candidates, digits),
    units: [u],
    explanation: `${header.name}: ${reason}: remove ${describeCandidates(eliminations)}.`,
  });
}

/**
 * Calls `visit` with each naked subset of a size (its unit, the positions of
 * its cells in the unit and their digits), in Sudoku Explainer's order,
 * until it returns something: with lost positions in `view`, only subsets
 * with a cell that lost a candidate.
 */
export function scanNakedSubsets<T>(
  view: UnitView,
  size: number,
  visit: (u: number, positions: number, digits: number) => T | undefined,
): T | undefined {
  const { candidates } = view.state;
  const { empties, lostPositions } = view;
  for (const kind of SCAN) {
    for (let u = kind; u < kind + 9; u++) {
      const changed = lostPositions ? lostPositions[u] : 0x1ff;
      if (changed === 0 || empties[u] < size * 2) continue;
      // Only cells with 2 to n candidates can be in a naked n-subset.
      let fit = 0;
      for (let k = 0; k < 9; k++) {
        const n = POPCOUNT[candidates[cellAt(u, k)]];
        if (n >= 2 && n <= size) fit |= 1 << k;
      }
      if (POPCOUNT[fit] < size) continue;
      for (const positions of combinationsWithin(fit, size)) {
        if (!(positions & changed)) continue;
        let union = 0;
        for (let k = 0; k < 9; k++) if (positions & (1 << k)) union |= candidates[cellAt(u, k)];
        if (POPCOUNT[union] !== size) continue;
        const found = visit(u, positions, union);
        if (found) return found;
      }
    }
  }
  return undefined;
}

/**
 * Naked subset of size n: n cells of a unit whose candidates together are n
 * digits. Those digits fill those cells, so they leave the rest of the unit.
 * With `since` (see `StepContext.since`), only subsets with a cell that lost
 * a candidate since: one of unchanged cells removed nothing there.
 */
export const findNakedSubset: SizedFinder<2 | 3 | 4> = (state, size, since) => {
  const { candidates } = state;
  return scanNakedSubsets(unitViewOf(state, since), size, (u, positions, union) => {
    const eliminations: CellDigit[] = [];
    for (let j = 0; j < 9; j++) {
      if (positions & (1 << j)) continue;
      const cell = cellAt(u, j);
      for (const digit of maskDigits(candidates[cell] & union)) eliminations.push({ cell, digit });
    }
    if (eliminations.length === 0) return undefined;
    const cells = cellsAt(u, positions);
    const reason = `in ${unitName(u)}, ${listCells(cells)} hold only ${listDigits(maskDigits(union))}, so those digits leave the other cells`;
    return subsetStep(NAKED[size], state, u, cells, union, eliminations, reason);
  });
};

/**
 * Calls `visit` with each hidden subset of a size (its unit, digits and the
 * positions they fit in), in Sudoku Explainer's order, until it returns
 * something: with lost digits in `view`, only units that lost some, and
 * `visit` gets the unit's lost digits.
 */
export function scanHiddenSubsets<T>(
  view: UnitView,
  size: number,
  direct: boolean,
  visit: (u: number, digits: number, positions: number, lost: number) => T | undefined,
): T | undefined {
  const { places, empties, lostDigits } = view;
  for (const kind of SCAN) {
    for (let u = kind; u < kind + 9; u++) {
      const lostHere = lostDigits ? lostDigits[u] : 0x1ff;
      if (lostHere === 0) continue;
      const empty = empties[u];
      if (!(empty > size * 2 || (direct && empty > size))) continue;
      // Only digits with 2 to n places can be in a hidden n-subset.
      let fit = 0;
      for (let d = 0; d < 9; d++) {
        const n = POPCOUNT[places[u * 9 + d]];
        if (n >= 2 && n <= size) fit |= 1 << d;
      }
      if (POPCOUNT[fit] < size) continue;
      for (const digits of combinationsWithin(fit, size)) {
        let union = 0;
        for (let d = 0; d < 9; d++) if (digits & (1 << d)) union |= places[u * 9 + d];
        if (POPCOUNT[union] !== size) continue;
        const found = visit(u, digits, union, lostHere);
        if (found) return found;
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
export const findHiddenSubset: SizedFinder<2 | 3 | 4> = (state, size, since) => {
  const { candidates } = state;
  return scanHiddenSubsets(
    unitViewOf(state, since),
    size,
    false,
    (u, digits, positions, lostHere) => {
      if (!(digits & lostHere)) return undefined;
      const cells = cellsAt(u, positions);
      const eliminations: CellDigit[] = [];
      for (const cell of cells) {
        for (const digit of maskDigits(candidates[cell] & ~digits))
          eliminations.push({ cell, digit });
      }
      if (eliminations.length === 0) return undefined;
      const reason = `${hiddenWords(u, digits, cells)}, so those cells hold nothing else`;
      return subsetStep(HIDDEN[size], state, u, cells, digits, eliminations, reason);
    },
  );
};

/**
 * Direct hidden pair or triple: a hidden subset whose cells, once cleared of
 * other candidates, leave some other digit one place in the unit; the step
 * places that digit. With `since`, only where the subset's digits or the
 * placed digit lost a place in the unit since.
 */
export const findDirectHiddenSubset: SizedFinder<2 | 3> = (state, size, since) => {
  const { candidates } = state;
  const view = unitViewOf(state, since);
  const { places } = view;
  return scanHiddenSubsets(view, size, true, (u, digits, positions, lostHere) => {
    const subsetLost = (digits & lostHere) !== 0;
    for (let d = 0; d < 9; d++) {
      if (digits & (1 << d) || !(subsetLost || lostHere & (1 << d))) continue;
      const slots = places[u * 9 + d];
      if (POPCOUNT[slots] < 2) continue;
      const rest = slots & ~positions;
      if (POPCOUNT[rest] !== 1) continue;
      const cell = cellsAt(u, rest)[0];
      const digit = d + 1;
      const cells = cellsAt(u, positions);
      const header = DIRECT_HIDDEN[size];
      return makeStep({
        ...header,
        placements: [{ cell, digit }],
        cells,
        candidates: candidatesIn(cells, candidates, digits),
        units: [u],
        explanation: `${header.name}: ${hiddenWords(u, digits, cells)}, so ${digit} is not in ${listCells(cellsAt(u, slots & positions))}; that leaves ${cellName(cell)} as the only place for ${digit} in ${unitName(u)}.`,
      });
    }
    return undefined;
  });
};

export const NAKED_PAIR = sizedTechnique(NAKED, 2, findNakedSubset);
export const NAKED_TRIPLE = sizedTechnique(NAKED, 3, findNakedSubset);
export const NAKED_QUAD = sizedTechnique(NAKED, 4, findNakedSubset);
export const HIDDEN_PAIR = sizedTechnique(HIDDEN, 2, findHiddenSubset);
export const HIDDEN_TRIPLE = sizedTechnique(HIDDEN, 3, findHiddenSubset);
export const HIDDEN_QUAD = sizedTechnique(HIDDEN, 4, findHiddenSubset);
export const DIRECT_HIDDEN_PAIR = sizedTechnique(DIRECT_HIDDEN, 2, findDirectHiddenSubset);
export const DIRECT_HIDDEN_TRIPLE = sizedTechnique(DIRECT_HIDDEN, 3, findDirectHiddenSubset);
