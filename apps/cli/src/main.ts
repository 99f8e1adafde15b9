import { SudokuError } from '@sudoku/core';
import { translateClassicArgs } from './classic-args.js';
import { createReporter } from './commands/reporter.js';
import { EXIT } from './exit-codes.js';
import { flushStdout, watchStdout } from './io/stdout.js';
import { buildProgram } from './program.js';
import { reportError } from './report-error.js';
import { installStopHandlers } from './stop.js';

/**
 * Runs the `sudoku` command line and returns its exit status. This is the
 * one place that turns errors into messages and exit codes (see
 * report-error.ts and exit-codes.ts); stop.ts handles signals.
 */
export async function main(argv: readonly string[]): Promise<number> {
  const reporter = createReporter();
  let code: number = EXIT.OK;
  let program: ReturnType<typeof buildProgram> | undefined;
  watchStdout();
  const removeStopHandlers = installStopHandlers();
  try {
    const args = helpAsCommand(translateClassicArgs(argv));
    program = buildProgram({ reporter, setExit: (c) => (code = c) }, args);
    if (argv.length === 0) {
      // A usage error (exit 2): the help goes where errors go, not into a script's results.
      program.outputHelp({ error: true });
      return EXIT.ERROR;
    }
    checkHelpTopic(program, args);
    await program.parseAsync(args, { from: 'user' });
    // Late write errors (a full disk, a closed pipe) surface here.
    await flushStdout();
    return code;
  } catch (error) {
    const status = reportError(error, helpFor(program, argv));
    try {
      await flushStdout(); // --help and --version end here, and write to stdout too
    } catch (late) {
      return status === EXIT.OK ? reportError(late) : status;
    }
    return status;
  } finally {
    removeStopHandlers();
  }
}

/** `sudoku solve --help` for a command line that names a command (solve's options are there); else `sudoku --help`, which also describes -c and -s. */
function helpFor(program: ReturnType<typeof buildProgram> | undefined, argv: readonly string[]) {
  const name = argv[0];
  const named = program?.commands.some((c) => c.name() === name || c.aliases().includes(name));
  return named ? `sudoku ${name} --help` : 'sudoku --help';
}

/** `sudoku --help solve` (or `-h solve`) reads as `sudoku help solve`, as git reads it; commander would show the general help. */
function helpAsCommand(args: readonly string[]): readonly string[] {
  const [flag, topic] = args;
  const asked = (flag === '--help' || flag === '-h') && args.length === 2 && !topic.startsWith('-');
  return asked ? ['help', topic] : args;
}

/** `sudoku help NAME` for a NAME that is no command: one line, not the whole help and a riddle. */
function checkHelpTopic(program: ReturnType<typeof buildProgram>, args: readonly string[]): void {
  if (args[0] !== 'help' || args[1] === undefined) return;
  const names = program.commands.flatMap((c) => [c.name(), ...c.aliases()]);
  if (names.includes(args[1])) return;
  const list = program.commands.map((c) => c.name()).join(', ');
  throw new SudokuError(
    'SUDOKU_USAGE',
    `there is no command "${args[1]}"; the commands are ${list}`,
  );
}
