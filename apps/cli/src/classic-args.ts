import { SudokuError } from '@sudoku/core';

/** The file the classic interface writes, in the current directory. */
export const CLASSIC_OUTPUT = 'sudoku.txt';

/** The classic flags, alone (`-c`) or glued to their value (`-c100`); `--count` is not one. */
const isClassicFlag = (arg: string) => /^-[cs]/.test(arg);

const usage = (message: string) => new SudokuError('SUDOKU_USAGE', message);

/**
 * Turns the classic -c/-s interface into the long-form commands, so both are
 * parsed, validated and documented in one place (commander):
 *
 *   sudoku [opts] -c N [opts]     →  sudoku generate-grids --output sudoku.txt [opts] -- N
 *   sudoku [opts] -s FILE [opts]  →  sudoku solve --output sudoku.txt [opts] -- FILE
 *
 * Only the spelling of the classic flag itself is checked here: `-c100` is a
 * usage error (the classic interface's own tests say so), the flag must be
 * followed by its value, and it comes once. A command line that starts with
 * a command name (`sudoku solve -s dlx …`, whose -s is its own) passes
 * through as is, and so does one without a classic flag.
 */
export function translateClassicArgs(argv: readonly string[]): string[] {
  const first = argv[0];
  // A command's own -s (solve's --strategy), or a program option such as --help.
  if (first === undefined || !first.startsWith('-') || /^(-h|--help|-V|--version)$/.test(first)) {
    return [...argv];
  }
  // Options may come before the flag too (`sudoku -o out.txt -c 5`), as anywhere else.
  const at = argv.findIndex(isClassicFlag);
  if (at === -1) return [...argv];
  const flag = argv[at];
  const glued = /^-([cs])(.+)$/.exec(flag);
  if (glued) {
    throw usage(
      `write -${glued[1]} and its ${glued[1] === 'c' ? 'count' : 'file'} as two arguments: -${glued[1]} ${glued[2]}`,
    );
  }
  const value = argv[at + 1];
  if (value === undefined) {
    throw usage(
      flag === '-c'
        ? '-c needs the number of grids: sudoku -c N'
        : '-s needs a puzzle file: sudoku -s FILE',
    );
  }
  const rest = [...argv.slice(0, at), ...argv.slice(at + 2)];
  const again = rest.find(isClassicFlag);
  if (again !== undefined) {
    throw usage(
      again.slice(0, 2) === flag
        ? `${flag} can be given only once`
        : `${flag} cannot be used with ${again.slice(0, 2)}`,
    );
  }
  const stray = flag === '-s' ? strayArgument(rest) : undefined;
  if (stray !== undefined) {
    throw usage(
      `-s takes one puzzle file, got another argument "${stray}"; several files: sudoku solve a.txt b.txt`,
    );
  }
  // The default output comes first, so a later --output/-o from the user wins;
  // the value goes after `--` so "-100" reaches the range check instead of
  // being taken for an option.
  const command = flag === '-c' ? 'generate-grids' : 'solve';
  return [command, '--output', CLASSIC_OUTPUT, ...rest, '--', value];
}

/** solve's options that take a value (the next argument, unless glued with `=`). */
const VALUE_OPTIONS = new Set([
  '-o',
  '--output',
  '-t',
  '--threads',
  '--strategy',
  '-O',
  '--strategy-option',
  '-f',
  '--format',
  '--shard',
]);

/** An argument of `sudoku … -s FILE …` that is neither an option nor an option's value: solve would read it as a second file. */
function strayArgument(rest: readonly string[]): string | undefined {
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (!arg.startsWith('-') || arg === '-') return arg;
    if (VALUE_OPTIONS.has(arg)) i++;
  }
  return undefined;
}
