/**
 * commander, the one place the CLI takes it from. The build bundles it into
 * dist/ (`scripts/bundle.mjs --inline commander`): loaded from node_modules,
 * every start-up resolved, read and compiled its CommonJS files one by one
 * (11 million instructions of a one-puzzle `sudoku solve`, callgrind).
 */
export { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
