/**
 * commander, the one place the CLI takes it from. The build bundles it into
 * dist/ (tsdown.config.ts) because resolving and compiling its CommonJS files
 * from node_modules slowed every start-up.
 */
export { Argument, Command, CommanderError, InvalidArgumentError, Option } from 'commander';
