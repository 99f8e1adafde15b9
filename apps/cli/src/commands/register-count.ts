import { wholeNumber } from '../options.js';
import { thousands } from '../thousands.js';
import { DEFAULT_COUNT_CAP } from './defaults.js';
import { puzzleCommand } from './puzzle-command.js';

const cap = thousands(DEFAULT_COUNT_CAP);

export const registerCount = puzzleCommand({
  name: 'count',
  summary: 'count the solutions of each puzzle (up to a cap)',
  description:
    'Prints one line per puzzle of FILE (or standard input): its number of solutions, or ' +
    `"at least N" when counting reached the cap (--max, default ${cap}). A puzzle without ` +
    'solution or with conflicting givens prints 0 and is reported on stderr (exit 1).',
  module: 'count',
  label: 'counting',
  jsonHelp:
    'one JSON object per puzzle per line: index, input, givens, status, reason, count, exact',
  options: (command) =>
    command.option(
      '-m, --max <N>',
      'stop counting at N solutions',
      wholeNumber('--max', 1, Number.MAX_SAFE_INTEGER),
      DEFAULT_COUNT_CAP,
    ),
  describeOptions: (opts) => ({ max: opts.max }),
  examples: `
Examples:
  $ sudoku count puzzles.txt
  1
  4
  at least ${DEFAULT_COUNT_CAP}
  $ sudoku count --max 2 puzzles.txt        is each puzzle unique? (1 = yes)
  $ sudoku count --json - < puzzles.txt`,
});
