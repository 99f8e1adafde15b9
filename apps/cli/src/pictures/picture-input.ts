import { SudokuError } from '@sudoku/core';
import { type PuzzleBatch, PuzzleSource } from '../deal/puzzle-source.js';
import type { InputArguments } from '../io/input.js';
import { inputSources } from '../io/input-list.js';

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

/**
 * Every puzzle of the input after the first `skip`, read whole (`hint
 * --svg` takes one). A format error names the input, line and column.
 */
export async function readPuzzles(
  file: InputArguments,
  skip: number,
  note: (line: string) => void,
): Promise<{ puzzles: PuzzleBatch; description: string }> {
  const sources = await inputSources(file, note);
  const source = new PuzzleSource(sources, skip);
  try {
    while (await source.readMore());
    return {
      puzzles: source.take(source.held),
      description: sources.map((s) => s.description).join(', '),
    };
  } finally {
    await source.close();
  }
}
