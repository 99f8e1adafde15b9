import { SudokuError } from '@sudoku/core';
import { shownValue } from '@sudoku/core/kernel';
import type { CandidateState } from './candidate-state.js';

/**
 * Checks hint's `candidates` option: 81 whole numbers 0-511 (nine-bit
 * candidate sets), in an array or a typed array.
 */
export function assertNotes(notes: unknown): asserts notes is ArrayLike<number> {
  const list = notes as ArrayLike<unknown> | null | undefined;
  if (typeof list !== 'object' || list === null || typeof list.length !== 'number') {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `hint: candidates: 81 nine-bit candidate sets (0 for a cell without notes), got ${shownValue(notes)}`,
    );
  }
  if (list.length !== 81) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `hint: candidates: 81 nine-bit candidate sets, got ${list.length}`,
    );
  }
  for (let cell = 0; cell < 81; cell++) {
    const v = list[cell];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 511) {
      throw new SudokuError(
        'SUDOKU_USAGE',
        `hint: candidates: set ${cell} is ${shownValue(v)}, not a nine-bit set (0-511)`,
      );
    }
  }
}

/**
 * Narrows `state` (every candidate the digits allow) to the player's notes,
 * so a hint continues from the eliminations already made. A cell without
 * notes keeps all its candidates; a cell whose notes leave out its digit in
 * `solution` is read without them (notes that rule out the answer would
 * lead the techniques astray) and returned, so the caller can say so.
 */
export function readNotes(
  state: CandidateState,
  notes: ArrayLike<number>,
  solution: ArrayLike<number>,
): number[] {
  const wrong: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (state.digits[cell] !== 0 || notes[cell] === 0) continue;
    if (!(notes[cell] & (1 << (solution[cell] - 1)))) {
      wrong.push(cell);
      continue;
    }
    state.candidates[cell] &= notes[cell];
  }
  return wrong;
}
