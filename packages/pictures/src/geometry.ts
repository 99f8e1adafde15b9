/** The board's margin, in drawing units. */
export const MARGIN = 2;
/** A cell's side: a 3×3 of candidate slots of 10. */
export const CELL = 30;
/** The picture's side (its viewBox is 0 0 BOARD BOARD): nine cells and the margins. */
export const BOARD = 9 * CELL + 2 * MARGIN;

/** A point on the board. */
export interface Point {
  /** Rightwards from the picture's left edge. */
  x: number;
  /** Downwards from its top edge. */
  y: number;
}

/** The top-left corner of a cell. */
export function cellCorner(cell: number): Point {
  return { x: MARGIN + (cell % 9) * CELL, y: MARGIN + Math.floor(cell / 9) * CELL };
}

/** The centre of a cell. */
export function cellCentre(cell: number): Point {
  const { x, y } = cellCorner(cell);
  return { x: x + CELL / 2, y: y + CELL / 2 };
}

/** The centre of a candidate's slot: digits 1-3 on the top row of the cell, 7-9 on the bottom. */
export function candidatePoint(cell: number, digit: number): Point {
  const { x, y } = cellCorner(cell);
  const slot = CELL / 3;
  return {
    x: x + ((digit - 1) % 3) * slot + slot / 2,
    y: y + Math.floor((digit - 1) / 3) * slot + slot / 2,
  };
}

/** The rectangle a house covers: 0-8 rows, 9-17 columns, 18-26 boxes. */
export function houseRect(unit: number): Point & { width: number; height: number } {
  const k = unit % 9;
  if (unit < 9) return { x: MARGIN, y: MARGIN + k * CELL, width: 9 * CELL, height: CELL };
  if (unit < 18) return { x: MARGIN + k * CELL, y: MARGIN, width: CELL, height: 9 * CELL };
  return {
    x: MARGIN + (k % 3) * 3 * CELL,
    y: MARGIN + Math.floor(k / 3) * 3 * CELL,
    width: 3 * CELL,
    height: 3 * CELL,
  };
}

/** A coordinate as the SVG writes it: one decimal at most. */
export function num(v: number): string {
  return String(Math.round(v * 10) / 10);
}
