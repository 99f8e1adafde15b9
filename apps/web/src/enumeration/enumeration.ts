import type { Grid } from '@sudoku/core';
import type { Progress } from '../worker/protocol.js';
import { TaskCancelledError } from '../worker/worker-client.js';
import type { WorkerPool } from '../worker/worker-pool.js';

/** Bytes of one solution in the worker's chunks: a blank separator line, then 9 lines of 9 digits. */
export const RECORD_BYTES = 163;
/** Solutions per slice of a capped run: the most a worker can find past the cap. */
const KEEP_SLICE = 50_000;
/** The first slice only opens the tree, so every worker soon has a piece of its own. */
const FIRST_SLICE = 2_000;
/** Solutions per slice when only counting: long enough that messages cost nothing. */
const COUNT_SLICE = 2_000_000;

export interface EnumerationOptions {
  /** Stop once more than this many solutions are known (default: count them all). */
  limit?: number;
  /** Keep the first `limit` solutions as file text. */
  keep?: boolean;
  /** Called as counts grow: solutions found so far, in all workers. */
  onProgress?: (found: number) => void;
}

/** How a run ended. `file` holds the first `kept` solutions, one per blank-line-separated grid. */
export interface EnumerationOutcome {
  /** complete: `count` is the total; limit: there are more than `limit`; cancelled: at least `count`. */
  status: 'complete' | 'limit' | 'cancelled';
  count: number;
  kept: number;
  file?: Blob | undefined;
}

interface Piece {
  grid: Grid;
  state: 'pending' | 'running' | 'done';
  count: number;
  chunks: Blob[];
}

/**
 * Every solution of `grid`, counted (and with `keep`, the first `limit` kept
 * in order) by all the pool's workers. The search tree is handed out in
 * slices (enumerate-slice.ts): a worker enumerates a piece up to a budget
 * and returns the rest of its tree as new pieces, which go right after it,
 * so the list of pieces stays in the engine's canonical order and the file is
 * their concatenation. Free workers take the first pending piece, so they
 * all work near the front, and a capped run stops as soon as the pieces
 * before the cap are done. The workers send their text as Blobs (copied
 * into the browser's blob store off the page's thread), so the page only
 * strings references together and never copies the file.
 */
export function enumerate(
  pool: WorkerPool,
  grid: Grid,
  options: EnumerationOptions = {},
): Promise<EnumerationOutcome> {
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const keep = options.keep === true && Number.isFinite(limit);
  const pieces: Piece[] = [{ grid, state: 'pending', count: 0, chunks: [] }];
  const idle = Array.from({ length: pool.size }, (_, slot) => slot);
  let finished = false;

  return new Promise<EnumerationOutcome>((resolve, reject) => {
    const found = () => pieces.reduce((sum, p) => sum + p.count, 0);
    /** Solutions of the done pieces at the front, and how many pieces that is. */
    const donePrefix = () => {
      let count = 0;
      let n = 0;
      while (n < pieces.length && pieces[n].state === 'done') count += pieces[n++].count;
      return { count, n, partial: n < pieces.length ? pieces[n] : undefined };
    };
    const fileOf = (pieceCount: number, extra: Piece | undefined, kept: number) => {
      if (!keep || kept === 0) return undefined;
      const parts = pieces.slice(0, pieceCount).flatMap((p) => p.chunks);
      if (extra) parts.push(...extra.chunks);
      // Each record starts with its separator line: drop the first one.
      return new Blob(parts, { type: 'text/plain' }).slice(1, kept * RECORD_BYTES);
    };
    const finish = (outcome: EnumerationOutcome) => {
      if (finished) return;
      finished = true;
      if (outcome.status !== 'cancelled') pool.cancel(); // stops workers still searching past the cap
      resolve(outcome);
    };
    const check = () => {
      const prefix = donePrefix();
      if (prefix.count > limit) {
        finish({
          status: 'limit',
          count: limit,
          kept: limit,
          file: fileOf(prefix.n, undefined, limit),
        });
      } else if (prefix.n === pieces.length) {
        const kept = Math.min(prefix.count, limit);
        finish({
          status: 'complete',
          count: prefix.count,
          kept,
          file: fileOf(prefix.n, undefined, kept),
        });
      }
    };
    const cancelled = () => {
      const prefix = donePrefix();
      const inOrder =
        prefix.count + (prefix.partial?.state === 'running' ? prefix.partial.count : 0);
      const kept = Math.min(inOrder, limit);
      finish({
        status: 'cancelled',
        count: found(),
        kept,
        file: fileOf(prefix.n, prefix.partial, kept),
      });
    };
    const dispatch = () => {
      let before = 0;
      for (const piece of pieces) {
        if (idle.length === 0 || finished) return;
        if (piece.state === 'pending' && before <= limit) run(piece, idle.shift()!, before);
        before += piece.count;
      }
    };
    const run = (piece: Piece, slot: number, before: number) => {
      piece.state = 'running';
      const first = pieces.length === 1 && pool.size > 1;
      const budget = !Number.isFinite(limit)
        ? COUNT_SLICE
        : Math.min(first ? FIRST_SLICE : KEEP_SLICE, limit + 1 - before);
      const onProgress = (p: Progress) => {
        if (finished) return;
        piece.count = p.count;
        if (p.chunk) piece.chunks.push(p.chunk);
        options.onProgress?.(found());
      };
      pool
        .client(slot)
        .run({ type: 'slice', grid: piece.grid, budget, keep }, onProgress)
        .then((result) => {
          if (finished) return;
          piece.count = result.count;
          piece.state = 'done';
          const rest: Piece[] = [];
          for (let at = 0; at < result.rest.length; at += 81) {
            rest.push({
              grid: result.rest.slice(at, at + 81),
              state: 'pending',
              count: 0,
              chunks: [],
            });
          }
          pieces.splice(pieces.indexOf(piece) + 1, 0, ...rest);
          idle.push(slot);
          options.onProgress?.(found());
          check();
          dispatch();
        })
        .catch((error: unknown) => {
          if (finished) return;
          if (error instanceof TaskCancelledError) cancelled();
          else {
            finished = true;
            pool.cancel();
            reject(error);
          }
        });
    };
    dispatch();
  });
}
