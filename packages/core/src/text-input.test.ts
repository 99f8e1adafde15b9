import { describe, expect, it } from 'vitest';
import { EXAMPLE } from '../../testing/src/fixtures.js';
import { isSudokuError } from './errors.js';
import { parseGrid } from './grid.js';
import { parsePuzzles, readPuzzleBatches } from './parse-puzzles.js';

/** The code and message of the SudokuError `run` throws (or rejects with). */
async function failure(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (isSudokuError(error)) return `${error.code}: ${error.message}`;
    throw error;
  }
  throw new Error('expected a SudokuError');
}

describe('text input that is neither a string nor bytes', () => {
  it('parsePuzzles refuses it instead of finding no puzzle in it', async () => {
    // What a browser's File.arrayBuffer() gives: it used to read as an empty text.
    const buffer = new TextEncoder().encode(EXAMPLE.puzzle).buffer;
    expect(await failure(() => parsePuzzles(buffer as never))).toBe(
      'SUDOKU_USAGE: parsePuzzles takes a string or a Uint8Array, got ArrayBuffer (new Uint8Array(buffer) reads one)',
    );
    expect(await failure(() => parsePuzzles(null as never))).toMatch(/^SUDOKU_USAGE: .* got null/);
    expect(parsePuzzles(new Uint8Array(buffer))).toEqual([parseGrid(EXAMPLE.puzzle)]);
  });

  it('readPuzzleBatches refuses such a chunk', async () => {
    async function* chunks() {
      yield new ArrayBuffer(81);
    }
    const read = async () => {
      for await (const _ of readPuzzleBatches(chunks() as never)) {
      }
    };
    expect(await failure(read)).toMatch(
      /^SUDOKU_USAGE: readPuzzleBatches takes chunks of strings or Uint8Arrays, got ArrayBuffer/,
    );
  });

  it('parseGrid names what it got rather than failing on it', async () => {
    // localStorage.getItem gives null for a missing key.
    expect(await failure(() => parseGrid(null as never))).toBe(
      'SUDOKU_BAD_GRID: a grid string has 81 characters, got null',
    );
    expect(await failure(() => parseGrid(5 as never))).toBe(
      'SUDOKU_BAD_GRID: a grid string has 81 characters, got number',
    );
  });
});
