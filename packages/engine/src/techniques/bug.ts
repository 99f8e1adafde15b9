import {
  BOX_OF,
  COL_OF,
  cellName,
  maskDigits,
  POPCOUNT,
  ROW_OF,
  UNIT_CELLS,
  unitName,
} from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { type CellMask, cellsWith, isEmptyMask, keepPeersOf, maskCells } from '../cell-mask.js';
import { cellsAt, combinations } from '../geometry.js';
import { type CellDigit, makeStep, type Step, type TechniqueId } from '../step.js';
import { defineTechnique } from '../technique.js';
import { describeCandidates, listCells, listDigits } from '../words.js';

/**
 * Bivalue universal grave (Sudoku Explainer's BivalueUniversalGrave, with
 * lksudoku's type 2 extension as Sukaku Explainer has it): when removing a few
 * "BUG" candidates would leave every empty cell with two candidates and every
 * digit twice in each unit, that position would have two solutions, so one of
 * the BUG candidates is true. Type 1 (BUG+1, 5.6): one BUG cell, which then
 * holds its BUG digit. Type 2 (5.7): one BUG digit, which leaves every cell
 * seeing all BUG cells. Type 3 (5.7 + set size): the BUG cells' extra digits
 * act as one cell of a naked set in a unit they share. Type 4 (5.7): two BUG
 * cells in one unit share a digit that is not a BUG digit; their other
 * candidate goes.
 */

const KIND_UNIT = [18, 0, 9]; // the reference scans boxes, rows, then columns
const unitOfKind = (kind: number, cell: number) =>
  kind === 0 ? 18 + BOX_OF[cell] : kind === 1 ? ROW_OF[cell] : 9 + COL_OF[cell];

interface Bug {
  cells: number[];
  /** BUG digits of each BUG cell, by cell. */
  values: Map<number, number>;
  all: number;
  /** Cells seeing every BUG cell (BUG cells excluded), or undefined before the first. */
  common: CellMask | undefined;
}

function addBugCell(bug: Bug, cell: number, bit: number, reduced: Uint16Array): boolean {
  if (!bug.cells.includes(cell)) bug.cells.push(cell);
  bug.values.set(cell, (bug.values.get(cell) ?? 0) | bit);
  reduced[cell] &= ~bit;
  if (!bug.common) bug.common = Int32Array.of(0x7ffffff, 0x7ffffff, 0x7ffffff);
  keepPeersOf(bug.common, cell);
  for (const c of bug.cells) bug.common[(c / 27) | 0] &= ~(1 << (c % 27));
  // Several BUG cells with several digits and no common peer: no type 1, 2 or 3.
  return !(bug.cells.length > 1 && POPCOUNT[bug.all] > 1 && isEmptyMask(bug.common));
}

/** The BUG pattern of the board, or undefined when there is none. */
function findBugPattern(state: CandidateState): Bug | undefined {
  const { candidates } = state;
  const reduced = candidates.slice();
  const bug: Bug = { cells: [], values: new Map(), all: 0, common: undefined };
  let extraCells: number[] | undefined;
  let onlyValue = 0;
  let oneValue = true;
  for (let kind = 0; kind < 3; kind++) {
    for (let u = KIND_UNIT[kind]; u < KIND_UNIT[kind] + 9; u++) {
      for (let d = 0; d < 9; d++) {
        const bit = 1 << d;
        // The digit's places in the unit, and those in cells of 3+ candidates, as position masks:
        // no array for the 243 (unit, digit) pairs of every call.
        let count = 0;
        let wide = 0;
        for (let k = 0; k < 9; k++) {
          const m = candidates[UNIT_CELLS[u * 9 + k]];
          if (!(m & bit)) continue;
          count++;
          if (POPCOUNT[m] >= 3) wide |= 1 << k;
        }
        if (count === 0 || count === 2) continue;
        if (!extraCells) {
          extraCells = cellsAt(u, wide);
          onlyValue = bit;
        } else if (oneValue) {
          if (onlyValue === bit)
            for (const cell of cellsAt(u, wide))
              if (!extraCells.includes(cell)) extraCells.push(cell);
              else oneValue = false;
        }
        if (wide === 0) return undefined;
        if ((wide & (wide - 1)) === 0) {
          bug.all |= bit;
          if (!addBugCell(bug, UNIT_CELLS[u * 9 + 31 - Math.clz32(wide)], bit, reduced))
            return undefined;
        }
      }
    }
  }
  if (oneValue && extraCells) {
    for (const cell of extraCells.sort((a, b) => a - b)) {
      if (bug.cells.includes(cell)) continue;
      if (!addBugCell(bug, cell, onlyValue, reduced)) return undefined;
    }
  }
  for (let cell = 0; cell < 81; cell++)
    if (state.digits[cell] === 0 && POPCOUNT[reduced[cell]] !== 2) return undefined;
  for (let u = 0; u < 27; u++) {
    for (let d = 0; d < 9; d++) {
      let n = 0;
      for (let k = 0; k < 9; k++) if (reduced[UNIT_CELLS[u * 9 + k]] & (1 << d)) n++;
      if (n !== 0 && n !== 2) return undefined;
    }
  }
  return bug;
}

