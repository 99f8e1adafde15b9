import type { Command } from 'commander';
import type { RegisterCommand } from '../command-context.js';
import { threadsArgument } from '../threads.js';

/**
 * A command that says one thing about every puzzle of its input, one line
 * each, in input order (count, rate, hint …). Its module in src/describe/
 * exports the per-puzzle function (see Describe); this is the rest: the
 * arguments, the shared options (--json, -o, -t, -q), help, and the run,
 * which streams the input through the batch pipeline on every core with
 * flat memory (run-puzzle-command.ts). A new one is a describe module, a
 * spec, and a line in program.ts.
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
   * Input bytes per piece of work (about): small for costly work, so that a
   * short input still spreads over the threads (rate takes milliseconds per
   * puzzle, count microseconds).
   */
  pieceBytes: number;
  /** A single puzzle can take longer than a slice of the main thread (explain, rate, hint). */
  slowPuzzles?: boolean;
  /** The command's own options, added before the shared ones. */
  options?(command: Command): void;
  /** The options `describe` gets, from the parsed ones (plain data). */
  describeOptions?(opts: Record<string, unknown>): unknown;
}

export function puzzleCommand(spec: PuzzleCommandSpec): RegisterCommand {
  return (program, { reporter, setExit }) => {
    const command = program
      .command(spec.name)
      .summary(spec.summary)
      .description(spec.description)
      .argument('[file]', 'puzzle file; - or nothing for standard input');
    spec.options?.(command);
    command
      .option('--json', spec.jsonHelp)
      .option(
        '-o, --output <file>',
        'write here, replaced only when the run succeeds (default: stdout)',
      )
      .option(
        '-t, --threads <n>',
        'working threads, this one included (default and at most: one per core)',
        threadsArgument,
      )
      .option('-q, --quiet', 'no progress bar and no notes')
      .addHelpText('after', spec.examples)
      .action(async (file: string | undefined, opts: Record<string, unknown>) => {
        const { runPuzzleCommand } = await import('./run-puzzle-command.js');
        setExit(await runPuzzleCommand(file, spec, opts, reporter));
      });
  };
}
