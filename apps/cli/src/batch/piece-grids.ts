import { PuzzleFormatError, PuzzleReader } from '@sudoku/core';
import type { PieceFormatError, PieceJob, PieceResult } from './piece-job.js';

/** A piece's puzzles, read by core's tolerant reader: grid k at `cells[81k…81k+81)`. */
export interface PieceGrids {
  cells: Uint8Array;
  count: number;
  /** Newlines the piece held. */
  lines: number;
}

/**
 * Reads every puzzle of a piece before any of them is worked on, so a
 * format error anywhere costs no work. A byte-order mark is skipped only in
 * the input's first piece.
 */
export function readPieceGrids(job: PieceJob): PieceGrids | { formatError: PieceFormatError } {
  let cells = new Uint8Array(81 * 64);
  let count = 0;
  const reader = new PuzzleReader(
    (grid) => {
      if ((count + 1) * 81 > cells.length) {
        const bigger = new Uint8Array(cells.length * 2);
        bigger.set(cells);
        cells = bigger;
      }
      cells.set(grid, count++ * 81);
    },
    { inputStart: job.index === 0 },
  );
  try {
    reader.push(job.bytes);
    if (job.last) reader.end();
  } catch (error) {
    if (!(error instanceof PuzzleFormatError)) throw error;
    return { formatError: { ...error.location, reason: error.reason } };
  }
  return { cells, count, lines: reader.linesRead };
}

/** The result of a piece that stops the run: a format error, or a fault of the work on it. */
export function stoppedPiece(
  job: PieceJob,
  why: Pick<PieceResult, 'formatError'> | Pick<PieceResult, 'fault'>,
): PieceResult {
  return {
    index: job.index,
    puzzles: 0,
    lines: 0,
    output: new Uint8Array(0),
    failures: [],
    input: job.bytes,
    ...why,
  };
}
