import { createRequire } from 'node:module';
import type * as Commander from 'commander';

/**
 * commander, loaded with `require`: it is CommonJS, and importing it as an
 * ES module makes Node scan its files for their exports first. Required, it
 * loads in half the time (about 15 ms of every command's start-up here).
 */
const commander = createRequire(import.meta.url)('commander') as typeof Commander;

export const Command: typeof Commander.Command = commander.Command;
export type Command = Commander.Command;
export const CommanderError: typeof Commander.CommanderError = commander.CommanderError;
export type CommanderError = Commander.CommanderError;
export const InvalidArgumentError: typeof Commander.InvalidArgumentError =
  commander.InvalidArgumentError;
export const Option: typeof Commander.Option = commander.Option;
