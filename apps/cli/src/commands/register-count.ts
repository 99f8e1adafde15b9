import type { RegisterCommand } from '../command-context.js';
import { wholeNumber } from '../options.js';
import { thousands } from '../thousands.js';
import { DEFAULT_COUNT_CAP } from './defaults.js';

export const registerCount: RegisterCommand = (program, { reporter, setExit }) => {
  const cap = thousands(DEFAULT_COUNT_CAP);
  program
    .command('count')
    .summary('count the solutions of each puzzle (up to a cap)')
    .description(
      `Prints one line per puzzle of FILE (or standard input): its number of solutions, or ` +
        `"at least N" when counting reached the cap (--max, default ${cap}). A puzzle without ` +
        'solution or with conflicting givens prints 0 and is reported on stderr (exit 1).',
    )
    .argument('[file]', 'puzzle file; - or nothing for standard input')
    .option(
      '-m, --max <N>',
      'stop counting at N solutions',
      wholeNumber('--max', 1, Number.MAX_SAFE_INTEGER),
      DEFAULT_COUNT_CAP,
    )
    .option(
      '--json',
      'one JSON object per puzzle per line: {"puzzle","count","exact","status"}',
      false,
    )
    .option('-o, --output <file>', 'write here, replaced atomically (default: stdout)')
    .option('-q, --quiet', 'no progress bar', false)
    .addHelpText(
      'after',
      `
Examples:
  $ sudoku count puzzles.txt
  1
  4
  at least ${cap}
  $ sudoku count --max 2 puzzles.txt        is each puzzle unique? (1 = yes)
  $ sudoku count --json - < puzzles.txt`,
    )
    .action(async (file: string | undefined, opts) => {
      setExit(
        await (await import('./count.js')).countCommand(
          file,
          { max: opts.max, json: opts.json, output: opts.output, quiet: opts.quiet },
          reporter,
        ),
      );
    });
};
