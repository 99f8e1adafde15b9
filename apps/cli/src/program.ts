import { createRequire } from 'node:module';
import type { CommandContext, RegisterCommand } from './command-context.js';
import { Command } from './commander.js';
import { registerAll } from './commands/register-all.js';
import { registerCount } from './commands/register-count.js';
import { registerGenerate } from './commands/register-generate.js';
import { registerGenerateGrids } from './commands/register-generate-grids.js';
import { registerHint } from './commands/register-hint.js';
import { registerRate } from './commands/register-rate.js';
import { registerSolve } from './commands/register-solve.js';

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

/** Every command, in the order `--help` lists them. */
const COMMANDS: RegisterCommand[] = [
  registerSolve,
  registerGenerateGrids,
  registerGenerate,
  registerRate,
  registerHint,
  registerCount,
  registerAll,
];

/**
 * The whole command line. Errors are thrown (exitOverride), never printed
 * and exited from here: main.ts is the one place that maps them to messages
 * and exit codes.
 */
export function buildProgram(context: CommandContext): Command {
  const program = new Command('sudoku')
    .description('Sudoku toolkit: solve and generate puzzles with pluggable strategies.')
    .version(version, '-V, --version')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => process.stdout.write(text),
      writeErr: (text) => process.stderr.write(text),
      // main.ts prints the error, once, in the house format.
      outputError: () => {},
    })
    .showSuggestionAfterError(true)
    .addHelpText(
      'after',
      `
The classic assignment interface:
  sudoku -c N [--first-digit D | --student-id ID] [-o FILE]
        writes N distinct completed grids to sudoku.txt
  sudoku -s FILE [--strategy NAME] [--threads N] [-o FILE]
        solves every puzzle of FILE into sudoku.txt

Examples:
  $ sudoku -c 1000
  $ sudoku -s puzzles.txt
  $ sudoku solve --strategy astar puzzles.txt
  $ sudoku strategies

Exit status: 0 success; 1 some puzzle had no solution or conflicting givens
(the others were still solved); 2 usage, format or IO error (nothing written);
3 internal error; 130 interrupted.`,
    );
  for (const register of COMMANDS) register(program, context);
  return program;
}
