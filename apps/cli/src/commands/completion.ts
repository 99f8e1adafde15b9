import { completionScript, type Shell } from '../completion/completion-script.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { writeStdout } from '../io/stdout.js';
import { buildProgram } from '../program.js';
import { cliSolverHost } from '../strategies.js';

/** `sudoku completion SHELL`: the script, on stdout, read from the whole command line's definition. */
export async function completionCommand(shell: string): Promise<ExitCode> {
  // Built only to be read: its actions never run, so they need no reporter.
  const program = buildProgram({ reporter: undefined as never, setExit: () => {} });
  await writeStdout(completionScript(shell as Shell, program, cliSolverHost.dependencies));
  return EXIT.OK;
}
