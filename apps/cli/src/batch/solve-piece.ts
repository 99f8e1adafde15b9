import type { Solver } from '@sudoku/core';
import { solveExactClassic } from './exact-classic.js';
import { solveExactLines } from './exact-lines.js';
import { readPieceGrids, stoppedPiece } from './piece-grids.js';
import {
  outputBuffer,
  type PieceFailure,
  type PieceJob,
  type PieceResult,
  pieceResult,
  solveOne,
} from './piece-job.js';
import { answerBytes, type SolveFormat, writeAnswer } from './solve-format.js';

/**
 * Parses, solves and formats a piece: through a fast path when the piece is
 * laid out exactly as the output will be (the classic layout of `sudoku -c`,
 * the common case and the one the targets measure; or one puzzle per line),
 * else through core's tolerant reader. With `keepGoing` a puzzle that
 * cannot be read is a failure, left out of the grids.
 */
export function solvePiece(
  solver: Solver,
  job: PieceJob,
  format: SolveFormat,
  keepGoing = false,
): PieceResult {
  const fast =
    format === 'grid'
      ? solveExactClassic(solver, job)
      : format === 'line'
        ? solveExactLines(solver, job)
        : undefined;
  if (fast) return fast;
  const read = readPieceGrids(job, keepGoing);
  if ('formatError' in read) return stoppedPiece(job, { formatError: read.formatError });
  const { cells, count, lines, startLines, unreadable } = read;
  const output = outputBuffer(job, count * answerBytes(format));
  const solution = new Uint8Array(81);
  const failures: PieceFailure[] = [];
  let offset = 0;
  for (let k = 0; k < count; k++) {
    const bad = unreadable.get(k);
    if (bad) {
      failures.push(bad);
      continue;
    }
    const solved = solveOne(solver, cells, k * 81, k, startLines[k], solution, failures);
    const puzzle = cells.subarray(k * 81, k * 81 + 81);
    offset = writeAnswer(puzzle, solved ? solution : undefined, format, output, offset);
  }
  return pieceResult(job, count, lines, output.subarray(0, offset), failures);
}
