import type { Solver } from '@sudoku/core';
import {
  CLASSIC_SPAN,
  gridRecordBytes,
  parseClassicGridAt,
  writeClassicDigits,
} from '@sudoku/core/batch';
import { LF } from '@sudoku/core/kernel';
import {
  type ExactLayout,
  exactRecords,
  PIECE_HEAD,
  type PieceJob,
  type PieceResult,
  pieceResult,
  solveRecords,
} from './piece-job.js';

/** A grid in the exact classic layout and the blank line after it. */
const RECORD = gridRecordBytes('grid');

/** The layout `sudoku -c` writes; an unsolved grid is already in place as given. */
const CLASSIC: ExactLayout = {
  linesPerRecord: 10,
  solveText: (batch, text, at, out, outAt) => batch.solveClassicText(text, at, out, outAt),
  decode: parseClassicGridAt,
  write: (grid, out, at) => writeClassicDigits(grid, 0, out, at),
};

/**
 * The fast path of `sudoku -s`: a piece that is nothing but grids in the
 * exact classic layout, each followed by one blank line (the input's last
 * grid may lack its blank line and its final newline). The output then has
 * the input's own layout, so each solution is written over its puzzle's
 * digits: no per-puzzle formatting. With a strategy's `solveClassicText` the
 * digits are not even decoded first: it parses, solves and writes back in
 * one go. Returns undefined for any other piece, which then goes through the
 * tolerant reader.
 *
 * When the host left room around the piece (PIECE_HEAD bytes before, the
 * missing newlines after), the piece is solved in place and the separator
 * goes in front of it: the output is the input's own buffer, and nothing is
 * copied. A piece found not to be exact halfway has then had its first
 * grids solved in place; the tolerant path reads those as complete grids,
 * which solve to themselves, so its output is the same.
 */
export function solveExactClassic(solver: Solver, job: PieceJob): PieceResult | undefined {
  // Each grid preceded by its separator (PIECE_HEAD), as the general path formats it.
  const records = exactRecords(job, RECORD, 2, PIECE_HEAD);
  if (!records) return undefined;
  const { count, missing, output } = records;
  const { bytes } = job;
  const n = bytes.length;
  for (let k = 0; k < count; k++) {
    const end = k * RECORD + CLASSIC_SPAN;
    if ((end < n && bytes[end] !== LF) || (end + 1 < n && bytes[end + 1] !== LF)) return undefined;
  }
  output[0] = LF;
  output.fill(LF, 1 + n);
  const failures = solveRecords(solver, CLASSIC, bytes, output, {
    count,
    record: RECORD,
    head: PIECE_HEAD,
  });
  return failures && pieceResult(job, count, 10 * count - missing, output, failures);
}
