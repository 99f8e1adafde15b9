import { PuzzleFormatError, PuzzleReader } from '@sudoku/core';
import type { PieceFailure, PieceFormatError, PieceJob, PieceResult } from './piece-job.js';

const EMPTY = new Uint8Array(81);

/** A piece's puzzles, read by core's tolerant reader: grid k at `cells[81k…81k+81)`. */
export interface PieceGrids {
  cells: Uint8Array;
  count: number;
  /** Newlines the piece held. */
  lines: number;
  /** The line (1-based, in the piece) each puzzle begins on. */
  startLines: Int32Array;
  /** With `keepGoing`, the puzzles that could not be read, by their place in the piece: their grids are empty. */
  unreadable: Map<number, PieceFailure>;
}

/**
 * Reads every puzzle of a piece before any of them is worked on, so a
 * format error anywhere costs no work. A byte-order mark is skipped only in
 * the input's first piece. `keepGoing` reads on past format errors: each
 * bad puzzle keeps its place, with an empty grid, and is listed.
 */
export function readPieceGrids(
  job: PieceJob,
  keepGoing = false,
): PieceGrids | { formatError: PieceFormatError } {
  let cells = new Uint8Array(81 * 64);
  let count = 0;
  let startLines = new Int32Array(64);
  const unreadable = new Map<number, PieceFailure>();
  const hold = (grid: Uint8Array) => {
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
  };
  const reader: PuzzleReader = new PuzzleReader(hold, {
    inputStart: job.index === 0,
    onError: keepGoing
      ? (error, index) => {
          // A new puzzle's place, or the one just read (an 82nd cell on its line).
          if (index === count) hold(EMPTY);
          const { line, column } = error.location;
          unreadable.set(index, {
            puzzle: index,
            kind: 'invalid',
            reason: error.reason,
            line,
            column,
          });
        }
      : undefined,
  });
  try {
    reader.push(job.bytes);
    if (job.last) reader.end();
  } catch (error) {
    if (!(error instanceof PuzzleFormatError)) throw error;
    return { formatError: { ...error.location, reason: error.reason } };
  }
  return { cells, count, lines: reader.linesRead, startLines, unreadable };
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
