import { ALL_DIGITS } from '@sudoku/core';
import { PLACED_BOARDS } from '@sudoku/core/kernel';

/**
 * A position as digit bitboards: for each digit d (0-8) and band b (rows
 * 3b-3b+2), one 27-bit board at index d·3 + b of the cells of that band where
 * d may still go (bit 9·row + column, row within the band), a cell where d
 * is placed included; then at {@link PLACED} + b the placed cells of band b.
 * 30 ints (120 bytes) instead of 81 16-bit cells: a placement is a dozen
 * word operations instead of a walk over 20 peers, and singles are found
 * for a whole board at once. The layout is JCZSolve's (Zhou Yundong) and
 * fsss2's (M. Dobrichev), placed on by core's kernel (`placeOnBands`); the
 * propagator (propagator.ts) is our own: plain singles, no permutation tables.
 */
export type Position = Int32Array;

/** Ints a position holds (27 digit boards, 3 placed boards). */
export const POSITION_INTS = 30;
/** Index of band 0's board of placed cells. */
export const PLACED = PLACED_BOARDS;

/** Flag of a filled cell in {@link cellValue}'s answer. */
export const FILLED = 0x200;
/** The digit (1-9) of a filled cell's value. */
export function cellDigit(value: number): number {
  return 32 - Math.clz32(value & ALL_DIGITS);
}

/** A cell (0-80) of `position`: its candidate set (bit d-1 = digit d), or its digit bit | {@link FILLED}. */
export function cellValue(position: Position, cell: number): number {
  const b = (cell / 27) | 0;
  const bit = 1 << (cell - 27 * b);
  let m = 0;
  for (let d = 0; d < 9; d++) if ((position[d * 3 + b] & bit) !== 0) m |= 1 << d;
  return (position[PLACED + b] & bit) !== 0 ? m | FILLED : m;
}

/** Writes the digits (1-9) of a solved position into `out`. */
export function readSolution(position: Position, out: Uint8Array): void {
  for (let board = 0; board < PLACED; board++) {
    const digit = ((board / 3) | 0) + 1;
    const base = 27 * (board % 3);
    for (let x = position[board]; x !== 0; x &= x - 1) out[base + 31 - Math.clz32(x & -x)] = digit;
  }
}
