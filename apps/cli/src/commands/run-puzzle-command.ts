import type { DescribeTaskConfig } from '../batch/describe-task.js';
import { WARM_WORKER_COMMANDS } from '../batch/early-worker.js';
import { createProgress, showsProgress } from '../batch/progress.js';
import { runPuzzles } from '../deal/run-puzzles.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import type { InputArguments } from '../io/input.js';
import { inputSources } from '../io/input-list.js';
import { withOutput } from '../io/output.js';
import { resolveOutput } from '../io/output-target.js';
import { inputsForShard } from '../shard/shard-input.js';
import { keepGoingWithShard, type ShardArgument } from '../shard/shard-spec.js';
import { onStopKeep } from '../stop.js';
import { workingThreads } from '../threads.js';
import { LOGIC_JOB_MS, type PuzzleCommandSpec } from './puzzle-command.js';
import { puzzleAt, quietly, type Reporter } from './reporter.js';
import { stoppedRunNote } from './stopped-run.js';

/** Bundle entries beside this chunk in dist/ (see the build script). */
const here = (name: string) => new URL(`./${name}.js`, import.meta.url).href;

const encoder = new TextEncoder();

/**
 * Runs a per-puzzle command: the output path is checked first, then the
 * input's puzzles are dealt to the threads, which run the command's
 * `describe` on each (deal/run-puzzles.ts). Lines come out in input order,
 * line i for puzzle i (problems included, so scripts can zip them), each as
 * soon as it and those before it are done, and memory stays flat whatever
 * the input's size. A puzzle with a problem is reported on stderr and makes
 * the exit status 1. A run stopped by a signal keeps the results it wrote
 * and says how to go on (`--skip N`).
 */
export async function runPuzzleCommand(
  file: InputArguments,
  spec: PuzzleCommandSpec,
  opts: Record<string, unknown>,
  reporter: Reporter,
): Promise<ExitCode> {
  const form = spec.form?.(opts);
  const target = resolveOutput(form ? form.output : (opts.output as string | undefined));
  const sources = await inputSources(file, quietly(opts.quiet === true, reporter));
  const shard = opts.shard as ShardArgument | undefined;
  if (shard && opts.keepGoing === true) throw keepGoingWithShard();
  const sharded = await inputsForShard(sources, shard);
  const inputs = sharded.parts;
  if (sharded.description && opts.quiet !== true) reporter.info(`sudoku: ${sharded.description}`);
  const json = opts.json === true;
  const skip = (opts.skip as number | undefined) ?? 0;
  const threads = workingThreads(
    opts.threads as number | undefined,
    quietly(opts.quiet === true, reporter),
  );
  const config: DescribeTaskConfig = {
    module: here(form?.module ?? spec.module),
    options: {
      ...(spec.logic ? { timeLimit: opts.timeLimit } : {}),
      ...(spec.describeOptions?.(opts) as object | undefined),
    },
    json,
  };
  let problems = 0;
  const start = Math.max(skip, sharded.puzzlesBefore);
  let written = start;
  await withOutput(target, undefined, async (output) => {
    if (form?.start)
      await output.write(encoder.encode(form.start(inputs.map((i) => i.description).join(', '))));
    const forget = onStopKeep(() => {
      if (written === start) return undefined;
      output.keepWritten();
      return stoppedRunNote(target, start, written);
    });
    return runPuzzles({
      inputs,
      output,
      task: { module: here('describe-task'), config },
      threads,
      skip,
      keepGoing: opts.keepGoing === true,
      place: { ...sharded, severalInputs: sources.length > 1 },
      jobMs: spec.logic ? LOGIC_JOB_MS : undefined,
      warmWorker: WARM_WORKER_COMMANDS.has(spec.name),
      progress: createProgress({
        enabled: showsProgress(opts.quiet === true, target),
        label: spec.label,
        unit: 'puzzles',
        counted: true,
      }),
      onFailure(puzzle, reason, line, input) {
        problems++;
        reporter.problem(`${puzzleAt(puzzle, line, input)}: ${reason}`);
      },
      onWritten(puzzles) {
        written = puzzles;
      },
    })
      .then(async () => {
        if (form?.end) await output.write(encoder.encode(form.end));
      })
      .finally(forget);
  });
  return problems > 0 ? EXIT.PUZZLE_FAILED : EXIT.OK;
}
