import { isSudokuError } from '@sudoku/core';
import { translateClassicArgs } from './classic-args.js';
import { CommanderError } from './commander.js';
import { createReporter } from './commands/reporter.js';
import { EXIT } from './exit-codes.js';
import { AtomicFile } from './io/atomic-file.js';
import { buildProgram } from './program.js';

const USAGE_HINT = '(see sudoku --help)';
/** An unexpected exception: a bug, not a user error. */
const EXIT_INTERNAL = 3;

/**
 * Runs the `sudoku` command line and returns its exit status. This is the
 * one place that turns errors into messages and exit codes:
 * usage and format errors → 2 with one line on stderr, bugs → 3.
 */
export async function main(argv: readonly string[]): Promise<number> {
  const reporter = createReporter();
  let code: number = EXIT.OK;
  const onSignal = () => {
    AtomicFile.discardAll();
    process.stderr.write('sudoku: interrupted; no output was written\n');
    process.exit(EXIT.INTERRUPTED);
  };
  // `sudoku … | head` closes the pipe early: that is the reader's choice, not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(code);
    throw error;
  });
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const args = translateClassicArgs(argv);
    const program = buildProgram({ reporter, setExit: (c) => (code = c) }, args);
    if (argv.length === 0) {
      program.outputHelp();
      return EXIT.ERROR;
    }
    await program.parseAsync(args, { from: 'user' });
    return code;
  } catch (error) {
    return reportError(error);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

function reportError(error: unknown): number {
  if (error instanceof CommanderError) {
    if (
      error.code === 'commander.helpDisplayed' ||
      error.code === 'commander.version' ||
      error.exitCode === 0
    ) {
      return EXIT.OK;
    }
    // Our argument parsers already say what is wrong and what is allowed;
    // commander's own preamble would only repeat it.
    const message = error.message
      .replace(/^error: /, '')
      .replace(
        /^(command-argument value|option) .*? (is invalid for argument '[^']*'|is invalid)\. /,
        '',
      );
    process.stderr.write(`sudoku: ${message} ${USAGE_HINT}\n`);
    return EXIT.ERROR;
  }
  if (isSudokuError(error)) {
    const hint = error.code === 'SUDOKU_USAGE' ? ` ${USAGE_HINT}` : '';
    process.stderr.write(`sudoku: ${error.message}${hint}\n`);
    return EXIT.ERROR;
  }
  const e = error as Error;
  process.stderr.write(`sudoku: internal error: ${e?.stack ?? String(error)}\n`);
  return EXIT_INTERNAL;
}
