#!/usr/bin/env node
// `pnpm new-strategy NAME`: see USAGE. Plain JavaScript, so that it runs on
// a fresh clone before anything is built.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ScaffoldError, scaffoldStrategy } from './src/scaffold.js';
import { packageDir, packageName } from './src/workspace.js';

const USAGE = `Usage: pnpm new-strategy NAME

Creates packages/solver-NAME, the package @sudoku/solver-NAME, from
tools/strategy-template: a naive but complete search in src/search.ts, the
shared conformance test and a README to fill in. Adds it to the CLI and the
benchmarks (so \`sudoku strategies\` and \`pnpm bench\` find it), writes its
changeset and runs pnpm install. If a step fails, nothing is left behind.

NAME: lower-case letters, digits and hyphens, starting with a letter.
The guide: docs/writing-a-strategy.md`;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** @param {string} message */
function fail(message, exitCode = 2) {
  process.stderr.write(`new-strategy: ${message}\n`);
  process.exit(exitCode);
}

// `pnpm new-strategy -- foo` hands the script its `--`.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const help = args.includes('--help') || args.includes('-h');
const unknown = args.find((arg) => arg.startsWith('-') && arg !== '--help' && arg !== '-h');
if (unknown !== undefined && !help) fail(`unknown option ${unknown} (see --help)`);
const names = args.filter((arg) => !arg.startsWith('-'));
if (help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (names.length !== 1) {
  fail(
    names.length === 0
      ? 'give the new strategy a name: pnpm new-strategy NAME (see --help)'
      : `one name at a time, got ${names.length}: ${names.join(' ')}`,
  );
}
const name = names[0];

// A Ctrl-C reaches pnpm install too, which stops; the scaffold then takes
// back what it made before this process ends.
process.on('SIGINT', () => {});

try {
  const { created, changed } = scaffoldStrategy(root, name);
  const dir = packageDir(name);
  process.stdout.write(
    [
      '',
      `Created ${packageName(name)} in ${dir}:`,
      ...created.map((path) => `  ${path}`),
      'Changed (the CLI and the benchmarks now depend on it):',
      ...changed.map((path) => `  ${path}`),
      '',
      'Next:',
      `  write your search in ${dir}/src/search.ts (it starts as plain backtracking),`,
      `  its one-line description in ${dir}/src/index.ts, and ${dir}/README.md`,
      '  pnpm build',
      `  pnpm --filter ${packageName(name)} test      # the conformance suite`,
      `  pnpm sudoku solve --strategy ${name} examples/puzzles.txt`,
      '  pnpm bench --smoke --suite strategies     # beside dfs and the others',
      'The guide: docs/writing-a-strategy.md',
      '',
    ].join('\n'),
  );
} catch (error) {
  if (error instanceof ScaffoldError) fail(error.message, error.exitCode);
  throw error;
}
