import { type GridFormat, SudokuError } from '@sudoku/core';
import { type Difficulty, freshSeed, type Symmetry, type TechniqueId } from '@sudoku/engine';
import { createProgress, showsProgress } from '../batch/progress.js';
import { loadTask, type TaskSpec } from '../batch/task.js';
import { wakeUpCall } from '../batch/wake-up.js';
import { createDealer } from '../deal/dealer.js';
import { JobSizer } from '../deal/job-size.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { type Output, withOutput } from '../io/output.js';
import { resolveOutput } from '../io/output-target.js';
import {
  describeShard,
  resolveShard,
  type ShardArgument,
  shardRange,
} from '../shard/shard-spec.js';
import { thousands } from '../thousands.js';
import { workingThreads } from '../threads.js';
import type { GenerateJob, GenerateResult, GenerateTaskConfig } from './generate-task.js';
import { quietly, type Reporter } from './reporter.js';

export interface GenerateCommandOptions {
  givens: number | undefined;
  symmetry: Symmetry;
  difficulty: Difficulty | undefined;
  /** A rating range on Sudoku Explainer's scale, inclusive. */
  rating: [number, number] | undefined;
  /** The kind of step the puzzles' hardest step must be. */
  technique: TechniqueId | undefined;
  minimal: boolean;
  /** Tries a puzzle before the closest found is written (default: the engine's). */
  attempts: number | undefined;
  seed: string | undefined;
  count: number;
  threads: number | undefined;
  format: GridFormat;
  output: string | undefined;
  json: boolean;
  quiet: boolean;
  /** A missed target is no failure: the closest puzzle is accepted (exit 0). */
  bestEffort: boolean;
  /** Make one shard of the run (`--shard K/N`): its puzzles, numbered as in the whole run. */
  shard?: ShardArgument | undefined;
}

const encoder = new TextEncoder();

/**
 * `sudoku generate`: K unique puzzles from the engine, reproducible by seed,
 * made on every core in ranges of the run (generate-task.ts) and written in
 * order, each range as soon as it is done. A target the engine could not meet (givens with a symmetry, every
 * clue needed, no puzzle of the asked difficulty in its attempts) is still
 * written (the closest puzzle found), stderr says what was asked and what
 * was reached, and the run exits 1, as when a puzzle of `solve` fails: the
 * others are all there. `bestEffort` accepts the closest puzzle (exit 0);
 * `--json` carries `targetReached` either way.
 */
export async function generateCommand(
  options: GenerateCommandOptions,
  reporter: Reporter,
): Promise<ExitCode> {
  const target = resolveOutput(options.output);
  const started = performance.now();
  if (options.shard && options.seed === undefined) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      '--shard needs --seed: every shard must make its part of the same run (e.g. --seed 7)',
    );
  }
  const seed = options.seed ?? freshSeed();
  const shard = options.shard && resolveShard(options.shard);
  const { first, end } = shard
    ? shardRange(shard, options.count)
    : { first: 0, end: options.count };
  const count = end - first;
  if (shard && !options.quiet) {
    reporter.info(`sudoku: ${describeShard(shard, first, end, options.count)}`);
  }
  const config: GenerateTaskConfig = {
    givens: options.givens,
    symmetry: options.symmetry,
    difficulty: options.difficulty,
    rating: options.rating,
    technique: options.technique,
    minimal: options.minimal,
    attempts: options.attempts,
    seed,
    format: options.format,
    json: options.json,
  };
  const spec = { module: new URL('./generate-task.js', import.meta.url).href, config };
  const progress = createProgress({
    enabled: showsProgress(options.quiet, target),
    label: 'generating',
    unit: 'puzzles',
    total: count,
    counted: true,
  });
  const givens = { total: 0, min: 81, max: 0, missed: 0, done: 0 };
  const onResult = (result: GenerateResult) => {
    for (const g of result.givens) {
      givens.total += g;
      givens.min = Math.min(givens.min, g);
      givens.max = Math.max(givens.max, g);
    }
    givens.done += result.givens.length;
    for (const miss of result.misses) {
      givens.missed++;
      reporter.problem(`puzzle ${miss.puzzle} (seed ${miss.seed}): ${miss.note}`);
    }
    progress.update(givens.done);
  };
  const threads = workingThreads(options.threads, quietly(options.quiet, reporter), {
    units: Math.max(1, count),
    name: (n) => `${thousands(n)} puzzle${n === 1 ? '' : 's'} to generate`,
  });
  const { description } = await withOutput(target, progress, (output) =>
    generateInOrder(
      spec,
      first,
      end,
      threads,
      output,
      options.format === 'grid' && !options.json,
      onResult,
    ),
  );
  if (!options.quiet) {
    const n = count;
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const range =
      n === 0
        ? 'none'
        : givens.min === givens.max
          ? `${givens.min} givens`
          : `${givens.min}-${givens.max} givens, mean ${(givens.total / n).toFixed(1)}`;
    // More tries can find a rare rating or technique; a givens count a symmetry cannot reach stays out of reach.
    const longer =
      options.difficulty || options.rating || options.technique ? '; --attempts tries longer' : '';
    const accepted = options.bestEffort ? ', the closest accepted' : '';
    const misses = givens.missed
      ? `; ${givens.missed} missed the target (see above${longer}${accepted})`
      : '';
    reporter.info(
      `generated ${thousands(n)} puzzle${n === 1 ? '' : 's'} (${range}) with seed ${seed} in ${seconds} s → ${description}${misses}`,
    );
  }
  return givens.missed > 0 && !options.bestEffort ? EXIT.PUZZLE_FAILED : EXIT.OK;
}

