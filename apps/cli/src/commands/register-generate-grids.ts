import { CLASSIC_OUTPUT } from '../classic-args.js';
import type { RegisterCommand } from '../command-context.js';
import { Option } from '../commander.js';
import { wholeNumber } from '../options.js';
import { thousands } from '../thousands.js';
import { DEFAULT_CORNER_DIGIT, MAX_GRIDS } from './defaults.js';

export const registerGenerateGrids: RegisterCommand = (program, { reporter, setExit }) => {
  const max = thousands(MAX_GRIDS);
  program
    .command('generate-grids')
    .alias('grids')
    .summary('write N distinct completed grids (the classic -c)')
    .description(
      'Writes N distinct, valid completed grids in the classic layout, every one with the same ' +
        `top-left digit. Deterministic: the same N gives the same bytes. N is 1 to ${max}, the ` +
        'proven size of the method (see packages/generator/README.md).',
    )
    .argument(
      '<N>',
      `number of grids, 1 to ${max}`,
      wholeNumber('the number of grids N', 1, MAX_GRIDS),
    )
    .addOption(
      new Option('-d, --first-digit <D>', 'the top-left digit of every grid')
        .argParser(wholeNumber('--first-digit', 1, 9))
        .conflicts('studentId'),
    )
    .option(
      '--student-id <ID>',
      'derive the top-left digit: (sum of the last two digits) mod 9 + 1',
    )
    .option(
      '-o, --output <file>',
      'write here, replaced only when the run succeeds; - for stdout',
      CLASSIC_OUTPUT,
    )
    .option('-q, --quiet', 'no summary line')
    .addHelpText(
      'after',
      `
Examples:
  $ sudoku -c 1000              1,000 grids to sudoku.txt, top-left digit ${DEFAULT_CORNER_DIGIT}
  $ sudoku -c 1000000 --first-digit 3
  $ sudoku generate-grids 20 --student-id 2021123456 -o -`,
    )
    .action(async (count: number, opts) => {
      const { cornerDigitFromStudentId } = await import('@sudoku/generator');
      const cornerDigit =
        opts.studentId !== undefined
          ? cornerDigitFromStudentId(opts.studentId)
          : (opts.firstDigit ?? DEFAULT_CORNER_DIGIT);
      setExit(
        await (await import('./generate-grids.js')).generateGridsCommand(
          { count, cornerDigit, output: opts.output, quiet: opts.quiet === true },
          reporter,
        ),
      );
    });
};
