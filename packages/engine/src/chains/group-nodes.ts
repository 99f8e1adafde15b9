import { BOX_OF, COL_OF, ROW_OF, UNIT_CELLS } from '@sudoku/core';

/**
 * The groups of grouped chains: the two or three cells where a box and a
 * line cross (a "mini-line"), standing for "the digit is in one of them".
 * 54 mini-lines (9 boxes × 3 rows and 3 columns); with a digit, a group.
 */
export const MINI_LINE_COUNT = 54;
/** Cells of each mini-line (3 per mini-line). */
export const MINI_LINE_CELLS = new Uint8Array(MINI_LINE_COUNT * 3);
/** The box (18-26) and the line (0-17) of each mini-line. */
export const MINI_LINE_BOX = new Uint8Array(MINI_LINE_COUNT);
export const MINI_LINE_LINE = new Uint8Array(MINI_LINE_COUNT);
/** The mini-lines of each unit: a box has 6, a line 3. */
export const UNIT_MINI_LINES: readonly number[][] = Array.from({ length: 27 }, () => []);

{
  let m = 0;
  for (let box = 0; box < 9; box++) {
    const top = Math.floor(box / 3) * 3;
    const left = (box % 3) * 3;
    for (let i = 0; i < 3; i++) {
      for (const [line, cells] of [
        [top + i, [0, 1, 2].map((j) => (top + i) * 9 + left + j)],
        [9 + left + i, [0, 1, 2].map((j) => (top + j) * 9 + left + i)],
      ] as const) {
        MINI_LINE_CELLS.set(cells, m * 3);
        MINI_LINE_BOX[m] = 18 + box;
        MINI_LINE_LINE[m] = line;
        UNIT_MINI_LINES[18 + box].push(m);
        UNIT_MINI_LINES[line].push(m);
        m++;
      }
    }
  }
}

/** True when the cell lies in the mini-line. */
export function inMiniLine(m: number, cell: number): boolean {
  return (
    MINI_LINE_CELLS[m * 3] === cell ||
    MINI_LINE_CELLS[m * 3 + 1] === cell ||
    MINI_LINE_CELLS[m * 3 + 2] === cell
  );
}

/** True when the cell sees every cell of the mini-line (shares its box or its line) without being in it. */
export function seesMiniLine(m: number, cell: number): boolean {
  if (inMiniLine(m, cell)) return false;
  const line = MINI_LINE_LINE[m];
  return (
    18 + BOX_OF[cell] === MINI_LINE_BOX[m] ||
    (line < 9 ? ROW_OF[cell] === line : 9 + COL_OF[cell] === line)
  );
}

/** The cells of unit u, for scans. */
export function unitCell(u: number, k: number): number {
  return UNIT_CELLS[u * 9 + k];
}
