import { gridToString, type Solver, type SolveStats } from '@sudoku/core';
import { puzzleFields } from '../puzzle-record.js';
import { readPieceGrids, stoppedPiece } from './piece-grids.js';
import {
  outputBuffer,
  type PieceFailure,
  type PieceJob,
  type PieceResult,
  pieceResult,
  type SearchTotals,
  solveMeasured,
  solveOne,
} from './piece-job.js';
import { answerBytes, type SolveFormat, writeAnswer } from './solve-format.js';
import { StrategyFault } from './verified-solver.js';

const encoder = new TextEncoder();

/**
 * Solves a piece puzzle by puzzle, for the cases the fast paths of
 * solve-piece.ts do not cover: `--stats` (each search measured, through
 * the strategy's `solve`), `--json` (one object per puzzle, without its
 * number: the writer, which knows how many came before, puts it first) and a
 * strategy whose answers are checked (verified-solver.ts), whose fault must
 * name its puzzle. Reads the piece with the tolerant reader.
 */
export function solveEach(
  solver: Solver,
  job: PieceJob,
  options: { json: boolean; format: SolveFormat; stats: boolean; keepGoing?: boolean },
): PieceResult {
  const totals: SearchTotals | undefined = options.stats
    ? { nodes: 0, guesses: 0, noGuess: 0, searchMs: 0 }
    : undefined;
  let measured: SolveStats | undefined;
  const read = readPieceGrids(job, options.keepGoing);
  if ('formatError' in read) return stoppedPiece(job, { formatError: read.formatError });
  const { cells, count, lines, startLines, unreadable } = read;
  const failures: PieceFailure[] = [];
  const solution = new Uint8Array(81);
  const grid = (k: number) => cells.subarray(k * 81, k * 81 + 81);
  let json = '';
  const output = options.json ? undefined : outputBuffer(job, count * answerBytes(options.format));
  let offset = 0;
  for (let k = 0; k < count; k++) {
    const bad = unreadable.get(k);
    if (bad) {
      // Left out of the grids; the writer gives --json its line, which knows the input's line numbers.
      failures.push(bad);
      continue;
    }
    let solved: boolean;
    try {
      if (totals) {
        const run = solveMeasured(solver, grid(k), k, startLines[k], solution, failures);
        solved = run.solved;
        measured = run.stats;
        totals.nodes += measured.nodes;
        totals.guesses += measured.guesses;
        totals.searchMs += measured.elapsedMs;
        if (solved && measured.guesses === 0) totals.noGuess++;
      } else solved = solveOne(solver, cells, k * 81, k, startLines[k], solution, failures);
    } catch (error) {
      if (!(error instanceof StrategyFault)) throw error;
      return stoppedPiece(job, {
        fault: { puzzle: k, line: startLines[k], reason: error.message },
      });
    }
    if (output) {
      offset = writeAnswer(grid(k), solved ? solution : undefined, options.format, output, offset);
    } else {
      const failure = solved ? undefined : failures[failures.length - 1];
      json += `${JSON.stringify({
        ...puzzleFields(grid(k)),
        status: failure ? failure.kind : 'solved',
        reason: failure ? failure.reason : null,
        solution: solved ? gridToString(solution) : null,
        ...(measured && {
          nodes: measured.nodes,
          guesses: measured.guesses,
          timeMs: Number(measured.elapsedMs.toFixed(3)),
        }),
      })}\n`;
    }
  }
  const result = pieceResult(
    job,
    count,
    lines,
    output ? output.subarray(0, offset) : encoder.encode(json),
    failures,
  );
  if (totals) result.stats = totals;
  return result;
}
