import type { Command } from 'commander';
import type { Reporter } from './commands/reporter.js';
import type { ExitCode } from './exit-codes.js';

/** What every command's registration receives from the program. */
export interface CommandContext {
  reporter: Reporter;
  /** Records the exit status a command's action decided on. */
  setExit(code: ExitCode): void;
}

/** Each command file exports one of these. */
export type RegisterCommand = (program: Command, context: CommandContext) => void;
