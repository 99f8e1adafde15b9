import { describe, expect, it } from 'vitest';
import { EXAMPLE } from '../../testing/src/fixtures.js';
import { isSudokuError } from './errors.js';
import { parseGrid } from './grid.js';
import { blankGrids, formatGrids, formatGridsText, type GridFormat } from './writer.js';

/** The message of the SUDOKU_USAGE error `run` throws. */
function usage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (isSudokuError(error) && error.code === 'SUDOKU_USAGE') return error.message;
    throw error;
  }
  throw new Error('expected a SUDOKU_USAGE error');
}

describe('the writer formats', () => {
  it('refuse a format other than grid or line instead of writing lines', () => {
    // "classic" is what the README calls the grid layout: it used to give the line layout.
    const grid = parseGrid(EXAMPLE.puzzle);
    const classic = 'classic' as GridFormat;
    expect(usage(() => formatGrids([grid], classic))).toBe(
      'format must be grid or line, got "classic"',
    );
    expect(usage(() => formatGridsText([grid], classic))).toMatch(/got "classic"/);
    expect(usage(() => blankGrids(1, classic))).toMatch(/got "classic"/);
    expect(formatGridsText([grid], 'line')).toBe(`${EXAMPLE.puzzle.replaceAll('0', '.')}\n`);
  });
});
