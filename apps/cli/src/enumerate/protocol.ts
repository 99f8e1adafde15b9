import type { GridFormat } from '@sudoku/core';

/**
 * What the main thread and the enumeration workers share. Counts live in a
 * SharedArrayBuffer so that nobody waits on a message to learn them:
 *
 * - `counts` (BigInt64Array, parts + 1 slots): slot p is the number of
 *   solutions part p has found so far (published every PUBLISH_EVERY and at
 *   the end), the last slot the total over all parts (for the count limit);
 * - `cutoff` (Int32Array, 1 slot): the first part whose solutions are no
 *   longer needed in the file, because the parts before it already hold
 *   `keep` of them. It only ever decreases.
 */
export interface EnumerateWorkerData {
  counts: SharedArrayBuffer;
  cutoff: SharedArrayBuffer;
  /** Slot of `counts` that holds the total. */
  totalSlot: number;
  /** Solutions to write at most, over the whole run. */
  keep: number;
  /** Stop counting once the total reaches this (only parts that no longer write may stop). */
  countLimit: number;
  format: GridFormat;
}

/** One part of `splitSearch` to enumerate. */
export interface EnumerateJob {
  part: number;
  grid: Uint8Array;
}

/**
 * Worker → main. `chunk`: formatted solutions of a part, in order; every
 * solution takes core's `gridRecordBytes(format)` bytes, in the classic layout
 * including the blank line before it (the main thread drops the file's very
 * first byte). `done`: the part's final count; `stopped` when it stopped at
 * the count limit before its end.
 */
export type EnumerateMessage =
  | { type: 'chunk'; part: number; bytes: Uint8Array; solutions: number }
  | { type: 'done'; part: number; count: number; stopped: boolean };

/** Solutions per chunk message: ~650 KB in the classic layout. */
export const CHUNK_SOLUTIONS = 4096;

/** How often (in solutions) a worker publishes its count and checks the limit. */
export const PUBLISH_EVERY = 1024;
