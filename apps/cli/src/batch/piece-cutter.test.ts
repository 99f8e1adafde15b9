import { formatGridsText, gridToString, parseGrid, parsePuzzles } from '@sudoku/core';
import { SOLVABLE } from '@sudoku/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastParsedBoundary, lastQuickBoundary } from './piece-cutter.js';

const encode = (text: string) => new TextEncoder().encode(text);
const grids = SOLVABLE.slice(0, 6).map((f) => parseGrid(f.puzzle));
const parse = (bytes: Uint8Array) => parsePuzzles(bytes).map((g) => gridToString(g));

/** The same six puzzles in each layout the reader takes. */
const LAYOUTS: Record<string, string> = {
  classic: `${formatGridsText(grids)}\n`,
  crlf: `${formatGridsText(grids).replaceAll('\n', '\r\n')}\r\n`,
  lines: `${grids.map((g) => gridToString(g)).join('\n')}\n`,
  commented: `# six\n${grids.map((g) => `${gridToString(g)} // note`).join('\n')}\n`,
  rated: `${grids.map((g) => `${gridToString(g)}\t7.2/1.2/1.2`).join('\n')}\n`,
  csv: `quizzes,solutions\n${grids.map((g) => `${gridToString(g, '_')},${gridToString(g)}`).join('\r\n')}\r\n`,
  // '-' blanks, the lines starting with one, and a line of dashes alone (an empty puzzle).
  dashes: `${[...grids.map((g) => gridToString(g, '-')), '-'.repeat(81)].join('\n')}\n`,
  dashRows: `${grids.map((g) => gridToString(g, '-').replace(/(.{9})/g, '$1\n')).join('\n')}`,
  // CR alone ends lines: no LF to cut after at a glance.
  cr: `${grids.map((g) => gridToString(g)).join('\r')}\r`,
  // Whole rows, no blank line between grids: nothing to see at a glance.
  rows: grids.map((g) => gridToString(g, '0').replace(/(.{9})/g, '$1\n')).join(''),
};

describe('cutting input into pieces', () => {
  for (const [layout, text] of Object.entries(LAYOUTS)) {
    it(`cuts ${layout} input only where the rest parses alone (property)`, () => {
      const bytes = encode(text);
      const whole = parse(bytes);
      expect(whole).toEqual(
        parse(encode(LAYOUTS.classic!)).concat(layout === 'dashes' ? ['.'.repeat(81)] : []),
      );
      fc.assert(
        fc.property(fc.integer({ min: 1, max: bytes.length }), (end) => {
          for (const cut of [lastQuickBoundary(bytes, 0, end), lastParsedBoundary(bytes, 0, end)]) {
            if (cut < 0) continue;
            expect(cut).toBeLessThanOrEqual(end);
            expect([...parse(bytes.subarray(0, cut)), ...parse(bytes.subarray(cut))]).toEqual(
              whole,
            );
          }
        }),
      );
    });
  }

  it('finds a cut at a glance in classic and line layouts, never in whole rows', () => {
    for (const layout of ['classic', 'crlf', 'lines', 'rated', 'csv', 'dashes']) {
      const bytes = encode(LAYOUTS[layout]);
      expect(lastQuickBoundary(bytes, 0, bytes.length), layout).toBe(bytes.length);
    }
    const rows = encode(LAYOUTS.rows);
    expect(lastQuickBoundary(rows, 0, rows.length)).toBe(-1);
    expect(lastParsedBoundary(rows, 0, rows.length)).toBe(rows.length);
    expect(lastParsedBoundary(rows, 0, 89)).toBe(-1); // inside the first grid
    expect(lastParsedBoundary(rows, 0, 100)).toBe(90); // after its ninth row
    const cr = encode(LAYOUTS.cr);
    expect(lastQuickBoundary(cr, 0, cr.length)).toBe(-1);
    expect(lastParsedBoundary(cr, 0, 100)).toBe(82); // after the first puzzle's CR
  });

  it('hands the whole range on when the reader fails, for its piece to report', () => {
    const bytes = encode(`${gridToString(grids[0])}\nnot a puzzle\n${gridToString(grids[1])}\n`);
    expect(lastParsedBoundary(bytes, 0, bytes.length)).toBe(bytes.length);
  });
});
