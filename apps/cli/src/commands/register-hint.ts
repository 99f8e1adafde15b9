import type { RegisterCommand } from '../command-context.js';

export const registerHint: RegisterCommand = (program, { reporter, setExit }) => {
  program
    .command('hint')
    .summary('the next step for each position, with its explanation')
    .description(
      'For every position of FILE (or standard input) prints the next digit a player can place and ' +
        'why, as "CELL = DIGIT: explanation". When no technique applies, the empty cell with the fewest ' +
        'candidates gets its digit from the solution (marked "(fallback)"). A position whose digits ' +
        'clash or that has no solution gets "conflict: …" or "no-solution: …" and exit status 1.',
    )
    .argument('[file]', 'positions (0 or . for empty cells); - or nothing for standard input')
    .option('--json', 'one JSON object per position per line (JSON Lines)', false)
    .option('-o, --output <file>', 'write here, replaced atomically (default: stdout)')
    .option('-q, --quiet', 'no progress bar', false)
    .addHelpText(
      'after',
      `
Examples:
  $ sudoku hint board.txt
  r3c5 = 7: Hidden single: 7 can only go in r3c5 in box 2.
  $ sudoku hint --json board.txt
  {"puzzle":1,"kind":"step","cell":"r3c5","row":3,"column":5,"digit":7,"technique":"hidden-single",...}`,
    )
    .action(async (file: string | undefined, opts) => {
      setExit(
        await (await import('./hint.js')).hintCommand(
          file,
          { json: opts.json, output: opts.output, quiet: opts.quiet },
          reporter,
        ),
      );
    });
};
