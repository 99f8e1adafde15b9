import type { CommandSpec, OptionSpec } from './command-spec.js';
import { classicOptions, shellWords, uniqueOptions } from './words.js';

/** The fish completion script: commands with descriptions, then each command's options. */
export function fishScript(commands: readonly CommandSpec[], top: readonly OptionSpec[]): string {
  const lines = [
    '# fish completion for sudoku. Load it in this shell:',
    '#   sudoku completion fish | source',
    '# or for every shell:',
    '#   sudoku completion fish > ~/.config/fish/completions/sudoku.fish',
    'complete -c sudoku -f',
  ];
  const atStart = `__fish_use_subcommand`;
  for (const command of commands) {
    for (const name of [command.name, ...command.aliases])
      lines.push(`complete -c sudoku -n ${atStart} -a ${name} -d ${quote(command.description)}`);
  }
  for (const option of uniqueOptions([...top, ...classicOptions(commands)]))
    lines.push(optionLine(atStart, option));
  for (const command of commands) {
    const seen = `'__fish_seen_subcommand_from ${[command.name, ...command.aliases].join(' ')}'`;
    if (command.takesFiles) lines.push(`complete -c sudoku -n ${seen} -F`);
    for (const option of command.options) lines.push(optionLine(seen, option));
  }
  return `${lines.join('\n')}\n`;
}

function optionLine(condition: string, option: OptionSpec): string {
  const parts = ['complete -c sudoku -n', condition];
  if (option.long) parts.push('-l', option.long.slice(2));
  if (option.short) {
    // fish takes one-letter short options with -s, longer ones (-c, -s are one letter) with -o.
    parts.push(option.short.length === 2 ? '-s' : '-o', option.short.slice(1));
  }
  if (option.value === 'file') parts.push('-r', '-F');
  else if (option.value === 'any') parts.push('-x');
  else if (option.value !== 'none') parts.push('-x', '-a', quote(shellWords(option.value)));
  parts.push('-d', quote(option.description));
  return parts.join(' ');
}

/** Single-quoted for fish, where only \ and ' need escaping. */
function quote(text: string): string {
  return `'${text.replace(/[\\']/g, (c) => `\\${c}`)}'`;
}
