import type { RegisterCommand } from '../command-context.js';
import { Option } from '../commander.js';
import { wholeNumber } from '../options.js';
import { thousands } from '../thousands.js';
import { threadsArgument } from '../threads.js';
import { DEFAULT_COUNT_LIMIT, DEFAULT_KEEP } from './defaults.js';

export const registerAll: RegisterCommand = (program, { reporter, setExit }) => {
  const keep = thousands(DEFAULT_KEEP);
  const limit = thousands(DEFAULT_COUNT_LIMIT);
  program
    .command('all')
    .summary('write every solution of one puzzle to a file and count them')
    .description(
      `Enumerates every solution of the one puzzle in FILE (or standard input), writes the first ` +
        `--max of them (default ${keep}) to the -o file, counts them all (up to --count-limit, ` +
        `default ${limit}) and prints "N solutions" on stdout. The search tree is split a few ` +
        'levels down and the parts run on worker threads; the file is the same, byte for byte, ' +
        'whatever the number of threads. The file is replaced only when the run succeeds.',
    )
    .argument(
      '[input]',
      'a file holding one puzzle, - or nothing for standard input, or the puzzle written out',
    )
    .requiredOption('-o, --output <file>', 'where the solutions go (- for stdout)')
    .option(
      '-m, --max <N>',
      'write at most N solutions; 0 only counts',
      wholeNumber('--max', 0, Number.MAX_SAFE_INTEGER),
      DEFAULT_KEEP,
    )
    .option(
      '--count-limit <N>',
      'stop counting at N and print "at least N solutions"',
      wholeNumber('--count-limit', 1, Number.MAX_SAFE_INTEGER),
      DEFAULT_COUNT_LIMIT,
    )
    .option(
      '-t, --threads <n>',
      'worker threads (default and at most: one per core)',
      threadsArgument,
    )
    .addOption(
      new Option('-f, --format <format>', 'output layout')
        .choices(['grid', 'line'])
        .default('grid'),
    )
    .option(
      '--json',
      'print {"status","reason","solutions","exact","written",…} instead of "N solutions"',
    )
    .option('-q, --quiet', 'no progress line, summary line or notes')
    .addHelpText(
      'after',
      `
Examples:
  $ sudoku all puzzle.txt -o solutions.txt
  2 solutions
  $ sudoku all sparse.txt -o first-million.txt --format line --threads 2
  at least 100000000 solutions
  $ sudoku all sparse.txt -o none.txt --max 0 --count-limit 1000000000
  at least 1000000000 solutions                            (only counted)
  $ sudoku all puzzle.txt -o out.txt --json
  {"status":"ok","reason":null,"solutions":2,"exact":true,"written":2,…}

Exit status: 0 at least one solution; 1 no solution or conflicting givens; 2
usage, format, input or output error. Unless the exit status is 0, an old
output file is kept as it was; see sudoku --help for the others.`,
    )
    .action(async (file: string | undefined, opts) => {
      setExit(
        await (await import('./all.js')).allCommand(
          file,
          {
            max: opts.max,
            countLimit: opts.countLimit,
            threads: opts.threads,
            format: opts.format,
            output: opts.output,
            json: opts.json === true,
            quiet: opts.quiet === true,
          },
          reporter,
        ),
      );
    });
};
