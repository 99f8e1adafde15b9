import { type Grid, isSudokuError, PuzzleReader, SudokuError } from '@sudoku/core';
import { type InputArguments, openInputArguments } from '../io/input.js';

/** The one puzzle of an input, where it is, and the input's description ("p.txt", "standard input"). */
export interface OnePuzzle {
  puzzle: Grid;
  description: string;
  /** Its number in the input, from 1 (after `skip` others). */
  number: number;
  /** The line it begins on. */
  line: number;
}

/**
 * The one puzzle of an input after the first `skip` (`sudoku all`, `hint
 * --svg`), read as a stream: the reading stops at the start of a second
 * puzzle, so a large file given by mistake fails at once, without being
 * read whole or held in memory, and skipped puzzles are never kept. `why`
 * opens the message about a second puzzle ("all enumerates one puzzle").
 */
export async function readOnePuzzle(
  file: InputArguments,
  note?: (line: string) => void,
  { skip = 0, why = 'all enumerates one puzzle' }: { skip?: number; why?: string } = {},
): Promise<OnePuzzle> {
  const input = await openInputArguments(file, note, 'a puzzle');
  let found: Omit<OnePuzzle, 'description'> | undefined;
  let read = 0;
  const reader = new PuzzleReader((cells, index) => {
    read++;
    if (index < skip) return;
    found ??= { puzzle: Uint8Array.from(cells), number: index + 1, line: reader.puzzleLine };
  });
  const more = () => read > skip + 1;
  const chunk = new Uint8Array(64 * 1024);
  try {
    for (let n = await input.read(chunk, 0, chunk.length); n > 0; ) {
      reader.push(chunk.subarray(0, n));
      if (more()) break;
      n = await input.read(chunk, 0, chunk.length);
    }
    if (!more()) reader.end();
  } catch (error) {
    if (isSudokuError(error)) {
      throw new SudokuError(error.code, `${input.description}: ${error.message}`, { cause: error });
    }
    throw new SudokuError(
      'SUDOKU_IO',
      `cannot read ${input.description}: ${(error as Error).message}`,
      { cause: error },
    );
  } finally {
    await input.close();
  }
  const { description } = input;
  if (read === 0) throw new SudokuError('SUDOKU_FORMAT', `${description} holds no puzzle`);
  if (!found) {
    const puzzles = `${read} puzzle${read === 1 ? '' : 's'}`;
    throw new SudokuError(
      'SUDOKU_USAGE',
      `--skip ${skip} skips every puzzle: ${description} holds ${puzzles}`,
    );
  }
  if (more()) {
    const after = skip > 0 ? ` after --skip ${skip}` : '';
    throw new SudokuError('SUDOKU_USAGE', `${why}; ${description} holds more than one${after}`);
  }
  return { ...found, description };
}
