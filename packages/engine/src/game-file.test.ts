import { isSudokuError, parseGrid } from '@sudoku/core';
import { EXAMPLE } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGameFile, parseGameFile } from './game-file.js';

const solution = parseGrid(EXAMPLE.solution);

/** A game: givens and player digits are subsets of one solution grid. */
const gameArb = fc
  .tuple(fc.array(fc.constantFrom(0, 1, 2), { minLength: 81, maxLength: 81 }), fc.boolean())
  .map(([kinds]) => {
    const givens = new Uint8Array(81);
    const current = new Uint8Array(81);
    for (let i = 0; i < 81; i++) {
      if (kinds[i] === 2) givens[i] = current[i] = solution[i];
      else if (kinds[i] === 1) current[i] = solution[i];
    }
    return { givens, current };
  });

const expectFormatError = (text: string, message: RegExp) => {
  try {
    parseGameFile(text);
  } catch (error) {
    expect(isSudokuError(error)).toBe(true);
    expect((error as Error).message).toMatch(message);
    return;
  }
  throw new Error('expected a format error');
};

describe('game file', () => {
  it('parse ∘ format is the identity (property)', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const text = formatGameFile(game);
        expect(parseGameFile(text)).toEqual(game);
      }),
    );
  });

  it('writes two classic grids separated by one empty line', () => {
    const text = formatGameFile({ givens: new Uint8Array(81), current: solution });
    const lines = text.split('\n');
    expect(lines).toHaveLength(20); // 9 + blank + 9 + the final newline's empty tail
    expect(lines[0]).toBe('9 5 8 3 6 7 1 2 4');
    expect(lines[9]).toBe('');
    expect(lines[10]).toBe('0 0 0 0 0 0 0 0 0');
    expect(text.length).toBe(2 * 163 - 1);
  });

  it('loads the same grid twice as a new puzzle', () => {
    const puzzle = parseGrid(EXAMPLE.puzzle);
    const text = formatGameFile({ givens: puzzle, current: puzzle });
    expect(parseGameFile(text).givens).toEqual(puzzle);
  });

  it("reads the seed's files, whose second matrix marks givens with 1", () => {
    const puzzle = parseGrid(EXAMPLE.puzzle);
    const ones = puzzle.map((v) => (v === 0 ? 0 : 1));
    const board = Uint8Array.from(puzzle);
    board[1] = 5;
    expect(parseGameFile(formatGameFile({ givens: ones, current: board }))).toEqual({
      givens: puzzle,
      current: board,
    });
  });

  it('rejects bad files with the place and the reason', () => {
    const puzzle = parseGrid(EXAMPLE.puzzle);
    const one = formatGameFile({ givens: puzzle, current: puzzle }).split('\n\n')[0];
    expectFormatError(one, /2 grids.*found 1/);
    expectFormatError(`${one}\n\n${one}\n\n${one}`, /found 3/);
    // A given where the board is empty: r1c2 (line 11, column 3).
    const marks = Uint8Array.from(puzzle);
    marks[1] = 5;
    expectFormatError(
      formatGameFile({ givens: marks, current: puzzle }),
      /^line 11, column 3: r1c2 is marked as a given \(5\) but the board is empty there$/,
    );
    // Not a digit: the reader names line and column.
    expectFormatError(one.replace(/^9/, 'x'), /line 1, column 1/);
    // A board with a clash.
    const clash = Uint8Array.from(puzzle);
    clash[1] = 9;
    expectFormatError(
      formatGameFile({ givens: puzzle, current: clash }),
      /the saved board is not valid: .*digit 9.*row 1/,
    );
  });
});
