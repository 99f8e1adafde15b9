import { SudokuError } from '@sudoku/core';

/**
 * The picture options refuse what would have nothing to write rather than
 * ignore it: `--json` always, and `-o` when `option` names its own file.
 */
export function refuseTextOptions(
  opts: Record<string, unknown>,
  option: string,
  ownFile: boolean,
): void {
  if (opts.json === true)
    throw new SudokuError('SUDOKU_USAGE', `${option} draws pictures, not JSON: leave out --json`);
  if (ownFile && opts.output !== undefined)
    throw new SudokuError('SUDOKU_USAGE', `${option} names the file to write: leave out -o`);
}

/** A picture option given an empty name (`--html ""`): refused in one line. */
export function refuseEmptyName(option: string, value: unknown): void {
  if (value === '') throw new SudokuError('SUDOKU_USAGE', `${option} needs a file name, got ""`);
}
