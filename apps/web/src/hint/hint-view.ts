import { computeCandidates, type Grid } from '@sudoku/core';
import type { Hint } from '@sudoku/engine/game';
import {
  housesToLook,
  type Picture,
  type Position,
  pictureOfBoard,
  pictureOfStep,
  whereToLook,
} from '@sudoku/pictures';

// Loaded on demand (at the first Hint), so the pictures stay out of the game's start-up files.

export { housesToLook, whereToLook };

/**
 * The candidates a hint read on this board: what the digits allow, narrowed
 * to the notes of each noted cell (as the engine's `candidates` option
 * reads them), except the cells whose notes it set aside (`wrongNotes`).
 */
export function candidatesRead(
  values: Grid,
  notes: Uint16Array,
  wrongNotes: readonly number[] = [],
): Uint16Array {
  const candidates = computeCandidates(values);
  for (let cell = 0; cell < 81; cell++) {
    if (notes[cell] !== 0 && !wrongNotes.includes(cell)) candidates[cell] &= notes[cell];
  }
  return candidates;
}

/** What a shown hint draws: its step by role, a fallback's digit, or the cells a problem is in. */
export function pictureOfHint(givens: Grid, values: Grid, notes: Uint16Array, hint: Hint): Picture {
  const wrongNotes = 'wrongNotes' in hint ? hint.wrongNotes : undefined;
  const position = {
    digits: values,
    candidates: candidatesRead(values, notes, wrongNotes),
    givens,
  };
  switch (hint.kind) {
    case 'step':
      return pictureOfStep(position, hint.step);
    case 'fallback':
      return {
        ...pictureOfBoard(position, 'From the solution', hint.explanation),
        placements: [{ cell: hint.cell, digit: hint.digit }],
      };
    case 'invalid':
      return cellsPicture(position, hint.explanation, [
        ...new Set(hint.conflicts.flatMap((c) => c.cells)),
      ]);
    case 'unsolvable':
      return cellsPicture(position, hint.explanation, hint.wrong ?? []);
    default:
      return pictureOfBoard(position, 'The board', hint.explanation);
  }
}

function cellsPicture(position: Position, sentence: string, cells: readonly number[]): Picture {
  return {
    ...pictureOfBoard(position, 'The board', sentence),
    cells: cells.map((cell) => ({ cell, role: 'pattern' })),
  };
}
