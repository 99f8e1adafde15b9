import { BOX_OF, COL_OF, POPCOUNT, ROW_OF, UNIT_CELLS, unitName } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { type CellDigit, listCells, type Step, type Technique } from '../step.js';
import { computeUnitSlots, PLACED, SLOTS } from './unit-slots.js';

/** The cells of `unit` at the positions of a 9-bit slot set. */
function slotCells(unit: number, mask: number): number[] {
  const cells: number[] = [];
  for (let k = 0; k < 9; k++) if (mask & (1 << k)) cells.push(UNIT_CELLS[unit * 9 + k]);
  return cells;
}

/** Eliminations of `digit` from the cells of `target` that are not in unit `keep`. */
function eliminateOutside(
  state: CandidateState,
  target: number,
  digit: number,
  keep: (cell: number) => boolean,
): CellDigit[] {
  const bit = 1 << (digit - 1);
  const eliminations: CellDigit[] = [];
  for (let k = 0; k < 9; k++) {
    const cell = UNIT_CELLS[target * 9 + k];
    if (state.digits[cell] === 0 && state.candidates[cell] & bit && !keep(cell)) {
      eliminations.push({ cell, digit });
    }
  }
  return eliminations;
}

// Slot sets of a box's three rows and three columns (box slots run row-major).
const BOX_ROW_SLOTS = [0b000000111, 0b000111000, 0b111000000];
const BOX_COL_SLOTS = [0b001001001, 0b010010010, 0b100100100];

/**
 * Pointing (locked candidates type 1): in a box, a digit's candidates all lie
 * in one row or column, so the digit leaves the rest of that line.
 */
export function findPointing(state: CandidateState): Step | undefined {
  computeUnitSlots(state);
  for (let box = 18; box < 27; box++) {
    const placed = PLACED[box];
    for (let d = 0; d < 9; d++) {
      const mask = SLOTS[box * 9 + d];
      if (placed & (1 << d) || POPCOUNT[mask] < 2) continue;
      let line = -1;
      const first = UNIT_CELLS[box * 9 + 31 - Math.clz32(mask & -mask)];
      for (let i = 0; i < 3 && line < 0; i++) {
        if ((mask & ~BOX_ROW_SLOTS[i]) === 0) line = ROW_OF[first];
        else if ((mask & ~BOX_COL_SLOTS[i]) === 0) line = 9 + COL_OF[first];
      }
      if (line < 0) continue;
      const digit = d + 1;
      const eliminations = eliminateOutside(state, line, digit, (c) => BOX_OF[c] === box - 18);
      if (eliminations.length === 0) continue;
      return {
        technique: 'pointing',
        placements: [],
        eliminations,
        cells: slotCells(box, mask),
        digits: [digit],
        unit: box,
        explanation: `Pointing: in ${unitName(box)}, ${digit} can only go in ${unitName(line)}, so ${digit} is removed from ${listCells(eliminations.map((e) => e.cell))}.`,
      };
    }
  }
  return undefined;
}

// Slot sets of a line's three boxes (line slots run along the line).
const LINE_BOX_SLOTS = [0b000000111, 0b000111000, 0b111000000];

/**
 * Box/line reduction (locked candidates type 2): in a row or column, a digit's
 * candidates all lie in one box, so the digit leaves the rest of that box.
 */
export function findBoxLineReduction(state: CandidateState): Step | undefined {
  computeUnitSlots(state);
  for (let line = 0; line < 18; line++) {
    const placed = PLACED[line];
    for (let d = 0; d < 9; d++) {
      const mask = SLOTS[line * 9 + d];
      if (placed & (1 << d) || POPCOUNT[mask] < 2) continue;
      let third = -1;
      for (let i = 0; i < 3; i++) if ((mask & ~LINE_BOX_SLOTS[i]) === 0) third = i;
      if (third < 0) continue;
      const digit = d + 1;
      const box = BOX_OF[UNIT_CELLS[line * 9 + third * 3]];
      const onLine =
        line < 9 ? (c: number) => ROW_OF[c] === line : (c: number) => COL_OF[c] === line - 9;
      const eliminations = eliminateOutside(state, 18 + box, digit, onLine);
      if (eliminations.length === 0) continue;
      return {
        technique: 'box-line-reduction',
        placements: [],
        eliminations,
        cells: slotCells(line, mask),
        digits: [digit],
        unit: line,
        explanation: `Box/line reduction: in ${unitName(line)}, ${digit} can only go in ${unitName(18 + box)}, so ${digit} is removed from ${listCells(eliminations.map((e) => e.cell))}.`,
      };
    }
  }
  return undefined;
}

export const POINTING: Technique = {
  name: 'pointing',
  label: 'Pointing',
  difficulty: 'medium',
  find: findPointing,
};

export const BOX_LINE_REDUCTION: Technique = {
  name: 'box-line-reduction',
  label: 'Box/line reduction',
  difficulty: 'medium',
  find: findBoxLineReduction,
};
