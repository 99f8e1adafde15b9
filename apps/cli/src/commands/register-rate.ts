import type { RegisterCommand } from '../command-context.js';

export const registerRate: RegisterCommand = (program, { reporter, setExit }) => {
  program
    .command('rate')
    .summary('rate how hard each puzzle is for a person')
    .description(
      'Solves every puzzle of FILE (or standard input) with human techniques and prints one line per ' +
        'puzzle: difficulty (easy, medium, hard, expert), the hardest technique used, and the number ' +
        'of steps. "expert" means the techniques got stuck. A puzzle without solution or with ' +
        'conflicting givens gets the line "no-solution" or "conflict" and a message on stderr (exit 1).',
    )
    .argument('[file]', 'puzzle file; - or nothing for standard input')
    .option('--json', 'one JSON object per puzzle per line (JSON Lines)', false)
    .option('-o, --output <file>', 'write here, replaced atomically (default: stdout)')
    .option('-q, --quiet', 'no progress bar', false)
    .addHelpText(
      'after',
      `
Examples:
  $ sudoku rate puzzles.txt
  medium naked-pair 54 steps
  expert x-wing 31 steps (techniques stuck)
  $ sudoku generate --seed 7 --format line | sudoku rate -
  $ sudoku rate --json top95.txt > ratings.jsonl
  {"puzzle":1,"status":"rated","difficulty":"expert","hardestTechnique":"pointing","steps":12,...}`,
    )
    .action(async (file: string | undefined, opts) => {
      setExit(
        await (await import('./rate.js')).rateCommand(
          file,
          { json: opts.json, output: opts.output, quiet: opts.quiet },
          reporter,
        ),
      );
    });
};
