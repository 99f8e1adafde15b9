import type { GridFormat } from '@sudoku/core';
import { gridRecordBytes, writeGridAt } from '@sudoku/core/batch';
import { LF } from '@sudoku/core/kernel';

/**
 * How `sudoku solve` writes its answers: core's grid layouts (`grid`, the
 * classic one, and `line`), or `csv`, each puzzle beside its solution
 * (`puzzle,solution`, Kaggle's layout, QQWing's puzzle-beside-solution),
 * after one header line; an unsolved puzzle has an empty solution.
 */
export type SolveFormat = GridFormat | 'csv';

export const SOLVE_FORMATS: readonly SolveFormat[] = ['grid', 'line', 'csv'];

/** The line a CSV run starts with, before its first puzzle. */
export const CSV_HEADER = 'puzzle,solution\n';

const DOT = 46;
const ZERO = 48;
const COMMA = 44;

/** The most bytes one answer takes (a grid's with its separator, or a CSV line). */
export function answerBytes(format: SolveFormat): number {
  return format === 'csv' ? 81 + 1 + 81 + 1 : gridRecordBytes(format);
}

/**
 * Writes the answer to `puzzle` (its `solution`, undefined when unsolved)
 * at `out[offset…]`, every grid preceded by its separator (see
 * PieceResult.output); returns where the next one goes.
 */
export function writeAnswer(
  puzzle: Uint8Array,
  solution: Uint8Array | undefined,
  format: SolveFormat,
  out: Uint8Array,
  offset: number,
): number {
  if (format !== 'csv') return writeGridAt(solution ?? puzzle, 1, format, out, offset);
  let at = offset;
  for (let i = 0; i < 81; i++) out[at++] = puzzle[i] === 0 ? DOT : ZERO + puzzle[i]!;
  out[at++] = COMMA;
  if (solution) for (let i = 0; i < 81; i++) out[at++] = ZERO + solution[i]!;
  out[at++] = LF;
  return at;
}
