import { PuzzleFormatError, PuzzleReader } from '@sudoku/core';
import type { PieceFormatError, PieceJob, PieceResult } from './piece-job.js';

/** A piece's puzzles, read by core's tolerant reader: grid k at `cells[81k…81k+81)`. */
export interface PieceGrids {
  cells: Uint8Array;
  count: number;
  /** Newlines the piece held. */
  lines: number;
  /** The line (1-based, in the piece) each puzzle begins on. */
  startLines: Int32Array;
}

/**
 * Reads every puzzle of a piece before any of them is worked on, so a
 * format error anywhere costs no work. A byte-order mark is skipped only in
 * the input's first piece.
 */
export function readPieceGrids(job: PieceJob): PieceGrids | { formatError: PieceFormatError } {
  let cells = new Uint8Array(81 * 64);
  let count = 0;
  let startLines = new Int32Array(64);
  const reader: PuzzleReader = new PuzzleReader(
    (grid) => {
      if ((count + 1) * 81 > cells.length) {
        const bigger = new Uint8Array(cells.length * 2);
        bigger.set(cells);
        cells = bigger;
        const more = new Int32Array(startLines.length * 2);
        more.set(startLines);
        startLines = more;
      }
      startLines[count] = reader.puzzleLine;
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
  return { cells, count, lines: reader.linesRead, startLines };
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
