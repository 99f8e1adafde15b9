import { describe, expect, it } from 'vitest';
import { EXAMPLE } from '../../testing/src/fixtures.js';
import { parseGrid } from './grid.js';
import { usageMessage } from './test-helpers.js';
import { blankGrids, formatGrids, formatGridsText, type GridFormat } from './writer.js';

describe('the writer formats', () => {
  it('refuse a format other than grid or line instead of writing lines', () => {
    // "classic" is what the README calls the grid layout: it used to give the line layout.
    const grid = parseGrid(EXAMPLE.puzzle);
    const classic = 'classic' as GridFormat;
    expect(usageMessage(() => formatGrids([grid], classic))).toBe(
      'format must be grid or line, got "classic"',
    );
    expect(usageMessage(() => formatGridsText([grid], classic))).toMatch(/got "classic"/);
    expect(usageMessage(() => blankGrids(1, classic))).toMatch(/got "classic"/);
    expect(formatGridsText([grid], 'line')).toBe(`${EXAMPLE.puzzle.replaceAll('0', '.')}\n`);
  });
});
