import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOLVABLE } from '../../testing/src/fixtures.js';
import type { PuzzleFormatError } from './errors.js';
import { gridToString } from './grid.js';
import { parsePuzzles } from './parse-puzzles.js';
import { PuzzleReader } from './reader.js';
import { formatError } from './test-helpers.js';

const BLANKS = ['.', '0', '_', '*', '-'] as const;
const puzzles = SOLVABLE.map((f) => f.puzzle.replaceAll('0', '.'));
const encode = (text: string) => new TextEncoder().encode(text);

/** Reads `text` fed in chunks of the given sizes (cycled). */
function readInChunks(text: string, sizes: number[]): string[] {
  const bytes = encode(text);
  const seen: string[] = [];
  const reader = new PuzzleReader((cells) => seen.push(gridToString(cells)));
  for (let at = 0, k = 0; at < bytes.length; k++) {
    const size = Math.max(1, sizes.length ? sizes[k % sizes.length]! : bytes.length);
    reader.push(bytes.subarray(at, at + size));
    at += size;
  }
  reader.end();
  return seen;
}

/** The puzzle's cells with each blank written as the next of `blanks` (cycled). */
const withBlanks = (puzzle: string, blanks: readonly string[]) => {
  let k = 0;
  return [...puzzle].map((c) => (c === '.' ? blanks[k++ % blanks.length]! : c));
};

/** The ways a puzzle is laid out on lines, from its 81 cell characters. */
const LAYOUTS: Record<string, (cells: string[]) => string> = {
  line: (cells) => cells.join(''),
  rows: (cells) => rowsOf(cells, (row) => row.join('')).join('\n'),
  barred: (cells) =>
    rowsOf(
      cells,
      (row) => `${row.slice(0, 3).join('')}|${row.slice(3, 6).join('')}|${row.slice(6).join('')}`,
    )
      .flatMap((row, r) => (r === 3 || r === 6 ? ['---+---+---', row] : [row]))
      .join('\n'),
  spaced: (cells) =>
    rowsOf(cells, (row) =>
      [row.slice(0, 3), row.slice(3, 6), row.slice(6)].map((b) => b.join(' ')).join(' | '),
    )
      .flatMap((row, r) => (r === 3 || r === 6 ? ['------+-------+------', row] : [row]))
      .join('\n'),
  framed: (cells) =>
    [
      '+-------+-------+-------+',
      ...rowsOf(
        cells,
        (row) =>
          `| ${[row.slice(0, 3), row.slice(3, 6), row.slice(6)].map((b) => b.join(' ')).join(' | ')} |`,
      ),
      '+-------+-------+-------+',
    ].join('\n'),
};

function rowsOf(cells: string[], row: (cells: string[]) => string): string[] {
  return Array.from({ length: 9 }, (_, r) => row(cells.slice(r * 9, r * 9 + 9)));
}

