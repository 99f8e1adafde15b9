import type { Command } from 'commander';
import type { RegisterCommand } from '../command-context.js';
import type { ExitCode } from '../exit-codes.js';
import { INPUT_ARGUMENT_HELP, positiveSeconds, wholeNumber } from '../options.js';
import { addShardOption } from '../shard/shard-spec.js';
import { threadsArgument } from '../threads.js';
import type { Reporter } from './reporter.js';

/** About how long a logic command's job takes (see PuzzleCommandSpec.logic). */
export const LOGIC_JOB_MS = 1;

/**
 * A command that says one thing about every puzzle of its input, one line
 * each, in input order (count, rate, hint …). Its module in src/describe/
 * exports the per-puzzle function (see Describe); this is the rest: the
 * arguments, the shared options (--json, -o, -t, --skip, -q, and
 * --time-limit for the logic commands), help, and the run, which deals the
 * input's puzzles to every core with flat memory and writes each result as
 * soon as those before it are out (run-puzzle-command.ts). A new one is a
 * describe module, a spec, and a line in program.ts.
 */
export interface PuzzleCommandSpec {
  name: string;
  summary: string;
  /** One paragraph: commander wraps it to the terminal's width. */
  description: string;
  /** The module's name: src/describe/NAME.ts, built to dist/NAME.js. */
  module: string;
  /** The progress bar's label ("rating"). */
  label: string;
  /** What --json writes, for its help line. */
  jsonHelp: string;
  /** Help text after the options: examples, each line at most 80 columns. */
  examples: string;
  /**
   * A logic command (rate, explain, hint), whose puzzles may take seconds:
   * it takes `--time-limit SECONDS` (`describe` gets `{ timeLimit }`), and
   * its jobs are about LOGIC_JOB_MS of work, so a puzzle that takes longer
   * is dealt alone and its result never waits behind another's, while easy
   * ones still share a round trip to a worker. Others get JOB_TARGET_MS.
   */
  logic?: boolean;
  /** The command's own options, added before the shared ones. */
  options?(command: Command): void;
  /** The options `describe` gets, from the parsed ones (plain data). */
  describeOptions?(opts: Record<string, unknown>): unknown;
  /**
   * Another run for some options (`hint --svg`: a picture instead of
   * lines): its exit status, or undefined to write the lines as usual.
   */
  run?(
    file: string[],
    opts: Record<string, unknown>,
    reporter: Reporter,
  ): Promise<ExitCode | undefined>;
  /**
   * Another form of the lines for some options (`explain --html`: a page of
   * pictures), checked before any work starts, or undefined for the usual.
   */
  form?(opts: Record<string, unknown>): OutputForm | undefined;
}

/** Lines of another kind, from another describe module, maybe around a start and an end. */
export interface OutputForm {
  /** src/describe/NAME.ts, in place of the command's own. */
  module: string;
  /** Where they go, in place of `-o`. */
  output?: string | undefined;
  /** Written before the first puzzle's line (given the input's description) and after the last. */
  start?(input: string): string;
  end?: string | undefined;
}

export function puzzleCommand(spec: PuzzleCommandSpec): RegisterCommand {
  return (program, { reporter, setExit }) => {
    const command = program
      .command(spec.name)
      .summary(spec.summary)
      .description(spec.description)
      .argument('[input...]', INPUT_ARGUMENT_HELP);
    spec.options?.(command);
    if (spec.logic) {
      command.option(
        '--time-limit <seconds>',
        'give up on a puzzle after this many seconds (e.g. 0.5): its line says "timeout", the run goes on, exit 1',
        positiveSeconds('--time-limit'),
      );
    }
    command
      .option('--json', spec.jsonHelp)
      .option(
        '-o, --output <file>',
        'write here (default: stdout), replaced when the run ends; a stopped run keeps the results it finished',
      )
      .option(
        '-t, --threads <n>',
        'working threads (default and at most: one per core)',
        threadsArgument,
      )
      .option(
        '--skip <N>',
        'leave out the first N puzzles: a stopped run names the N that goes on where it stopped',
        wholeNumber('--skip', 0, Number.MAX_SAFE_INTEGER),
        0,
      )
      .option(
        '--keep-going',
        'read on past a line that is not a puzzle: it gets an "invalid" result naming its line and column, and the run exits 1',
      )
      .option('-q, --quiet', 'no progress bar and no notes');
    addShardOption(command)
      .addHelpText('after', spec.examples)
      .action(async (file: string[], opts: Record<string, unknown>) => {
        const own = await spec.run?.(file, opts, reporter);
        if (own !== undefined) return setExit(own);
        const { runPuzzleCommand } = await import('./run-puzzle-command.js');
        setExit(await runPuzzleCommand(file, spec, opts, reporter));
      });
  };
}
