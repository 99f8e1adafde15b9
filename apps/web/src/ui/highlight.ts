import { BOX_OF, COL_OF, type Grid, ROW_OF } from '@sudoku/core';

/** What the board shows besides the digits. */
export interface HighlightInput {
  values: Grid;
  /** The selected cell, or -1. */
  selected: number;
  /** The cell the last hint filled (drawn green until the next move), or -1. */
  hintTarget: number;
  /** The cells of the last hint's pattern. */
  hintCells: readonly number[];
  /** Cells named wrong by the completion check. */
  wrong: readonly number[];
}

/** Per-cell highlight flags, as CSS class names. */
export type CellMarks = Set<
  'selected' | 'peer' | 'same-digit' | 'hint-target' | 'hint-cell' | 'wrong'
>;

/**
 * The highlight of every cell: the selected cell, its row, column and box
 * (its peers), every cell holding the selected digit, and the last hint.
 * Pure, so the rules are tested without a DOM.
 */
export function computeHighlights(input: HighlightInput): CellMarks[] {
  const marks: CellMarks[] = Array.from({ length: 81 }, () => new Set());
  const { selected, values } = input;
  if (selected >= 0) {
    const digit = values[selected];
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
  for (const cell of input.hintCells) marks[cell].add('hint-cell');
  if (input.hintTarget >= 0) marks[input.hintTarget].add('hint-target');
  for (const cell of input.wrong) marks[cell].add('wrong');
  return marks;
}

/** The digit whose pencil marks are emphasised: the selected cell's digit, or 0. */
export function emphasisedDigit(values: Grid, selected: number): number {
  return selected >= 0 ? values[selected] : 0;
}

/** The accessible name of a cell: "row 3, column 5, given 7", "row 1, column 2, empty, notes 1 4". */
export function cellLabel(cell: number, givens: Grid, values: Grid, notes: Uint16Array): string {
  const where = `row ${ROW_OF[cell] + 1}, column ${COL_OF[cell] + 1}`;
  if (givens[cell] !== 0) return `${where}, given ${givens[cell]}`;
  if (values[cell] !== 0) return `${where}, ${values[cell]}`;
  const marks: number[] = [];
  for (let d = 1; d <= 9; d++) if (notes[cell] & (1 << (d - 1))) marks.push(d);
  return marks.length > 0 ? `${where}, empty, notes ${marks.join(' ')}` : `${where}, empty`;
}
