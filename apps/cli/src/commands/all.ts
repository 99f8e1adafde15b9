import { type GridFormat, SudokuError } from '@sudoku/core';
import { createProgress, showsProgress } from '../batch/progress.js';
import { type EnumerationResult, enumerateInParallel } from '../enumerate/parallel-enumeration.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { conflictReason, noSolutionReason } from '../failure-reason.js';
import type { InputArguments } from '../io/input.js';
import { withOutput } from '../io/output.js';
import { type OutputTarget, resolveOutput } from '../io/output-target.js';
import { writeStdout } from '../io/stdout.js';
import { recordHead } from '../puzzle-record.js';
import { thousands } from '../thousands.js';
import { workingThreads } from '../threads.js';
import { readOnePuzzle } from './read-one-puzzle.js';
import { quietly, type Reporter } from './reporter.js';

export interface AllCommandOptions {
  max: number;
  countLimit: number;
  /** As asked; undefined for every core. */
  threads: number | undefined;
  format: GridFormat;
  output: string;
  json: boolean;
  quiet: boolean;
}

/** "1 solution", "42 solutions", "at least 100000000 solutions": plain digits, easy to parse. */
export function formatSolutionCount(count: number, exact: boolean): string {
  return `${exact ? '' : 'at least '}${count} solution${count === 1 ? '' : 's'}`;
}

/**
 * `sudoku all FILE -o OUT`: every solution of one puzzle: the first
 * `--max` go to OUT, replaced atomically (and only when there is one), all are
 * counted (up to `--count-limit`), on worker threads. Prints "N solutions"
 * on stdout (on stderr when the solutions themselves go to stdout).
 */
/** Thrown out of the output's work so the output is abandoned, keeping an old file. */
class NoSolution {
  constructor(readonly found: EnumerationResult) {}
}

const NONE: EnumerationResult = { count: 0, exact: true, written: 0, parts: 0, threads: 0 };

export async function allCommand(
  file: InputArguments,
  options: AllCommandOptions,
  reporter: Reporter,
): Promise<ExitCode> {
  if (options.countLimit < options.max) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `--count-limit (${options.countLimit}) must be at least --max (${options.max})`,
    );
  }
  const target = resolveOutput(options.output);
  const toStdout = target.kind === 'stdout';
  if (toStdout && options.json) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      '--json needs -o FILE: with -o - the solutions themselves go to standard output',
    );
  }
  const { puzzle, description: source } = await readOnePuzzle(
    file,
    quietly(options.quiet, reporter),
  );
  const threads = workingThreads(options.threads, quietly(options.quiet, reporter));
  const started = performance.now();
  const progress = createProgress({
    enabled: showsProgress(options.quiet, target),
    label: 'enumerating',
    unit: 'solutions',
  });
  const conflict = conflictReason(puzzle);
  // A puzzle with no solution is a failed run: the output file is left as it was.
  const { result, description: destination } = conflict
    ? { result: NONE, description: describeTarget(target) }
    : await withOutput(target, progress, async (output) => {
        const found = await enumerateInParallel({
          puzzle,
          keep: options.max,
          countLimit: options.countLimit,
          threads,
          format: options.format,
          write: (bytes) => output.write(bytes),
          onProgress: (count, written) =>
            progress.update(count, count, ` | ${thousands(written)} written`),
        });
        if (found.count === 0) throw new NoSolution(found);
        return found;
      }).catch((error: unknown) => {
        if (!(error instanceof NoSolution)) throw error;
        return { result: error.found, description: describeTarget(target) };
      });
  const elapsedMs = performance.now() - started;
  const reason = conflict ?? (result.count === 0 ? noSolutionReason(puzzle) : null);
  // The message names the input, as every other command's does; --json's reason stays bare, as theirs.
  if (reason) reporter.problem(`${source}: ${reason}`);
  const line = options.json
    ? JSON.stringify({
        ...recordHead(1, puzzle),
        status: conflict ? 'invalid' : result.count === 0 ? 'unsolvable' : 'solved',
        reason,
        count: result.count,
        exact: result.exact,
        written: result.written,
        output: destination,
        format: options.format,
        threads: result.threads,
        parts: result.parts,
        timeMs: Math.round(elapsedMs),
      })
    : formatSolutionCount(result.count, result.exact);
  if (toStdout) reporter.info(line);
  else await writeStdout(`${line}\n`);
  if (!options.quiet && !options.json && result.count > 0) {
    const what =
      result.written === result.count && result.exact
        ? `all ${thousands(result.count)} solution${result.count === 1 ? '' : 's'}`
        : `the first ${thousands(result.written)} of ${result.exact ? '' : 'at least '}${thousands(result.count)} solutions`;
    const seconds = (elapsedMs / 1000).toFixed(2);
    const on = `${result.threads} thread${result.threads === 1 ? '' : 's'}, ${result.parts} part${result.parts === 1 ? '' : 's'}`;
    reporter.info(`wrote ${what} in ${seconds} s (${on}) → ${destination}`);
  }
  return result.count === 0 ? EXIT.PUZZLE_FAILED : EXIT.OK;
}

/** Where the solutions were to go, for messages when none went. */
function describeTarget(target: OutputTarget): string {
  return target.kind === 'file' ? target.path : target.shown;
}
