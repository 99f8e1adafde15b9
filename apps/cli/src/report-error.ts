import { isSudokuError } from '@sudoku/core';
import { CommanderError } from './commander.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { isBrokenPipe } from './io/io-error.js';
import { oneLine } from './one-line.js';

/**
 * Turns an error that ended a run into one line on stderr and an exit
 * status: usage, format, input and output errors → 2; the reader of the
 * output gone (`| head`) → 141, silently, as for a process killed by
 * SIGPIPE; anything unexpected → 3 with its stack trace, the one case a
 * trace is shown, since it is a bug.
 */
export function reportError(error: unknown, help = 'sudoku --help'): ExitCode {
  // A usage error points at the help that describes the options of the command line.
  const hint = `(see ${help})`;
  if (error instanceof CommanderError) return reportUsage(error, hint);
  if (isBrokenPipe(error)) return EXIT.BROKEN_PIPE;
  if (isSudokuError(error)) {
    say(oneLine(error.code === 'SUDOKU_USAGE' ? `${error.message} ${hint}` : error.message));
    return EXIT.ERROR;
  }
  const e = error as Error;
  say(`internal error: ${e?.stack ?? String(error)}`);
  return EXIT.INTERNAL;
}

function say(line: string): void {
  process.stderr.write(`sudoku: ${line}\n`);
}

/** The long name of an option from its flags: "-f, --format <format>" → "--format". */
const optionName = (flags: string) => /--[\w-]+/.exec(flags)?.[0] ?? flags.split(/[ ,]/)[0];

function reportUsage(error: CommanderError, hint: string): ExitCode {
  if (
    error.code === 'commander.helpDisplayed' ||
    error.code === 'commander.version' ||
    error.exitCode === 0
  ) {
    return EXIT.OK;
  }
  // Help shown because the command line asked for nothing runnable: it says it all.
  if (error.code === 'commander.help') return EXIT.ERROR;
  say(oneLine(`${usageMessage(error.message)} ${hint}`));
  return EXIT.ERROR;
}

/**
 * Commander's message in the house style: one line, naming the option.
 * Our own argument parsers already say what is wrong and what is allowed,
 * so commander's preamble is dropped; its choice lists are reworded.
 */
export function usageMessage(message: string): string {
  const text = message
    .replace(/^error: /, '')
    .replace(/\n\(Did you mean (.*)\?\)$/s, ' (did you mean $1?)')
    .replace(/\n/g, ' ');
  const invalid = /^option '([^']*)' argument '([^']*)' is invalid\. (.*)$/s.exec(text);
  if (invalid) {
    const [, flags, value, why] = invalid;
    if (value === '--') return `${optionName(flags)} needs a value`;
    const choices = /^Allowed choices are (.*)\.$/.exec(why);
    if (choices) {
      const list = choices[1].split(', ');
      const allowed = `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`;
      return `${optionName(flags)} must be ${allowed}, got "${value}"`;
    }
    return why;
  }
  const argument =
    /^command-argument value '([^']*)' is invalid for argument '([^']*)'\. (.*)$/s.exec(text);
  if (argument) {
    const [, value, name, why] = argument;
    const choices = /^Allowed choices are (.*)\.$/.exec(why);
    if (!choices) return why;
    const list = choices[1].split(', ');
    return `${name.toUpperCase()} must be ${list.slice(0, -1).join(', ')} or ${list.at(-1)}, got "${value}"`;
  }
  const conflict = /^option '([^']*)' cannot be used with option '([^']*)'$/.exec(text);
  if (conflict) return `${optionName(conflict[1])} cannot be used with ${optionName(conflict[2])}`;
  const missing = /^option '([^']*)' argument missing$/.exec(text);
  if (missing) return `${optionName(missing[1])} needs a value`;
  return text;
}