describe("'-' as a blank, and the lines that start with it", () => {
  const [P] = puzzles;

  it('reads a one-line puzzle and a grid row that start with dashes', () => {
    const line = P!.replaceAll('.', '-');
    expect(line.startsWith('-')).toBe(true);
    expect(parsePuzzles(`${line}\n`).map((g) => gridToString(g))).toEqual([P]);
    expect(parsePuzzles(`${LAYOUTS.barred!([...line])}\n`).map((g) => gridToString(g))).toEqual([
      P,
    ]);
  });

  it('still skips the decoration lines of printed grids and headings made of dashes', () => {
    const text = ['-----------', '---+---+---', '-- Puzzle one --', '=====', P].join('\n');
    expect(parsePuzzles(text).map((g) => gridToString(g))).toEqual([P]);
    // With a cell on it, the line is cells: its stray character is the error.
    expect(formatError('-- Puzzle 2 --\n').location).toEqual({ puzzle: 1, line: 1, column: 4 });
  });

  it('reads a line of 9 dashes alone as an empty row, and of 81 as an empty puzzle', () => {
    // 17-clue puzzles often start with an empty row.
    expect(P!.startsWith('.'.repeat(17))).toBe(true);
    const rows = LAYOUTS.rows!(withBlanks(P!, ['-']));
    expect(rows.split('\n')[0]).toBe('---------');
    expect(parsePuzzles(rows).map((g) => gridToString(g))).toEqual([P]);
    expect(parsePuzzles(`${'-'.repeat(81)}\n${'-'.repeat(81)} 0.0\n`)).toHaveLength(2);
  });

  it('names the line and column of an error on a line that starts with dashes', () => {
    expect(formatError(`--5--x${'.'.repeat(75)}\n`).location).toEqual({
      puzzle: 1,
      line: 1,
      column: 6,
    });
    // Past a puzzle's 81st cell, the next dash is the error, at its own column.
    const rows = LAYOUTS.rows!([...P!])
      .split('\n')
      .slice(0, 8)
      .join('\n');
    const extra = formatError(`${rows}\n----------5\n`);
    expect(extra.location).toEqual({ puzzle: 1, line: 9, column: 10 });
    expect(extra.reason).toMatch(/^unexpected '-' after the 81st cell/);
    expect(formatError(`${rows}\n---------5\n`).location).toMatchObject({ line: 9, column: 10 });
    expect(formatError(`${'-'.repeat(40)}5${'-'.repeat(41)}\n`).location).toEqual({
      puzzle: 1,
      line: 1,
      column: 82,
    });
    // Dashes alone, neither 9 nor 81, are decoration.
    expect(parsePuzzles(`${'-'.repeat(82)}\n----------\n`)).toEqual([]);
    // A stray character cut by a chunk's end is named whole, however the input is cut.
    for (const size of [1, 2, 3, 4, 100]) {
      let error: unknown;
      try {
        readInChunks(`--é5${'.'.repeat(77)}\n`, [size]);
      } catch (thrown) {
        error = thrown;
      }
      expect((error as PuzzleFormatError).message).toBe(
        "puzzle 1, line 1, column 3: unexpected 'é' (U+00E9); expected a digit 1-9, 0 or '.' for an empty cell",
      );
    }
    // Reading on past errors, a bad dash line is skipped alone.
    const errors: PuzzleFormatError[] = [];
    const read: string[] = [];
    const reader = new PuzzleReader((cells) => read.push(gridToString(cells)), {
      onError: (error) => errors.push(error),
    });
    const dashes = P!.replaceAll('.', '-');
    reader.push(encode(`-x${dashes.slice(2)}\n${dashes}\n`));
    reader.end();
    expect(read).toEqual([P]);
    expect(errors.map((e) => e.location)).toEqual([{ puzzle: 1, line: 1, column: 2 }]);
    // A line of 5 cells is a short row, whichever blank it starts with.
    expect(formatError('--5--\n').reason).toMatch(/this line has 5 cells/);
  });

  it('reads every layout with any mix of blanks, however the input is cut (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            puzzle: fc.constantFrom(...puzzles),
            layout: fc.constantFrom(...Object.keys(LAYOUTS)),
            blanks: fc.array(fc.constantFrom(...BLANKS), { minLength: 1, maxLength: 6 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.array(fc.integer({ min: 1, max: 90 }), { maxLength: 5 }),
        fc.constantFrom('\n', '\r\n', '\r'),
        (items, sizes, newline) => {
          const text = items
            .map(({ puzzle, layout, blanks }) => LAYOUTS[layout]!(withBlanks(puzzle, blanks)))
            .join('\n\n')
            .replaceAll('\n', newline);
          expect(readInChunks(`${text}${newline}`, sizes)).toEqual(items.map((i) => i.puzzle));
        },
      ),
    );
  });

  it('names the exact line and column of a stray character in any layout and mix of blanks (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...puzzles),
        fc.constantFrom(...Object.keys(LAYOUTS)),
        fc.array(fc.constantFrom(...BLANKS), { minLength: 1, maxLength: 6 }),
        fc.nat(80),
        (puzzle, layout, blanks, at) => {
          const cells = withBlanks(puzzle, blanks);
          cells[at] = 'x';
          const lines = LAYOUTS[layout]!(cells).split('\n');
          const line = lines.findIndex((l) => l.includes('x'));
          const error = formatError(`${lines.join('\n')}\n`);
          // A line of dashes and the stray alone is decoration; the grid then comes up short.
          if (/^[-| x+]*$/.test(lines[line]!) && /^[| ]*-/.test(lines[line]!)) return;
          expect(error.location).toEqual({
            puzzle: 1,
            line: line + 1,
            column: lines[line]!.indexOf('x') + 1,
          });
        },
      ),
    );
  });
});
