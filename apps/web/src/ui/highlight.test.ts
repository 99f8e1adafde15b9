import { parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { BY_SOLVE } from '../game/position.js';
import { cellLabel, computeHighlights, emphasisedDigit } from './highlight.js';

const values = parseGrid(EXAMPLE.puzzle);
const none = { hintTarget: -1, hintCells: [], wrong: [] };

describe('computeHighlights', () => {
  it('marks the selected cell and its 20 peers', () => {
    const marks = computeHighlights({ values, selected: 40, ...none });
    expect(marks[40].has('selected')).toBe(true);
    const peers = marks.flatMap((m, i) => (m.has('peer') ? [i] : []));
    expect(peers).toHaveLength(20);
    expect(peers).toContain(36); // same row
    expect(peers).toContain(4); // same column
    expect(peers).toContain(30); // same box
    expect(peers).not.toContain(0);
  });

  it('marks every other cell holding the selected digit', () => {
    const marks = computeHighlights({ values, selected: 0, ...none }); // r1c1 holds 9
    const same = marks.flatMap((m, i) => (m.has('same-digit') ? [i] : []));
    const nines = [...values].flatMap((v, i) => (v === 9 && i !== 0 ? [i] : []));
    expect(same).toEqual(nines);
  });

  it('marks nothing but hints and wrong cells without a selection', () => {
    const marks = computeHighlights({
      values,
      selected: -1,
      hintTarget: 1,
      hintCells: [1, 2],
      wrong: [5],
    });
    expect([...marks[1]].sort()).toEqual(['hint-cell', 'hint-target']);
    expect([...marks[2]]).toEqual(['hint-cell']);
    expect([...marks[5]]).toEqual(['wrong']);
    expect(marks.filter((m) => m.size > 0)).toHaveLength(3);
  });

  it('emphasises the selected digit for notes', () => {
    expect(emphasisedDigit(values, 0)).toBe(9);
    expect(emphasisedDigit(values, 1)).toBe(0);
    expect(emphasisedDigit(values, -1)).toBe(0);
  });
});

describe('cellLabel', () => {
  it('names row, column and content', () => {
    const notes = new Uint16Array(81);
    notes[1] = 0b1001; // 1 and 4
    const player = values.slice();
    player[3] = 5;
    expect(cellLabel(0, values, values, notes)).toBe('row 1, column 1, given 9');
    expect(cellLabel(1, values, player, notes)).toBe('row 1, column 2, empty, notes 1 4');
    expect(cellLabel(3, values, player, notes)).toBe('row 1, column 4, 5');
    expect(cellLabel(80, values, player, notes)).toBe('row 9, column 9, given 9');
  });
});

describe('hint and settings highlights', () => {
  it("marks a hint's units and witnesses, hinted digits, and leaves same digits off when asked", () => {
    const placedBy = new Uint8Array(81);
    placedBy[0] = 1; // r1c1 holds 9
    placedBy[1] = 1; // r1c2 is empty: nothing to draw green
    const marks = computeHighlights({
      values,
      selected: 0,
      sameDigit: false,
      hintTarget: -1,
      hintCells: [],
      hintUnits: [9],
      hintWitnesses: [4],
      placedBy,
      wrong: [],
    });
    expect(marks.filter((m) => m.has('same-digit'))).toHaveLength(0);
    expect(marks.flatMap((m, i) => (m.has('hint-unit') ? [i] : []))).toEqual([
      0, 9, 18, 27, 36, 45, 54, 63, 72,
    ]);
    expect(marks[4].has('witness')).toBe(true);
    expect(marks[0].has('hinted')).toBe(true);
    expect(marks[1].has('hinted')).toBe(false);
  });

  it("draws Solve's digits and mistakes apart, and names them so", () => {
    const board = new Uint8Array(81);
    board[0] = 9;
    board[1] = 5;
    board[2] = 3;
    const placedBy = new Uint8Array(81);
    placedBy[0] = BY_SOLVE;
    const marks = computeHighlights({
      values: board,
      selected: -1,
      hintTarget: -1,
      hintCells: [],
      placedBy,
      wrong: [],
      mistaken: [2],
    });
    expect([...marks[0]]).toEqual(['solved']);
    expect(marks[2].has('wrong') && marks[2].has('mistake')).toBe(true);
    const noGivens = new Uint8Array(81);
    expect(cellLabel(0, noGivens, board, new Uint16Array(81), false, true)).toBe(
      'row 1, column 1, 9, filled by Solve',
    );
    expect(cellLabel(2, noGivens, board, new Uint16Array(81), 'a mistake')).toBe(
      'row 1, column 3, 3, a mistake',
    );
  });
});
