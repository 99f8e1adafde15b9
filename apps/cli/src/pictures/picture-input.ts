import { SudokuError } from '@sudoku/core';
import { type PuzzleBatch, PuzzleSource } from '../deal/puzzle-source.js';
import { type InputArguments, openInputArguments } from '../io/input.js';

/**
 * `hint --svg` draws instead of writing text lines: `--json` and `-o` would
 * have nothing to write, so they are refused rather than ignored.
 */
export function refuseTextOptions(opts: Record<string, unknown>, option: string): void {
  if (opts.json === true)
    throw new SudokuError(
      'SUDOKU_USAGE',
      `${option} draws pictures instead of text: leave out --json`,
    );
  if (opts.output !== undefined)
    throw new SudokuError(
      'SUDOKU_USAGE',
      `${option} names its own output: leave out -o (the pictures replace the text)`,
    );
}

/** A picture option given an empty name (`--html ""`): refused in one line. */
export function refuseEmptyName(option: string, value: unknown): void {
  if (value === '') throw new SudokuError('SUDOKU_USAGE', `${option} needs a file name, got ""`);
}

/**
 * Every puzzle of the input after the first `skip`, read whole (`hint
 * --svg` takes one). A format error names the input, line and column.
 */
export async function readPuzzles(
  file: InputArguments,
  skip: number,
  note: (line: string) => void,
): Promise<{ puzzles: PuzzleBatch; description: string }> {
  const input = await openInputArguments(file, note);
  try {
    const source = new PuzzleSource(input, skip);
    while (await source.readMore());
    return { puzzles: source.take(source.held), description: input.description };
  } finally {
    await input.close();
  }
}
