import type { Grid } from '@sudoku/core';

/** 81 characters, `0` for an empty cell: the compact form used in links and autosave. */
export function gridToDigits(grid: Grid): string {
  let s = '';
  for (let i = 0; i < 81; i++) s += String(grid[i]);
  return s;
}

/** The grid of 81 characters `0`-`9` (or `.` for empty), or undefined for anything else. */
export function digitsToGrid(text: string): Grid | undefined {
  if (text.length !== 81) return undefined;
  const grid = new Uint8Array(81);
  for (let i = 0; i < 81; i++) {
    const ch = text[i];
    if (ch === '.') continue;
    const code = ch.charCodeAt(0) - 48;
    if (code < 0 || code > 9) return undefined;
    grid[i] = code;
  }
  return grid;
}

/** "row 3, column 5": a cell as messages and screen readers name it. */
export function cellWords(cell: number): string {
  return `row ${Math.floor(cell / 9) + 1}, column ${(cell % 9) + 1}`;
}
