import { PEERS } from '@sudoku/core';

/**
 * Sets of cells as three 27-bit words (one per band of three rows): cheap
 * unions, intersections and "sees every cell of" tests.
 */
export type CellSet = Int32Array;

export function emptySet(): CellSet {
  return new Int32Array(3);
}

export function addCell(set: CellSet, cell: number): void {
  set[(cell / 27) | 0] |= 1 << (cell % 27);
}

export function hasCell(set: CellSet, cell: number): boolean {
  return (set[(cell / 27) | 0] & (1 << (cell % 27))) !== 0;
}

export function isEmptySet(set: CellSet): boolean {
  return (set[0] | set[1] | set[2]) === 0;
}

/** The peers of each cell, as sets. */
export const PEER_SETS: readonly CellSet[] = Array.from({ length: 81 }, (_, cell) => {
  const set = emptySet();
  for (let k = cell * 20; k < cell * 20 + 20; k++) addCell(set, PEERS[k]);
  return set;
});

/** The cells of a set, in order. */
export function cellsOf(set: CellSet): number[] {
  const cells: number[] = [];
  for (let w = 0; w < 3; w++) {
    for (let m = set[w]; m; m &= m - 1) cells.push(w * 27 + 31 - Math.clz32(m & -m));
  }
  return cells;
}
