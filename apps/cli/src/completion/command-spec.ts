import type { Command, Option } from 'commander';

/** What a shell needs to complete one option. */
export interface OptionSpec {
  /** `--format`, or undefined for a short-only option. */
  long: string | undefined;
  /** `-f`, or undefined. */
  short: string | undefined;
  description: string;
  /** What its value completes to: nothing (a flag), fixed words, file names, or anything. */
  value: 'none' | 'file' | 'any' | readonly string[];
}

/** What a shell needs to complete one command of `sudoku`. */
export interface CommandSpec {
  name: string;
  aliases: readonly string[];
  description: string;
  options: readonly OptionSpec[];
  /** Its arguments are files (or puzzles), so they complete to file names. */
  takesFiles: boolean;
}

/**
 * The commands and options of a fully built program, read from commander's
 * own definitions so the completions can never drift from the command line.
 * `values` gives the words for options commander cannot list (the installed
 * strategies for `--strategy`), by long name.
 */
export function commandSpecs(
  program: Command,
  values: Record<string, readonly string[]> = {},
): CommandSpec[] {
  return program.commands
    .filter((command) => command.name() !== 'help')
    .map((command) => ({
      name: command.name(),
      aliases: command.aliases(),
      description: command.summary() || firstSentence(command.description()),
      options: [...command.options.map((o) => optionSpec(o, values)), HELP],
      takesFiles: command.registeredArguments.some((a) => /file|input/.test(a.name())),
    }));
}

/** The options of `sudoku` itself (`--help`, `--version` and the classic -c/-s forms). */
export function programOptions(program: Command): OptionSpec[] {
  return [...program.options.map((o) => optionSpec(o, {})), HELP];
}

const HELP: OptionSpec = {
  long: '--help',
  short: '-h',
  description: 'display help for command',
  value: 'none',
};

function optionSpec(option: Option, values: Record<string, readonly string[]>): OptionSpec {
  const long = option.long ?? undefined;
  const takesValue = option.required || option.optional;
  let value: OptionSpec['value'] = 'none';
  if (takesValue) {
    if (option.argChoices) value = option.argChoices;
    else if (long && values[long]) value = values[long];
    else if (/<(file|dir)>/i.test(option.flags)) value = 'file';
    else value = 'any';
  }
  return { long, short: option.short ?? undefined, description: option.description, value };
}

function firstSentence(text: string): string {
  const end = text.search(/\.(\s|$)/);
  return end < 0 ? text : text.slice(0, end);
}
