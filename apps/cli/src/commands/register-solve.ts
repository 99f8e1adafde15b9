import { SOLVE_FORMATS } from '../batch/solve-format.js';
import type { RegisterCommand } from '../command-context.js';
import { Option } from '../commander.js';
import { collectKeyValue, INPUT_ARGUMENT_HELP } from '../options.js';
import { addShardOption } from '../shard/shard-spec.js';
import { DEFAULT_STRATEGY } from '../strategies.js';
import { threadsArgument } from '../threads.js';

export const registerSolve: RegisterCommand = (program, { reporter, setExit }) => {
  const solve = program
    .command('solve')
    .summary('solve every puzzle of a file or of standard input')
    .description(
      'Solves every puzzle of FILE (or standard input) in input order and writes one solution ' +
        'per puzzle. Reads the classic layout, 81-character lines and more (see the README). A ' +
        'puzzle without solution or with conflicting givens is reported on stderr and written ' +
        'back as given (exit status 1). The answers of a strategy loaded by path are checked: ' +
        'one that is not a solution stops the run, and nothing is written.',
    )
    .argument('[input...]', INPUT_ARGUMENT_HELP)
    .option(
      '-s, --strategy <name>',
      'strategy: a name, a package or a path to a module',
      DEFAULT_STRATEGY,
    )
    .option(
      '-O, --strategy-option <key=value>',
      'an option for the strategy (repeatable)',
      collectKeyValue,
    )
    .option(
      '-t, --threads <n>',
      'solving threads, this one included (default and at most: one per core)',
      threadsArgument,
    )
    .addOption(
      new Option(
        '-f, --format <format>',
        'output layout: grid (9 rows), line (81 characters) or csv (puzzle,solution lines after a header, an unsolved one with an empty solution)',
      )
        .choices(SOLVE_FORMATS)
        .default('grid'),
    )
    .addOption(
      new Option(
        '--json',
        'one JSON object per puzzle per line instead of grids: index, input, givens, status, reason, solution',
      ).conflicts('format'),
    )
    .option(
      '-o, --output <file>',
      'write here, replacing the file only when the run succeeds (default: stdout)',
    )
    .option(
      '--stats',
      'measure each search: --json gains nodes, guesses and timeMs, and a line on stderr sums them (µs a puzzle, nodes, guesses, share solved without a guess)',
    )
    .option(
      '--keep-going',
      'read on past a line that is not a puzzle: it is named on stderr with its line and column and left out of the grids (in --json an "invalid" line in its place), and the run exits 1',
    )
    .option('-q, --quiet', 'no progress bar, summary line or notes');
  addShardOption(solve)
    .addHelpText(
      'after',
      `
Examples:
  $ sudoku solve puzzles.txt                     classic grids on stdout
  $ sudoku solve --strategy dlx --format line top95.txt -o solved.txt
  $ cat puzzles.txt | sudoku solve - --threads 1
  $ sudoku solve --strategy ./my-solver.js puzzles.txt
  $ sudoku solve --json puzzles.txt
  {"index":1,"input":"..3.2.6..9…","givens":32,"status":"solved",
   "reason":null,"solution":"4831…"}
  {"index":2,"input":"12345678.…","givens":9,"status":"unsolvable",
   "reason":"no solution: no digit fits row 1 column 9","solution":null}`,
    )
    .action(async (file: string[], opts) => {
      setExit(
        await (await import('./solve.js')).solveCommand(
          file,
          {
            strategy: opts.strategy,
            strategyOptions: opts.strategyOption ?? {},
            threads: opts.threads,
            format: opts.format,
            json: opts.json === true,
            output: opts.output,
            quiet: opts.quiet === true,
            stats: opts.stats === true,
            shard: opts.shard,
            keepGoing: opts.keepGoing === true,
          },
          reporter,
        ),
      );
    });

  program
    .command('strategies')
    .summary('list the installed solving strategies')
    .description(
      'Lists the installed strategies, one a line, the default marked; --options adds the ' +
        '-O key=value options each takes, with their values and defaults.',
    )
    .option('--options', "also list each strategy's -O options, values and defaults")
    .option(
      '--json',
      'one JSON object per strategy per line: {"name","description","default","options"}',
    )
    .addHelpText(
      'after',
      `
Examples:
  $ sudoku strategies --options
  $ sudoku solve --strategy backtrack -O erase=xor -O candidates=array p.txt`,
    )
    .action(async (opts) =>
      setExit(
        await (await import('./strategies.js')).strategiesCommand({
          json: opts.json === true,
          options: opts.options === true,
        }),
      ),
    );
};
