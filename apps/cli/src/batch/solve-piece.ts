import {
  type GridFormat,
  gridRecordBytes,
  PuzzleFormatError,
  PuzzleReader,
  type Solver,
  writeGridAt,
} from '@sudoku/core';
import { solveExactClassic } from './exact-classic.js';
import { solveExactLines } from './exact-lines.js';
import {
  outputBuffer,
  type PieceFailure,
  type PieceJob,
  type PieceResult,
  pieceResult,
  solveOne,
} from './piece-job.js';

/**
 * Parses, solves and formats a piece: through a fast path when the piece is
 * laid out exactly as the output will be (the classic layout of `sudoku -c`,
 * the common case and the one the targets measure; or one puzzle per line),
 * else through core's tolerant reader.
 */
export function solvePiece(solver: Solver, job: PieceJob, format: GridFormat): PieceResult {
  const fast = format === 'grid' ? solveExactClassic(solver, job) : solveExactLines(solver, job);
  if (fast) return fast;
  const cells = new GrowableCells();
  const reader = new PuzzleReader((grid) => cells.push(grid), { inputStart: job.index === 0 });
  try {
    reader.push(job.bytes);
    if (job.last) reader.end();
  } catch (error) {
    if (!(error instanceof PuzzleFormatError)) throw error;
    const { location, reason } = error;
    return {
      index: job.index,
      puzzles: 0,
      lines: 0,
      output: new Uint8Array(0),
      failures: [],
      formatError: { ...location, reason },
      input: job.bytes,
    };
  }
  const count = cells.count;
  const output = outputBuffer(job, count * gridRecordBytes(format));
  const solution = new Uint8Array(81);
  const failures: PieceFailure[] = [];
  let offset = 0;
  for (let k = 0; k < count; k++) {
    const solved = solveOne(solver, cells.buffer, k * 81, k, solution, failures);
    // index 1: every grid gets its separator (see PieceResult.output).
    offset = writeGridAt(solved ? solution : cells.grid(k), 1, format, output, offset);
  }
  return pieceResult(job, count, reader.linesRead, output, failures);
}

/** Packed puzzles, 81 cells each, in a buffer that doubles as it fills. */
class GrowableCells {
  buffer = new Uint8Array(81 * 256);
  count = 0;

  push(grid: Uint8Array): void {
    if ((this.count + 1) * 81 > this.buffer.length) {
      const bigger = new Uint8Array(this.buffer.length * 2);
      bigger.set(this.buffer);
      this.buffer = bigger;
    }
    this.buffer.set(grid, this.count++ * 81);
  }

  grid(k: number): Uint8Array {
    return this.buffer.subarray(k * 81, k * 81 + 81);
  }
}
