import { type Grid, isSudokuError, readPuzzleBatches, SudokuError } from '@sudoku/core';
import { openInput } from '../io/input.js';

/** Every puzzle of an input, and where it came from. */
export interface PuzzleInput {
  grids: Grid[];
  description: string;
}

/**
 * Reads the whole input (a file, or standard input for `-`/undefined) with
 * core's tolerant reader before anything is written, so a format error
 * anywhere leaves no partial output (the spec's rule for `-s`). The engine
 * commands (generate aside) work on inputs of thousands of puzzles at most,
 * 81 bytes each, so holding them costs little.
 */
export async function readPuzzles(file: string | undefined): Promise<PuzzleInput> {
  const input = await openInput(file);
  const grids: Grid[] = [];
  try {
    for await (const batch of readPuzzleBatches(input.chunks)) {
      for (const grid of batch) grids.push(grid);
    }
  } catch (error) {
    if (isSudokuError(error)) {
      // Format errors name the puzzle, line and column; say which input too.
      throw new SudokuError(error.code, `${input.description}: ${error.message}`, {
        cause: error,
      });
    }
    throw new SudokuError(
      'SUDOKU_IO',
      `cannot read ${input.description}: ${(error as Error).message}`,
      { cause: error },
    );
  }
  if (grids.length === 0) {
    throw new SudokuError('SUDOKU_FORMAT', `${input.description} holds no puzzle`);
  }
  return { grids, description: input.description };
}
