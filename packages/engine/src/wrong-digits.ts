import { assertGrid, cellName, type Grid, type Solver, SudokuError } from '@sudoku/core';
import { searchSolutions } from './count.js';
import { listWords } from './words.js';

/**
 * Checks `givens` as hint's option: a grid the position keeps every digit
 * of (a position whose givens changed is another puzzle's).
 */
export function assertGivensOf(position: Grid, givens: unknown): asserts givens is Grid {
  try {
    assertGrid(givens);
  } catch (error) {
    throw new SudokuError('SUDOKU_USAGE', `hint: givens: ${(error as Error).message}`);
  }
  for (let cell = 0; cell < 81; cell++) {
    if (givens[cell] !== 0 && position[cell] !== givens[cell]) {
      throw new SudokuError(
        'SUDOKU_USAGE',
        `hint: the position is not one of these givens: ${cellName(cell)} holds ${position[cell] || 'nothing'}, its given is ${givens[cell]}`,
      );
    }
  }
}

/**
 * The cells of `position` whose digit is not the one solution of `givens`:
 * the player's mistakes. Undefined when the givens have no single solution,
 * since then no digit is wrong for sure.
 */
export function wrongDigits(position: Grid, givens: Grid, solver?: Solver): number[] | undefined {
  const { count, first: solution } = searchSolutions(givens, 2, solver);
  if (count !== 1 || !solution) return undefined;
  const wrong: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (position[cell] !== 0 && position[cell] !== solution[cell]) wrong.push(cell);
  }
  return wrong;
}

/** "the 3 in r1c6 is wrong", "the digits in r1c6 and r3c4 are wrong". */
export function wrongDigitsText(position: Grid, wrong: readonly number[]): string {
  if (wrong.length === 1) return `the ${position[wrong[0]]} in ${cellName(wrong[0])} is wrong`;
  return `the digits in ${listWords(wrong.map(cellName))} are wrong`;
}