function bugStep(
  technique: TechniqueId,
  name: string,
  difficulty: number,
  bug: Bug,
  eliminations: CellDigit[],
  reason: string,
  units: number[] = [],
): Step {
  const candidates = bug.cells.flatMap((cell) =>
    maskDigits(bug.values.get(cell) ?? 0).map((digit) => ({ cell, digit })),
  );
  return makeStep({
    technique,
    name,
    difficulty,
    eliminations,
    cells: [...bug.cells],
    candidates,
    units,
    uniqueness: true,
    explanation: `${name}: without ${describeCandidates(candidates)}, every empty cell would hold two candidates and every digit two places in each unit, and such a position has two solutions; so ${reason}: remove ${describeCandidates(eliminations)}.`,
  });
}

/** The BUG step of the board, or undefined. */
export function findBug(state: CandidateState): Step | undefined {
  const bug = findBugPattern(state);
  if (!bug) return undefined;
  const { candidates } = state;
  if (bug.cells.length === 1) {
    const cell = bug.cells[0];
    const eliminations = maskDigits(candidates[cell] & ~bug.all).map((digit) => ({ cell, digit }));
    const digits = listDigits(maskDigits(bug.all)).replace(/ and (\d)$/, ' or $1');
    return bugStep('bug', 'BUG+1', 5.6, bug, eliminations, `${cellName(cell)} holds ${digits}`);
  }
  const common = bug.common && !isEmptyMask(bug.common) ? bug.common : undefined;
  if (POPCOUNT[bug.all] === 1) {
    const digit = maskDigits(bug.all)[0];
    const cells = common ? cellsWith(common, candidates, bug.all) : [];
    if (cells.length > 0) {
      const eliminations = cells.map((cell) => ({ cell, digit }));
      const reason = `one of ${listCells(bug.cells)} holds ${digit}, which leaves every cell seeing them all`;
      return bugStep('bug', 'BUG type 2', 5.7, bug, eliminations, reason);
    }
    return bug.cells.length === 2 ? type4(state, bug) : undefined;
  }
  if (!common) return undefined;
  return (bug.cells.length === 2 ? type4(state, bug) : undefined) ?? type3(state, bug, common);
}

function sharedUnitsOf(cells: readonly number[]): number[] {
  const units: number[] = [];
  for (let kind = 0; kind < 3; kind++) {
    const u = unitOfKind(kind, cells[0]);
    if (cells.every((c) => unitOfKind(kind, c) === u)) units.push(u);
  }
  return units;
}

function type4(state: CandidateState, bug: Bug): Step | undefined {
  const { candidates } = state;
  const [c1, c2] = bug.cells;
  const shared = candidates[c1] & candidates[c2] & ~bug.all;
  if (POPCOUNT[shared] !== 1) return undefined;
  const units = sharedUnitsOf(bug.cells);
  if (units.length === 0) return undefined;
  const digit = maskDigits(shared)[0];
  const eliminations = [c1, c2].flatMap((cell) =>
    maskDigits(candidates[cell] & ~(bug.values.get(cell) ?? 0) & ~shared).map((d) => ({
      cell,
      digit: d,
    })),
  );
  const reason = `one of ${listCells(bug.cells)} holds its BUG digit, and as they share ${unitName(units[0])} the other holds ${digit}`;
  return bugStep('bug', 'BUG type 4', 5.7, bug, eliminations, reason, [units[0]]);
}

function type3(state: CandidateState, bug: Bug, common: CellMask): Step | undefined {
  const { candidates } = state;
  for (let degree = 2; degree <= 6; degree++) {
    for (const u of sharedUnitsOf(bug.cells)) {
      const region = maskCells(common).filter(
        (cell) => unitOfKind(u < 9 ? 1 : u < 18 ? 2 : 0, cell) === u,
      );
      if (region.length < degree) continue;
      for (const pick of combinations(region.length, degree - 1)) {
        const naked = region.filter((_, i) => pick & (1 << i));
        let union = 0;
        let ok = POPCOUNT[bug.all] >= 2;
        for (const cell of naked) {
          union |= candidates[cell];
          if (POPCOUNT[candidates[cell]] <= 1) ok = false;
        }
        if (POPCOUNT[union] !== degree || !ok || POPCOUNT[union | bug.all] !== degree) continue;
        const set = union | bug.all;
        const eliminations: CellDigit[] = [];
        for (const cell of region) {
          if (naked.includes(cell) || bug.cells.includes(cell)) continue;
          for (const digit of maskDigits(candidates[cell] & set))
            eliminations.push({ cell, digit });
        }
        if (eliminations.length === 0) continue;
        const difficulty = Math.round((5.7 + (POPCOUNT[set] - 1) * 0.1) * 10) / 10;
        const extra = listDigits(maskDigits(bug.all)).replace(/ and (\d)$/, ' or $1');
        const reason = `one of ${listCells(bug.cells)} holds ${extra}, which with ${listCells(naked)} makes a naked set of ${listDigits(maskDigits(set))} in ${unitName(u)}`;
        return bugStep('bug', 'BUG type 3', difficulty, bug, eliminations, reason, [u]);
      }
    }
  }
  return undefined;
}

export const BUG = defineTechnique(
  { id: 'bug', name: 'Bivalue universal grave', difficulty: [5.6, 6.2], uniqueness: true },
  findBug,
);
