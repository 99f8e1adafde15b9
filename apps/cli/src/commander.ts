/**
 * commander, the one place the CLI takes it from. The build bundles it into
 * dist/ (`scripts/bundle.mjs --inline commander`): loaded from node_modules,
 * every start-up resolved, read and compiled its CommonJS files one by one,
 * about 6 ms of CPU that a one-puzzle `sudoku solve` no longer spends.
 */
export { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
