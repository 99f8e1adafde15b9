import { installedStrategyNames } from '@sudoku/core';
import type { Command } from 'commander';
import { bashScript } from './bash.js';
import { commandSpecs, programOptions } from './command-spec.js';
import { fishScript } from './fish.js';
import { zshScript } from './zsh.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/**
 * The completion script of `shell` for `program` (built with every command):
 * commands, options, fixed values (the formats, levels, techniques, and
 * the installed strategies for `--strategy`) and file names.
 */
export function completionScript(
  shell: Shell,
  program: Command,
  dependencies: Iterable<string>,
): string {
  const strategies = installedStrategyNames(dependencies);
  const commands = commandSpecs(program, { '--strategy': strategies });
  const top = programOptions(program);
  if (shell === 'bash') return bashScript(commands, top);
  if (shell === 'zsh') return zshScript(commands, top);
  return fishScript(commands, top);
}
