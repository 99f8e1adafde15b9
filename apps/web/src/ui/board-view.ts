import type { Grid } from '@sudoku/core';
import {
  type CellMarks,
  cellLabel,
  computeHighlights,
  emphasisedDigit,
  type HighlightInput,
  type Mark,
} from './highlight.js';

/** Everything the board draws. */
export interface BoardModel extends HighlightInput {
  givens: Grid;
  notes: Uint16Array;
}

interface CellNodes {
  root: HTMLElement;
  value: HTMLElement;
  notes: HTMLElement;
  marks: HTMLElement[];
}

const MARK_CLASSES: readonly Mark[] = [
  'selected',
  'peer',
  'same-digit',
  'hint-target',
  'hint-cell',
  'hint-unit',
  'witness',
  'hinted',
  'solved',
  'mistake',
  'mistake',
  'wrong',
];

/**
 * The 9×9 board as an ARIA grid: 9 `row`s of 9 `gridcell`s (the rows use
 * `display: contents`, so the cells lay out in one CSS grid). The DOM is
 * built once; `render` only updates text, classes and attributes, and never
 * writes HTML, so nothing from a file can become markup.
 */
export class BoardView {
  private readonly cells: CellNodes[] = [];
  private focusable = 0;

  constructor(
    private readonly root: HTMLElement,
    onSelect: (cell: number, tapped: boolean) => void,
  ) {
    for (let r = 0; r < 9; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'board-row';
      for (let c = 0; c < 9; c++) {
        const index = r * 9 + c;
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.className = 'cell';
        if (c === 2 || c === 5) cell.classList.add('box-right');
        if (r === 2 || r === 5) cell.classList.add('box-bottom');
        cell.dataset.cell = String(index);
        cell.tabIndex = index === 0 ? 0 : -1;
        const value = document.createElement('span');
        value.className = 'value';
        value.setAttribute('aria-hidden', 'true');
        const notes = document.createElement('span');
        notes.className = 'notes';
        notes.setAttribute('aria-hidden', 'true');
        const marks: HTMLElement[] = [];
        for (let d = 1; d <= 9; d++) {
          const mark = document.createElement('span');
          mark.className = 'mark';
          notes.append(mark);
          marks.push(mark);
        }
        cell.append(value, notes);
        row.append(cell);
        this.cells.push({ root: cell, value, notes, marks });
      }
      root.append(row);
    }
    root.addEventListener('pointerdown', (event) => {
      const target = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
      if (target) onSelect(Number(target.dataset.cell), true);
    });
    root.addEventListener('focusin', (event) => {
      const target = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
      if (target && Number(target.dataset.cell) !== this.focusable)
        onSelect(Number(target.dataset.cell), false);
    });
  }

  /** Moves keyboard focus to a cell (roving tabindex: only one cell is in the tab order). */
  focus(cell: number): void {
    this.cells[cell]?.root.focus({ preventScroll: true });
  }

  /** The cell element, for effects such as a refusal shake. */
  element(cell: number): HTMLElement {
    return this.cells[cell].root;
  }

  render(model: BoardModel): void {
    const highlights = computeHighlights(model);
    const emphasis = model.sameDigit === false ? 0 : emphasisedDigit(model.values, model.selected);
    const tabCell = model.selected >= 0 ? model.selected : this.focusable;
    for (let i = 0; i < 81; i++) this.renderCell(i, model, highlights[i], emphasis, tabCell === i);
    this.focusable = tabCell;
    // Focus on the board follows a selection made elsewhere (a hint's cell), so its ring marks where digits go.
    const focused = this.cells.findIndex((c) => c.root === document.activeElement);
    if (focused >= 0 && model.selected >= 0 && focused !== model.selected)
      this.focus(model.selected);
  }

  private renderCell(
    i: number,
    model: BoardModel,
    marks: CellMarks,
    emphasis: number,
    tab: boolean,
  ): void {
    const { root, value, notes, marks: markNodes } = this.cells[i];
    const digit = model.values[i];
    const given = model.givens[i] !== 0;
    root.classList.toggle('given', given);
    root.classList.toggle('player', !given && digit !== 0);
    for (const name of MARK_CLASSES) root.classList.toggle(name, marks.has(name));
    value.textContent = digit === 0 ? '' : String(digit);
    const mask = digit === 0 ? model.notes[i] : 0;
    notes.hidden = mask === 0;
    for (let d = 1; d <= 9; d++) {
      const on = (mask & (1 << (d - 1))) !== 0;
      const node = markNodes[d - 1];
      // A trailing space keeps the cell's visible text ("3 7") inside its label ("notes 3 7").
      node.textContent = on ? `${d} ` : '';
      node.classList.toggle('emphasis', on && d === emphasis);
    }
    root.setAttribute(
      'aria-label',
      cellLabel(
        i,
        model.givens,
        model.values,
        model.notes,
        marks.has('mistake') ? 'a mistake' : marks.has('wrong') && 'clashes',
        marks.has('solved'),
      ),
    );
    if (given) root.setAttribute('aria-readonly', 'true');
    else root.removeAttribute('aria-readonly');
    root.setAttribute('aria-selected', String(i === model.selected));
    if (marks.has('wrong')) root.setAttribute('aria-invalid', 'true');
    else root.removeAttribute('aria-invalid');
    root.tabIndex = tab ? 0 : -1;
  }
}
