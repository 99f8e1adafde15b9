import { createRequire } from 'node:module';
import { SudokuError } from '@sudoku/core';
import type { CommandContext, RegisterCommand } from './command-context.js';
import { Command } from './commander.js';
import { registerAll } from './commands/register-all.js';
import { registerCompletion } from './commands/register-completion.js';
import { registerCount } from './commands/register-count.js';
import { registerExplain } from './commands/register-explain.js';
import { registerGenerate } from './commands/register-generate.js';
import { registerGenerateGrids } from './commands/register-generate-grids.js';
import { registerHint } from './commands/register-hint.js';
import { registerMerge } from './commands/register-merge.js';
import { registerRate } from './commands/register-rate.js';
import { registerSolve } from './commands/register-solve.js';
import { writeStdout } from './io/stdout.js';
import { checkWorkingFolder } from './io/working-folder.js';

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

/** Every command and the names it registers, in the order `--help` lists them. */
const COMMANDS: readonly (readonly [names: readonly string[], register: RegisterCommand])[] = [
  [['solve', 'strategies'], registerSolve],
  [['generate-grids', 'grids'], registerGenerateGrids],
  [['generate'], registerGenerate],
  [['rate'], registerRate],
  [['hint'], registerHint],
  [['explain'], registerExplain],
  [['count'], registerCount],
  [['all'], registerAll],
  [['merge'], registerMerge],
  [['completion'], registerCompletion],
];

/**
 * The command line that parses `argv`. Errors are thrown (exitOverride),
 * never printed and exited from here: main.ts is the one place that maps
 * them to messages and exit codes.
 *
 * When `argv` starts with a command's name, only that command is
 * registered: its options, help and errors are the same, and a one-puzzle
 * `sudoku solve` no longer builds the other six (7 million instructions,
 * about 2 ms of CPU, callgrind). Anything else (`--help`, `help solve`, an
 * unknown command that wants suggestions) gets them all.
 */
export function buildProgram(context: CommandContext, argv: readonly string[] = []): Command {
  const program = new Command('sudoku')
    .description('Sudoku toolkit: solve and generate puzzles with pluggable strategies.')
    .version(version, '-V, --version')
    .exitOverride()
    .configureOutput({
      // Through writeStdout, which writes a file whole; a failure is kept for main's flushStdout.
      writeOut: (text) => {
        try {
          writeStdout(text)?.catch(() => {});
        } catch {
          // kept: flushStdout reports it
        }
      },
      writeErr: (text) => process.stderr.write(text),
      // main.ts prints the error, once, in the house format.
      outputError: () => {},
    })
    .showSuggestionAfterError(true)
    .addHelpText(
      'after',
      `
The classic -c / -s interface:
  sudoku -c N [--first-digit D | --student-id ID] [-o FILE]
        writes N distinct completed grids to sudoku.txt
  sudoku -s FILE [--strategy NAME] [--threads N] [-o FILE]
        solves every puzzle of FILE into sudoku.txt

Examples:
  $ sudoku -c 1000
  $ sudoku -s puzzles.txt
  $ sudoku solve --strategy astar puzzles.txt
  $ sudoku strategies

Exit status:
  0    success (an input with no puzzle too: nothing is written)
  1    some puzzle had no solution or conflicting givens, or (rate, explain)
       several solutions, or ran past --time-limit, or (generate) missed its
       target without --best-effort; the others were done
  2    usage, format, input or output error; an old output file is kept
  3    internal error (a bug: please report it)
  129, 130, 143
       stopped by SIGHUP, SIGINT (Ctrl-C) or SIGTERM; an old output file is
       kept, unless count, rate, explain or hint had results to keep (then it
       holds them, and the message names the --skip N that goes on)
  141  the reader of standard output went away (as with | head)

--json on solve, count, rate, explain, hint, generate and all writes one JSON
object per line, the same names for the same things in every command: "index",
"input" (the puzzle), "givens", "status" (solved, unsolvable, invalid,
aborted, timeout, several-solutions, missed-target) and "reason" (why it
failed, or null) first; schema/sudoku-output.schema.json in the package.`,
    )
    .hook('preAction', (_program, action) => {
      checkWorkingFolder();
      // The classic form puts `--` before its value: `-c 5 -o` must not
      // write a file named "--".
      for (const option of action.options) {
        if (action.getOptionValue(option.attributeName()) === '--') {
          throw new SudokuError('SUDOKU_USAGE', `${option.long ?? option.short} needs a value`);
        }
      }
    });
  const named = COMMANDS.find(([names]) => names.includes(argv[0]));
  for (const [, register] of named ? [named] : COMMANDS) register(program, context);
  return program;
}