/**
 * Deals the run's puzzles to the threads in ranges sized by what puzzles
 * have cost so far (deal/job-size.ts: one puzzle a range while each takes
 * longer than JOB_TARGET_MS, as rated targets do, so no thread idles at the
 * end), each only to a free thread (deal/dealer.ts), and writes each range
 * as soon as it and those before it are done; `onResult` sees the ranges in
 * order too. A short run stays on this thread.
 */
async function generateInOrder(
  spec: TaskSpec,
  from: number,
  end: number,
  threads: number,
  output: Output,
  leadingSeparator: boolean,
  onResult: (result: GenerateResult) => void,
): Promise<void> {
  const sizer = new JobSizer();
  const waiting = new Map<number, GenerateResult>();
  const sizes = new Map<number, number>();
  let dealt = from;
  let jobs = 0;
  let next = 0;
  let failure: Error | undefined;
  let writes: Promise<void> = Promise.resolve();
  const { sleep, wake: wakeUp } = wakeUpCall();
  const dealer = createDealer<GenerateJob, GenerateResult>({
    spec,
    threads,
    local: await loadTask(spec),
    onResult(result) {
      sizer.measured(sizes.get(result.index) ?? 1, result.ms);
      waiting.set(result.index, result);
      for (let r = waiting.get(next); r !== undefined; r = waiting.get(next)) {
        waiting.delete(next);
        sizes.delete(next++);
        onResult(r);
        // The classic layout puts a blank line between grids: drop the run's first.
        const text = r.index === 0 && from === 0 && leadingSeparator ? r.text.slice(1) : r.text;
        const bytes = encoder.encode(text);
        writes = writes
          .then(() => (failure ? undefined : output.write(bytes)))
          .catch((error: Error) => {
            failure ??= error;
          });
      }
      wakeUp();
    },
    onError(error) {
      failure ??= error;
      wakeUp();
    },
  });
  try {
    for (;;) {
      while (!failure && dealt < end && dealer.free() > 0) {
        const left = end - dealt;
        if (threads > 1 && !dealer.isSpread() && sizer.worthSpreading(left, false)) dealer.spread();
        const size = sizer.next(left, threads, true);
        sizes.set(jobs, size);
        dealer.deal({ index: jobs++, from: dealt, to: dealt + size });
        dealt += size;
        // Back to the event loop between jobs run here: signals are handled there.
        if (!dealer.isSpread()) await new Promise<void>((resolve) => setImmediate(resolve));
      }
      await writes;
      if (failure) throw failure;
      if (next >= jobs && dealt >= end) break;
      if (dealt < end && dealer.free() > 0) continue;
      await sleep();
    }
  } finally {
    await dealer.close();
  }
}
