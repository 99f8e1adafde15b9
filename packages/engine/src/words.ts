import { cellName } from '@sudoku/core';
import type { CellDigit } from './step.js';

/** "a", "a and b", "a, b and c" (or "a, b or c" for choices). */
export function listWords(words: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}

/** "r1c2, r1c5 and r3c4". */
export function listCells(cells: readonly number[]): string {
  return listWords(cells.map(cellName));
}

/** "1, 5 and 7". */
export function listDigits(digits: readonly number[]): string {
  return listWords(digits.map(String));
}

/** "1, 5 or 7": one of some choices. */
export function listChoices(words: readonly (string | number)[]): string {
  return listWords(words.map(String), 'or');
}

/** Distinct cells of some candidates, in order of first appearance. */
export function cellsOf(candidates: readonly CellDigit[]): number[] {
  const cells: number[] = [];
  for (const { cell } of candidates) if (!cells.includes(cell)) cells.push(cell);
  return cells;
}

/**
 * "5 from r1c2 and r3c4; 1 and 7 from r2c2": candidates grouped the way a
 * player strikes them out, cells with the same digits together.
 */
export function describeCandidates(candidates: readonly CellDigit[]): string {
  const digitsOf = new Map<number, number[]>();
  for (const { cell, digit } of candidates) {
    const digits = digitsOf.get(cell);
    if (digits) digits.push(digit);
    else digitsOf.set(cell, [digit]);
  }
  const groups = new Map<string, { digits: number[]; cells: number[] }>();
  for (const [cell, digits] of digitsOf) {
    digits.sort((a, b) => a - b);
    const key = digits.join();
    const group = groups.get(key);
    if (group) group.cells.push(cell);
    else groups.set(key, { digits, cells: [cell] });
  }
  // Cells in board order, so a player can run along the pencil marks.
  return [...groups.values()]
    .map(
      ({ digits, cells }) =>
        `${listDigits(digits)} from ${listCells([...cells].sort((a, b) => a - b))}`,
    )
    .join('; ');
}

/** "r1c2 = 5": a placement. */
export function describePlacement({ cell, digit }: CellDigit): string {
  return `${cellName(cell)} = ${digit}`;
}
