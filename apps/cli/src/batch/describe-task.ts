import type { Describe, PuzzleLine } from '../commands/puzzle-line.js';
import { recordHead } from '../puzzle-record.js';
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

/** Puzzles to describe: the unit a thread is dealt (see deal/run-puzzles.ts). */
export interface DescribeJob {
  /** Position of this job in the run; results are written in this order. */
  index: number;
  /** The input's number of its first puzzle, from 0. */
  first: number;
  /** The puzzles, 81 cells each. */
  cells: Uint8Array;
  /** Puzzles that could not be read (their place in the job) and why, with --keep-going: each gets an invalid line. */
  invalid?: { at: number; reason: string }[];
}

/** What a thread sends back for a job. */
export interface DescribeResult {
  index: number;
  /** One line per puzzle kept, in order (JSON lines numbered). */
  output: Uint8Array;
  /** The job's puzzles with a problem (0-based in the job), and what it is: reported on stderr, exit 1. */
  problems: { puzzle: number; reason: string }[];
  /** How long the job took in its thread: the next jobs are sized by it. */
  ms: number;
}

const encoder = new TextEncoder();

/**
 * The task of every per-puzzle command (a bundle entry:
 * dist/describe-task.js): puzzles in, one line each out, in order.
 */
export async function createTask(
  config: DescribeTaskConfig,
): Promise<Task<DescribeJob, DescribeResult>> {
  const { describe } = (await import(config.module)) as { describe: Describe };
  return ({ index, first, cells, invalid }) => {
    const started = performance.now();
    const problems: DescribeResult['problems'] = [];
    const unread = new Map(invalid?.map(({ at, reason }) => [at, reason]));
    let text = '';
    for (let k = 0; k * 81 < cells.length; k++) {
      const number = first + k + 1;
      const grid = cells.slice(k * 81, k * 81 + 81);
      const reason = unread.get(k);
      const line =
        reason === undefined ? describe(grid, config.options, number) : invalidLine(reason);
      if (line.problem !== undefined) problems.push({ puzzle: k, reason: line.problem });
      if (line.omit) continue;
      // The puzzle's number, text and givens first, as every command's JSON lines have them.
      const head =
        reason === undefined
          ? recordHead(number, grid)
          : { index: number, input: null, givens: null };
      text += `${config.json ? JSON.stringify({ ...head, ...line.json }) : line.text}\n`;
    }
    const output = encoder.encode(text);
    return { index, output, problems, ms: performance.now() - started };
  };
}

/** The line of a puzzle that could not be read (--keep-going): its line, column and why. */
function invalidLine(reason: string): PuzzleLine {
  return { text: `invalid: ${reason}`, json: { status: 'invalid', reason }, problem: reason };
}
