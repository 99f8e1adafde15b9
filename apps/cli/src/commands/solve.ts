import type { GridFormat } from '@sudoku/core';
import { runBatch } from '../batch/pipeline.js';
import { createProgress } from '../batch/progress.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { openInput } from '../io/input.js';
import { withOutput } from '../io/output.js';
import { loadStrategy, portableSpecifier } from '../strategies.js';
import { defaultThreads } from './defaults.js';
import { formatSummary, type Reporter } from './reporter.js';

export interface SolveCommandOptions {
  strategy: string;
  strategyOptions: Record<string, unknown>;
  threads: number | undefined;
  format: GridFormat;
  output: string | undefined;
  quiet: boolean;
}

/**
 * `sudoku solve [FILE]` and `sudoku -s FILE`: every puzzle of the input,
 * solved in input order. The strategy and the input are checked before the
 * output is opened, so a bad command never touches an existing file; the
 * output file appears only when the whole input was read without a format
 * error.
 */
export async function solveCommand(
  file: string | undefined,
  options: SolveCommandOptions,
  reporter: Reporter,
): Promise<ExitCode> {
  const plugin = await loadStrategy(options.strategy);
  plugin.create(options.strategyOptions); // rejects bad strategy options before any work
  const input = await openInput(file);
  const threads = options.threads ?? defaultThreads();
  const { result: summary, description } = await withOutput(options.output, undefined, (output) =>
    runBatch({
      input,
      output,
      plugin,
      strategySpecifier: portableSpecifier(options.strategy),
      strategyOptions: options.strategyOptions,
      threads,
      format: options.format,
      progress: createProgress({
        enabled: !options.quiet,
        label: 'solving',
        unit: 'puzzles',
        total: input.size,
      }),
      onFailure: (puzzle, reason) => reporter.problem(`puzzle ${puzzle}: ${reason}`),
    }),
  );
  if (!options.quiet) reporter.info(formatSummary(summary, plugin.name, description));
  return summary.unsolvable + summary.invalid > 0 ? EXIT.PUZZLE_FAILED : EXIT.OK;
}
