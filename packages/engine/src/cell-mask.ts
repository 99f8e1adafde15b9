import { PEERS, UNIT_CELLS } from '@sudoku/core';

/**
 * Sets of cells as three 27-bit words (cells 0-26, 27-53, 54-80) in an
 * Int32Array, so "the cells that see all of these" is a few ANDs. Patterns
 * that reason about where their eliminations may fall (strong links, wings,
 * unique loops, almost locked sets) and the Nishio clash check share them.
 */
export type CellMask = Int32Array;

export function emptyCellMask(): CellMask {
  return new Int32Array(3);
}

export function addCell(mask: CellMask, cell: number): void {
  mask[(cell / 27) | 0] |= 1 << (cell % 27);
}

export function hasCell(mask: CellMask, cell: number): boolean {
  return (mask[(cell / 27) | 0] & (1 << (cell % 27))) !== 0;
}

export function isEmptyMask(mask: CellMask): boolean {
  return (mask[0] | mask[1] | mask[2]) === 0;
}

/** The cells of a mask, in increasing order. */
export function maskCells(mask: CellMask): number[] {
  const cells: number[] = [];
  for (let w = 0; w < 3; w++) {
    for (let m = mask[w]; m; m &= m - 1) cells.push(w * 27 + 31 - Math.clz32(m & -m));
  }
  return cells;
}

/** One mask per group of `size` cells, the groups listed one after another in `cells`. */
function groupMasks(cells: Uint8Array, size: number): Int32Array {
  const masks = new Int32Array((cells.length / size) * 3);
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i];
    masks[((i / size) | 0) * 3 + ((cell / 27) | 0)] |= 1 << (cell % 27);
  }
  return masks;
}

/** `PEER_MASKS[cell * 3 + w]`: the 20 peers of each cell. */
export const PEER_MASKS: Int32Array = groupMasks(PEERS, 20);

/** `UNIT_MASKS[u * 3 + w]`: the nine cells of each unit. */
export const UNIT_MASKS: Int32Array = groupMasks(UNIT_CELLS, 9);

/** Keeps in `mask` only the cells that see `cell`. */
export function keepPeersOf(mask: CellMask, cell: number): void {
  mask[0] &= PEER_MASKS[cell * 3];
  mask[1] &= PEER_MASKS[cell * 3 + 1];
  mask[2] &= PEER_MASKS[cell * 3 + 2];
}

/** A mask of the cells that see every listed cell (all 81 for none). */
export function commonPeers(cells: readonly number[]): CellMask {
  const mask = Int32Array.of(0x7ffffff, 0x7ffffff, 0x7ffffff);
  for (const cell of cells) keepPeersOf(mask, cell);
  return mask;
}

/** Removes the cells of unit u from `mask`. */
export function dropUnit(mask: CellMask, u: number): void {
  mask[0] &= ~UNIT_MASKS[u * 3];
  mask[1] &= ~UNIT_MASKS[u * 3 + 1];
  mask[2] &= ~UNIT_MASKS[u * 3 + 2];
}

/** The cells of `mask` whose candidates hold `bit`, in increasing order. */
export function cellsWith(mask: CellMask, candidates: Uint16Array, bit: number): number[] {
  const cells: number[] = [];
  for (const cell of maskCells(mask)) if (candidates[cell] & bit) cells.push(cell);
  return cells;
}
