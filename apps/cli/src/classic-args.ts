import { SudokuError } from '@sudoku/core';

/** The file the classic interface writes, in the current directory. */
export const CLASSIC_OUTPUT = 'sudoku.txt';

/**
 * Turns the assignment's interface into the long-form commands, so both are
 * parsed, validated and documented in one place (commander):
 *
 *   sudoku -c N [opts]     →  sudoku generate-grids --output sudoku.txt [opts] -- N
 *   sudoku -s FILE [opts]  →  sudoku solve --output sudoku.txt [opts] -- FILE
 *
 * Only the spelling of the classic flag itself is checked here: `-c100` is a
 * usage error (the assignment's own tests say so), and the flag must be
 * followed by its value. Anything that is not classic passes through as is.
 */
export function translateClassicArgs(argv: readonly string[]): string[] {
  const [flag, value, ...rest] = argv;
  if (flag === undefined) return [];
  const glued = /^-([cs])(.+)$/.exec(flag);
  if (glued && !flag.startsWith('--')) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `write -${glued[1]} and its ${glued[1] === 'c' ? 'count' : 'file'} as two arguments: -${glued[1]} ${glued[2]}`,
    );
  }
  if (flag !== '-c' && flag !== '-s') return [...argv];
  if (value === undefined) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      flag === '-c'
        ? '-c needs the number of grids: sudoku -c N'
        : '-s needs a puzzle file: sudoku -s FILE',
    );
  }
  // The default output comes first, so a later --output/-o from the user wins;
  // the value goes after `--` so "-100" reaches the range check instead of
  // being taken for an option.
  const command = flag === '-c' ? 'generate-grids' : 'solve';
  return [command, '--output', CLASSIC_OUTPUT, ...rest, '--', value];
}
