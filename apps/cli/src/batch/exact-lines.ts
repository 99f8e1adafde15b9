import type { Solver } from '@sudoku/core';
import { gridRecordBytes, parseLineGridAt, writeLineGrid } from '@sudoku/core/batch';
import { LF } from '@sudoku/core/kernel';
import {
  type ExactLayout,
  exactRecords,
  type PieceJob,
  type PieceResult,
  pieceResult,
  solveRecords,
} from './piece-job.js';

/** A grid on one line and its newline. */
const RECORD = gridRecordBytes('line');

/** One puzzle per line; an unsolved one is written back with '.' blanks, like the tolerant path. */
const LINES: ExactLayout = {
  linesPerRecord: 1,
  solveText: (batch, text, at, out, outAt) => batch.solveLineText(text, at, out, outAt),
  decode: parseLineGridAt,
  write: writeLineGrid,
};

/**
 * The fast path of `sudoku solve --format line` on input in the same
 * layout: a piece that is nothing but 81-character lines (`0` or `.` for a
 * blank), each ended by a newline (the input's last may lack it). Each
 * answer then takes its puzzle's place byte for byte, so the piece is solved
 * where it lies when the host left room for a missing last newline (the
 * output is the input's own buffer), else copied once. The tolerant reader
 * and the per-grid formatting are skipped. Returns undefined for any other
 * piece, which then goes through the tolerant reader: one whose lines turn
 * out not to be exact halfway has had its first grids solved in place, and
 * the reader reads those as complete grids, which solve to themselves.
 * With a strategy's `solveLineText` a line is not even decoded first: it
 * reads, solves and writes the answer in one go.
 */
export function solveExactLines(solver: Solver, job: PieceJob): PieceResult | undefined {
  const records = exactRecords(job, RECORD, 1, 0);
  if (!records) return undefined;
  const { count, missing, output } = records;
  const { bytes } = job;
  for (let at = RECORD - 1; at < bytes.length; at += RECORD) {
    if (bytes[at] !== LF) return undefined;
  }
  // The input's last newline, when it lacked one (the fast path writes digits only).
  output.fill(LF, bytes.length);
  const failures = solveRecords(solver, LINES, bytes, output, { count, record: RECORD, head: 0 });
  return failures && pieceResult(job, count, count - missing, output, failures);
}
