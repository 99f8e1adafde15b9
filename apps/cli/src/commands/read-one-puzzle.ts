import { type Grid, isSudokuError, PuzzleReader, SudokuError } from '@sudoku/core';
import { type InputArguments, openInputArguments } from '../io/input.js';

/**
 * The one puzzle of an input (`sudoku all`), read as a stream: the reading
 * stops at the start of a second puzzle, so a large file given by mistake
 * fails at once, without being read whole or held in memory. The input's
 * description ("p.txt", "standard input") comes with it, for messages.
 */
export async function readOnePuzzle(
  file: InputArguments,
  note?: (line: string) => void,
): Promise<{ puzzle: Grid; description: string }> {
  const input = await openInputArguments(file, note, 'a puzzle');
  const grids: Grid[] = [];
  const reader = new PuzzleReader((cells) => grids.push(Uint8Array.from(cells)));
  const chunk = new Uint8Array(64 * 1024);
  try {
    for (let n = await input.read(chunk, 0, chunk.length); n > 0; ) {
      reader.push(chunk.subarray(0, n));
      if (grids.length > 1) break;
      n = await input.read(chunk, 0, chunk.length);
    }
    if (grids.length <= 1) reader.end();
  } catch (error) {
    if (isSudokuError(error)) {
      throw new SudokuError(error.code, `${input.description}: ${error.message}`, { cause: error });
    }
    throw new SudokuError(
      'SUDOKU_IO',
      `cannot read ${input.description}: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  } finally {
    await input.close();
  }
  if (grids.length === 0) {
    throw new SudokuError('SUDOKU_FORMAT', `${input.description} holds no puzzle`);
  }
  if (grids.length > 1) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `all enumerates one puzzle; ${input.description} holds more than one`,
    );
  }
  return { puzzle: grids[0], description: input.description };
}
