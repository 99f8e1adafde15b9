import type { Describe } from '../commands/puzzle-line.js';
import { readPieceGrids, stoppedPiece } from './piece-grids.js';
import { type PieceFailure, type PieceJob, type PieceResult, pieceResult } from './piece-job.js';
import type { Task } from './task.js';

/** What every thread of a per-puzzle command is told (see task.ts). */
export interface DescribeTaskConfig {
  /** URL of the command's module, which exports `describe` (src/describe/NAME.ts). */
  module: string;
  /** The command's options for `describe` (plain data). */
  options: unknown;
  /** One JSON object per puzzle instead of a text line. */
  json: boolean;
}

const encoder = new TextEncoder();

/**
 * The task of every per-puzzle command (a bundle entry:
 * dist/describe-task.js): a piece of input in, one line per puzzle out, in
 * the piece's order. JSON lines leave out the puzzle number, which the
 * writer puts first (it knows how many puzzles came before the piece).
 */
export async function createTask(config: DescribeTaskConfig): Promise<Task<PieceJob, PieceResult>> {
  const { describe } = (await import(config.module)) as { describe: Describe };
  return (job) => {
    const read = readPieceGrids(job);
    if ('formatError' in read) return stoppedPiece(job, { formatError: read.formatError });
    const failures: PieceFailure[] = [];
    let text = '';
    for (let k = 0; k < read.count; k++) {
      const line = describe(read.cells.slice(k * 81, k * 81 + 81), config.options);
      if (line.problem !== undefined) {
        failures.push({
          puzzle: k,
          kind: 'unsolvable',
          reason: line.problem,
          line: read.startLines[k],
        });
      }
      text += `${config.json ? JSON.stringify(line.json) : line.text}\n`;
    }
    return pieceResult(job, read.count, read.lines, encoder.encode(text), failures);
  };
}
