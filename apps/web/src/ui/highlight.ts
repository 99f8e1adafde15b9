import { BOX_OF, COL_OF, type Grid, ROW_OF } from '@sudoku/core';
import { cellWords } from '../game/grid-text.js';
import { BY_SOLVE } from '../game/position.js';

/** What the board shows besides the digits. */
export interface HighlightInput {
  values: Grid;
  /** The selected cell, or -1. */
  selected: number;
  /** Highlight every cell holding the selected digit (a setting). */
  sameDigit?: boolean;
  /** The cell a shown hint fills, or -1. */
  hintTarget: number;
  /** The cells of a shown hint's pattern. */
  hintCells: readonly number[];
  /** The cells a shown hint relies on besides its pattern. */
  hintWitnesses?: readonly number[];
  /** The units of a shown hint's pattern. */
  hintUnits?: readonly number[];
  /** Who placed each digit (see Position.placedBy): a hint's are drawn green, Solve's grey. */
  placedBy?: Uint8Array;
  /** Cells drawn red: clashing player digits, or wrong cells of a full board. */
  wrong: readonly number[];
  /** Player digits that differ from the solution (Mistakes mode): drawn red too. */
  mistaken?: readonly number[];
}

export type Mark =
  | 'selected'
  | 'peer'
  | 'same-digit'
  | 'hint-target'
  | 'hint-cell'
  | 'hint-unit'
  | 'witness'
  | 'hinted'
  | 'solved'
  | 'mistake'
  | 'wrong';

/** Per-cell highlight flags, as CSS class names. */
export type CellMarks = Set<Mark>;

const inUnit = (cell: number, unit: number) =>
  unit < 9
    ? ROW_OF[cell] === unit
    : unit < 18
      ? COL_OF[cell] === unit - 9
      : BOX_OF[cell] === unit - 18;

/**
 * The highlight of every cell: the selected cell, its row, column and box
 * (its peers), the cells holding the selected digit, a shown hint, digits
 * hints placed and red cells. Pure, so the rules are tested without a DOM.
 */
export function computeHighlights(input: HighlightInput): CellMarks[] {
  const marks: CellMarks[] = Array.from({ length: 81 }, () => new Set<Mark>());
  const { selected, values } = input;
  if (selected >= 0) {
    const digit = input.sameDigit === false ? 0 : values[selected];
    for (let i = 0; i < 81; i++) {
      if (i === selected) marks[i].add('selected');
      else if (
        ROW_OF[i] === ROW_OF[selected] ||
        COL_OF[i] === COL_OF[selected] ||
        BOX_OF[i] === BOX_OF[selected]
      ) {
        marks[i].add('peer');
      }
      if (digit !== 0 && i !== selected && values[i] === digit) marks[i].add('same-digit');
    }
  }
  for (const unit of input.hintUnits ?? [])
    for (let i = 0; i < 81; i++) if (inUnit(i, unit)) marks[i].add('hint-unit');
  for (const cell of input.hintWitnesses ?? []) marks[cell].add('witness');
  for (const cell of input.hintCells) marks[cell].add('hint-cell');
  if (input.hintTarget >= 0) marks[input.hintTarget].add('hint-target');
  if (input.placedBy)
    for (let i = 0; i < 81; i++) {
      if (!values[i] || !input.placedBy[i]) continue;
      marks[i].add(input.placedBy[i] === BY_SOLVE ? 'solved' : 'hinted');
    }
  for (const cell of input.wrong) marks[cell].add('wrong');
  for (const cell of input.mistaken ?? []) marks[cell].add('wrong').add('mistake');
  return marks;
}

/** The digit whose pencil marks are emphasised: the selected cell's digit, or 0. */
export function emphasisedDigit(values: Grid, selected: number): number {
  return selected >= 0 ? values[selected] : 0;
}

/** The accessible name of a cell: "row 3, column 5, given 7", "row 1, column 2, empty, notes 1 4". */
export function cellLabel(
  cell: number,
  givens: Grid,
  values: Grid,
  notes: Uint16Array,
  wrong: false | 'clashes' | 'a mistake' = false,
  solved = false,
): string {
  const where = cellWords(cell);
  if (givens[cell] !== 0) return `${where}, given ${givens[cell]}`;
  if (values[cell] !== 0)
    return `${where}, ${values[cell]}${wrong ? `, ${wrong}` : ''}${solved ? ', filled by Solve' : ''}`;
  const marks: number[] = [];
  for (let d = 1; d <= 9; d++) if (notes[cell] & (1 << (d - 1))) marks.push(d);
  return marks.length > 0 ? `${where}, empty, notes ${marks.join(' ')}` : `${where}, empty`;
}
