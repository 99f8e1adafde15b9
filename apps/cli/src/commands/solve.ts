import { isPathSpecifier } from '@sudoku/core';
import { addSummaries, type BatchRunSummary, runBatch } from '../batch/pipeline.js';
import { createProgress, showsProgress } from '../batch/progress.js';
import { CSV_HEADER, type SolveFormat } from '../batch/solve-format.js';
import type { SolveTaskConfig } from '../batch/solve-task.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import type { InputArguments } from '../io/input.js';
import { inputSources } from '../io/input-list.js';
import { withOutput } from '../io/output.js';
import { resolveOutput } from '../io/output-target.js';
import { inputsForShard } from '../shard/shard-input.js';
import { keepGoingWithShard, type ShardArgument } from '../shard/shard-spec.js';
import { loadStrategy, portableSpecifier } from '../strategies.js';
import { workingThreads } from '../threads.js';
import { formatSearchStats, formatSummary, puzzleAt, quietly, type Reporter } from './reporter.js';

export interface SolveCommandOptions {
  strategy: string;
  strategyOptions: Record<string, unknown>;
  threads: number | undefined;
  format: SolveFormat;
  json: boolean;
  output: string | undefined;
  quiet: boolean;
  /** Measure each search and end with what they cost (`--stats`). */
  stats: boolean;
  /** Work on one shard of the input (`--shard K/N`). */
  shard?: ShardArgument | undefined;
  /** Read on past a puzzle that cannot be read: named on stderr, left out of the grids (`--keep-going`). */
  keepGoing?: boolean;
}

const CSV_HEADER_BYTES = new TextEncoder().encode(CSV_HEADER);

/** The task every thread runs: a bundle entry beside this chunk in dist/. */
const SOLVE_TASK = new URL('./solve-task.js', import.meta.url).href;

/**
 * `sudoku solve [FILE]` and `sudoku -s FILE`: every puzzle of the input,
 * solved in input order. The output path, the strategy and the input are
 * checked before any work, so a bad command fails at once and never touches
 * an existing file; the output file appears only when the whole input was
 * read without a format error. A strategy loaded by path has its answers
 * checked: one that is not a solution stops the run before it is written.
 */
export async function solveCommand(
  file: InputArguments,
  options: SolveCommandOptions,
  reporter: Reporter,
): Promise<ExitCode> {
  if (options.shard && options.keepGoing) throw keepGoingWithShard();
  const target = resolveOutput(options.output);
  const plugin = await loadStrategy(options.strategy);
  plugin.create(options.strategyOptions); // rejects bad strategy options before any work
  const sources = await inputSources(file, quietly(options.quiet, reporter));
  const sharded = await inputsForShard(sources, options.shard);
  if (sharded.description && !options.quiet) reporter.info(`sudoku: ${sharded.description}`);
  const inputs = sharded.parts;
  const threads = workingThreads(options.threads, quietly(options.quiet, reporter));
  const config: SolveTaskConfig = {
    strategy: portableSpecifier(options.strategy),
    strategyOptions: options.strategyOptions,
    label: options.strategy,
    format: options.format,
    json: options.json,
    verify: isPathSpecifier(options.strategy),
    stats: options.stats,
    keepGoing: options.keepGoing === true,
  };
  const started = performance.now();
  // The inputs one after another, into one output: numbers count across them, lines within each.
  const { result: summary, description } = await withOutput(target, undefined, async (output) => {
    let total: BatchRunSummary | undefined;
    for (const source of inputs) {
      const name = sources.length > 1 ? source.description : undefined;
      const input = await source.open();
      const summary = await runBatch({
        input,
        output,
        task: { module: SOLVE_TASK, config },
        threads,
        leadingSeparator: options.format === 'grid' && !options.json,
        header: options.format === 'csv' && !options.json ? CSV_HEADER_BYTES : undefined,
        numberLines: options.json,
        place: {
          puzzlesBefore: sharded.puzzlesBefore + (total?.puzzles ?? 0),
          linesBefore: total ? 0 : sharded.linesBefore,
          gridsBefore: sharded.puzzlesBefore + (total ? total.puzzles - total.unreadable : 0),
        },
        keepGoing: options.keepGoing === true,
        progress: createProgress({
          enabled: showsProgress(options.quiet, target),
          label: 'solving',
          unit: 'puzzles',
          total: input.size,
        }),
        onFailure: (puzzle, reason, line) =>
          reporter.problem(`${puzzleAt(puzzle, line, name)}: ${reason}`),
      });
      total = total ? addSummaries(total, summary) : summary;
    }
    return { ...total!, elapsedMs: performance.now() - started };
  });
  if (!options.quiet) reporter.info(formatSummary(summary, plugin.name, description));
  // Asked for, so written even with -q.
  if (options.stats) reporter.info(formatSearchStats(summary.puzzles, summary.stats));
  return summary.unsolvable + summary.invalid + summary.unreadable > 0
    ? EXIT.PUZZLE_FAILED
    : EXIT.OK;
}
