import { parseGrid } from '@sudoku/core';
import { EXAMPLE, sudokuErrorMessage } from '@sudoku/testing';
import { describe, expect, it } from 'vitest';
import { applyStep, createCandidateState } from './candidate-state.js';
import { findSolution } from './count.js';
import { SE_RATED } from './fixtures/se-rated.js';
import { hint } from './hint.js';
import { ratePuzzle } from './rating.js';

/** The notes a player who applied every hint so far would have: the candidates left, on every empty cell. */
function notesAfter(grid: Uint8Array, steps: number) {
  const state = createCandidateState(grid);
  const path = ratePuzzle(grid, { assumeUnique: true }).steps;
  for (const step of path.slice(0, steps)) applyStep(state, step);
  return { state, path };
}

describe('hint with the position’s notes', () => {
  it('walks the path: with the notes of the steps applied so far, it gives the next one', () => {
    // A hard puzzle whose path starts with eliminations the digits alone cannot show.
    const { puzzle } = SE_RATED.find((p) => p.er >= 7)!;
    const grid = parseGrid(puzzle);
    const { path } = notesAfter(grid, 0);
    for (let i = 0; i < 12; i++) {
      const { state } = notesAfter(grid, i);
      const h = hint(state.digits, { candidates: state.candidates });
      if (h.kind !== 'step') throw new Error(`step ${i}: ${h.kind}`);
      expect(h.step.technique, `step ${i + 1}`).toBe(path[i].technique);
      expect(h.step.eliminations).toEqual(path[i].eliminations);
      expect(h.step.placements).toEqual(path[i].placements);
    }
  });

  it('without the notes, the same position gives a simpler step again (what the notes are for)', () => {
    const { puzzle } = SE_RATED.find((p) => p.er >= 7)!;
    const grid = parseGrid(puzzle);
    const { path } = notesAfter(grid, 0);
    const firstElimination = path.findIndex((s) => s.placements.length === 0);
    const { state } = notesAfter(grid, firstElimination + 1);
    const blind = hint(state.digits);
    const noted = hint(state.digits, { candidates: state.candidates });
    if (blind.kind !== 'step' || noted.kind !== 'step') throw new Error('no step');
    expect(noted.step).not.toEqual(blind.step);
  });

  it('reads a cell without notes with all its candidates, and skips notes that leave out the answer', () => {
    const grid = parseGrid(EXAMPLE.puzzle);
    const solution = findSolution(grid)!;
    const notes = new Uint16Array(81);
    const cell = grid.indexOf(0);
    const wrongDigit = solution[cell] === 1 ? 2 : 1;
    notes[cell] = 1 << (wrongDigit - 1);
    const h = hint(grid, { candidates: notes });
    expect(h.kind).toBe('step');
    expect(h).toMatchObject({ wrongNotes: [cell] });
    expect(hint(grid, { candidates: new Uint16Array(81) })).toEqual(hint(grid));
    expect(hint(grid)).not.toHaveProperty('wrongNotes');
  });

  it('refuses candidates that are not 81 nine-bit sets', () => {
    const grid = parseGrid(EXAMPLE.puzzle);
    expect(sudokuErrorMessage('SUDOKU_USAGE', () => hint(grid, { candidates: [1, 2] }))).toBe(
      'hint: candidates: 81 nine-bit candidate sets, got 2',
    );
    const big = new Array(81).fill(0);
    big[5] = 512;
    expect(sudokuErrorMessage('SUDOKU_USAGE', () => hint(grid, { candidates: big }))).toBe(
      'hint: candidates: set 5 is 512, not a nine-bit set (0-511)',
    );
    expect(
      sudokuErrorMessage('SUDOKU_USAGE', () => hint(grid, { candidates: 'x' as never })),
    ).toMatch(/^hint: candidates: 81 nine-bit candidate sets \(0 for a cell without notes\), got /);
  });
});
