import type { DescribeTaskConfig } from '../batch/describe-task.js';
import { runBatch } from '../batch/pipeline.js';
import { createProgress, showsProgress } from '../batch/progress.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { openInput } from '../io/input.js';
import { withOutput } from '../io/output.js';
import { resolveOutput } from '../io/output-target.js';
import { workingThreads } from '../threads.js';
import type { PuzzleCommandSpec } from './puzzle-command.js';
import { puzzleAt, quietly, type Reporter } from './reporter.js';

/** Bundle entries beside this chunk in dist/ (see the build script). */
const here = (name: string) => new URL(`./${name}.js`, import.meta.url).href;

/**
 * Runs a per-puzzle command: the output path is checked first, then the
 * input is streamed through the batch pipeline, whose threads run the
 * command's `describe` on each puzzle. Lines come out in input order, line
 * i for puzzle i (problems included, so scripts can zip them), and memory
 * stays flat whatever the input's size. A puzzle with a problem is reported
 * on stderr and makes the exit status 1.
 */
export async function runPuzzleCommand(
  file: string | undefined,
  spec: PuzzleCommandSpec,
  opts: Record<string, unknown>,
  reporter: Reporter,
): Promise<ExitCode> {
  const target = resolveOutput(opts.output as string | undefined);
  const input = await openInput(file, quietly(opts.quiet === true, reporter));
  const json = opts.json === true;
  const threads = workingThreads(
    opts.threads as number | undefined,
    quietly(opts.quiet === true, reporter),
  );
  const config: DescribeTaskConfig = {
    module: here(spec.module),
    options: spec.describeOptions?.(opts),
    json,
  };
  let problems = 0;
  await withOutput(target, undefined, (output) =>
    runBatch({
      input,
      output,
      task: { module: here('describe-task'), config },
      threads,
      leadingSeparator: false,
      numberLines: json,
      pieceBytes: spec.pieceBytes,
      standbyWorker: spec.slowPuzzles === true,
      progress: createProgress({
        enabled: showsProgress(opts.quiet === true, target),
        label: spec.label,
        unit: 'puzzles',
        total: input.size,
      }),
      onFailure(puzzle, reason, line) {
        problems++;
        reporter.problem(`${puzzleAt(puzzle, line)}: ${reason}`);
      },
    }),
  );
  return problems > 0 ? EXIT.PUZZLE_FAILED : EXIT.OK;
}
