import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXAMPLE, SOLVABLE } from '../../testing/src/fixtures.js';
import { PuzzleFormatError } from './errors.js';
import {
  CLASSIC_SPAN,
  hasClassicSeparators,
  parseClassicGridAt,
  parseLineGridAt,
} from './fixed-layouts.js';
import { gridToString, parseGrid } from './grid.js';
import { parsePuzzles, readPuzzleBatches } from './parse-puzzles.js';
import { PuzzleReader } from './reader.js';
import { formatError } from './test-helpers.js';
import { formatGridsText, writeClassicGrid } from './writer.js';

const example = parseGrid(EXAMPLE.puzzle);
const classicExample = formatGridsText([example]);

describe('parsePuzzles accepts every common layout', () => {
  it('reads the classic layout with blank lines between grids', () => {
    const grids = parsePuzzles(`${classicExample}\n${classicExample}`);
    expect(grids.map((g) => gridToString(g, '0'))).toEqual([EXAMPLE.puzzle, EXAMPLE.puzzle]);
  });

  it('reads 81-character lines with 0 or . for blanks and trailing comments', () => {
    const dots = EXAMPLE.puzzle.replaceAll('0', '.');
    const grids = parsePuzzles(`${dots} // from the assignment\n${EXAMPLE.puzzle}\r\n`);
    expect(grids).toHaveLength(2);
    expect(gridToString(grids[0], '0')).toBe(EXAMPLE.puzzle);
    expect(gridToString(grids[1], '0')).toBe(EXAMPLE.puzzle);
  });

  it('reads annotations after a one-line puzzle: a rating, a solution, a note', () => {
    const p = EXAMPLE.puzzle;
    const s = EXAMPLE.solution;
    const text = [
      `${p}\t2.6/1.2/1.2`,
      `${p},${s}`,
      `${p};7.2`,
      `${p}:note`,
      `${p}  ${s}`,
      `${p}|x`,
      `${p} 5`,
    ].join('\n');
    expect(parsePuzzles(text).map((g) => gridToString(g, '0'))).toEqual(Array(7).fill(p));
    // Glued to the 81st cell, a digit is an 82nd cell, and other text needs a separator.
    expect(formatError(`${p}5\n`).reason).toMatch(/a puzzle has exactly 81 cells/);
    expect(formatError(`${p}x\n`).reason).toMatch(/separate a trailing comment with a space/);
    // Over several lines, a tenth digit on the last row is still a mistake.
    expect(formatError(`${classicExample.trimEnd()} 4\n`).location).toEqual({
      puzzle: 1,
      line: 9,
      column: 19,
    });
  });

  it('skips a CSV or TSV header line first (Kaggle: quizzes,solutions)', () => {
    const p = EXAMPLE.puzzle;
    const csv = `quizzes,solutions\n${p},${EXAMPLE.solution}\n${p},${EXAMPLE.solution}\n`;
    expect(parsePuzzles(csv)).toHaveLength(2);
    expect(parsePuzzles(`puzzle\trating\r\n${p}\t1.2\r\n`)).toHaveLength(1);
    // A word alone is no header; a header after the first line is text out of place.
    expect(formatError(`quizzes\n${p}\n`).location).toEqual({ puzzle: 1, line: 1, column: 1 });
    expect(formatError(`  x1\n${p}\n`).location).toEqual({ puzzle: 1, line: 1, column: 3 });
    expect(formatError(`${p}\nquizzes,solutions\n`).location).toEqual({
      puzzle: 2,
      line: 2,
      column: 1,
    });
    // A reader taking over in the middle of an input reads no header.
    const sink: string[] = [];
    const reader = new PuzzleReader((cells) => sink.push(cells.join('')), { inputStart: false });
    expect(() => reader.push(new TextEncoder().encode('a,b\n'))).toThrow(PuzzleFormatError);
  });

  it('takes _ and * for blanks, and CR alone as a line end', () => {
    const p = EXAMPLE.puzzle;
    const grids = parsePuzzles(`${p.replaceAll('0', '_')}\r${p.replaceAll('0', '*')}\r`);
    expect(grids.map((g) => gridToString(g, '0'))).toEqual([p, p]);
    const classicCR = classicExample.replaceAll('\n', '\r');
    expect(parsePuzzles(`${classicCR}\r${classicCR}`)).toHaveLength(2);
    expect(formatError(`${p}\r${p.slice(1)}\r`).location).toEqual({
      puzzle: 2,
      line: 2,
      column: 81,
    });
    // However the input is cut, CR LF is one line end and CR alone another.
    const bytes = new TextEncoder().encode(`${p}\r\n\r${p}\r`);
    for (let cut = 0; cut <= bytes.length; cut++) {
      const read: string[] = [];
      const reader = new PuzzleReader((cells) => read.push(cells.join('')));
      reader.push(bytes.subarray(0, cut));
      reader.push(bytes.subarray(cut));
      reader.end();
      expect(read).toHaveLength(2);
      expect(reader.linesRead).toBe(3);
    }
  });

  it('accepts CRLF, tabs, repeated spaces, comments, extra blank lines and a missing final newline', () => {
    const rows = classicExample.trimEnd().split('\n');
    const messy = [
      '# a comment',
      '',
      ...rows.map((row, i) => (i % 2 ? row.replaceAll(' ', '\t') : row.replaceAll(' ', '   '))),
      '',
      '',
      '   # indented comment',
    ].join('\r\n');
    expect(parsePuzzles(messy).map((g) => gridToString(g, '0'))).toEqual([EXAMPLE.puzzle]);
  });

  it('accepts rows of contiguous digits, several rows to a line, and decorated grids', () => {
    const p = EXAMPLE.puzzle;
    const contiguous = Array.from({ length: 9 }, (_, r) => p.slice(r * 9, r * 9 + 9)).join('\n');
    const threeRowsALine = Array.from({ length: 3 }, (_, r) => p.slice(r * 27, r * 27 + 27)).join(
      '\n',
    );
    const decorated = Array.from({ length: 9 }, (_, r) => {
      const row = p.slice(r * 9, r * 9 + 9).split('');
      const line = `${row.slice(0, 3).join(' ')} | ${row.slice(3, 6).join(' ')} | ${row.slice(6).join(' ')}`;
      return r === 3 || r === 6 ? `------+-------+------\n${line}` : line;
    }).join('\n');
    for (const text of [contiguous, threeRowsALine, decorated]) {
      expect(parsePuzzles(text).map((g) => gridToString(g, '0'))).toEqual([p]);
    }
  });

  it('returns no puzzle for an empty input or comments only', () => {
    expect(parsePuzzles('')).toEqual([]);
    expect(parsePuzzles('# nothing\n\n')).toEqual([]);
  });
});

describe('parsePuzzles errors name puzzle, line and column', () => {
  it('rejects a letter inside a grid', () => {
    const text = classicExample.replace('2 3 7', '2 x 7');
    const error = formatError(text);
    expect(error.code).toBe('SUDOKU_FORMAT');
    expect(error.location).toEqual({ puzzle: 1, line: 2, column: 3 });
    expect(error.message).toMatch(/^puzzle 1, line 2, column 3: unexpected 'x'/);
  });

  it('counts puzzles and lines across grids', () => {
    const second = classicExample.replace('1 4 6', '1 4 ?');
    const error = formatError(`${classicExample}\n${second}`);
    expect(error.location).toEqual({ puzzle: 2, line: 13, column: 5 });
  });

  it('rejects a short row, an extra cell, a grid cut by a blank line and a truncated input', () => {
    expect(
      formatError(classicExample.replace('2 3 7 4 5 1 9 6 8', '2 3 7 4 5 1 9 6')).reason,
    ).toMatch(/8 cells; expected 9 per row/);
    expect(formatError(`${classicExample.trimEnd()} 5\n`).reason).toMatch(/exactly 81 cells/);
    const rows = classicExample.split('\n');
    expect(formatError([...rows.slice(0, 4), '', ...rows.slice(4)].join('\n')).reason).toMatch(
      /blank line inside a puzzle: 36 of 81/,
    );
    expect(formatError(rows.slice(0, 5).join('\n')).reason).toMatch(
      /ends inside a puzzle: 45 of 81/,
    );
    expect(formatError(`${EXAMPLE.puzzle.slice(0, 80)}\n`).reason).toMatch(/80 cells/);
  });

  it('rejects a C++ source file at its first code line', () => {
    const error = formatError('#include <cstdio>\nint main() { return 0; }\n');
    expect(error.location).toEqual({ puzzle: 1, line: 2, column: 1 });
  });

  it('names a UTF-8 character by itself and its code point, other bytes by their value', () => {
    expect(formatError('\u00e9').reason).toMatch(/^unexpected 'é' \(U\+00E9\); expected a digit/);
    expect(formatError(`12\u4e2d${'.'.repeat(78)}`).reason).toMatch(/^unexpected '中' \(U\+4E2D\)/);
    expect(formatError('\u{1F600}').reason).toMatch(/^unexpected '😀' \(U\+1F600\)/);
    expect(formatError(`${EXAMPLE.puzzle}é\n`).reason).toMatch(
      /^unexpected 'é' \(U\+00E9\) after the 81st cell/,
    );
    // Not UTF-8 (a Latin-1 é, or a lead byte without its continuation): the byte.
    const latin1 = (bytes: number[]) => {
      try {
        parsePuzzles(Uint8Array.from(bytes));
      } catch (error) {
        if (error instanceof PuzzleFormatError) return error.reason;
      }
      throw new Error('expected a format error');
    };
    expect(latin1([0xe9, 0x0a])).toMatch(/^unexpected byte 0xe9/);
    expect(latin1([0xc3, 0x41, 0x0a])).toMatch(/^unexpected byte 0xc3/);
    expect(latin1([0x01])).toMatch(/^unexpected byte 0x01/);
  });
});

describe('streaming', () => {
  it('gives the same puzzles whatever the chunk boundaries (property)', () => {
    const text = new TextEncoder().encode(
      `# header\r\n${formatGridsText(SOLVABLE.slice(0, 5).map((f) => parseGrid(f.puzzle)))}\n${SOLVABLE.slice(
        5,
        9,
      )
        .map((f) => `${f.puzzle} // trailing`)
        .join('\n')}`,
    );
    const whole = parsePuzzles(text).map((g) => gridToString(g));
    expect(whole).toHaveLength(9);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: text.length }), { maxLength: 12 }), (cuts) => {
        const points = [0, ...cuts.sort((a, b) => a - b), text.length];
        const seen: string[] = [];
        const reader = new PuzzleReader((cells) => seen.push(gridToString(cells)));
        for (let i = 1; i < points.length; i++)
          reader.push(text.subarray(points[i - 1], points[i]));
        reader.end();
        expect(seen).toEqual(whole);
      }),
    );
  });

  it('yields batches from an async source of strings or bytes', async () => {
    async function* source() {
      yield classicExample.slice(0, 100);
      yield new TextEncoder().encode(classicExample.slice(100));
      yield `\n${EXAMPLE.puzzle}\n`;
    }
    const all = [];
    for await (const batch of readPuzzleBatches(source())) all.push(...batch);
    expect(all.map((g) => gridToString(g, '0'))).toEqual([EXAMPLE.puzzle, EXAMPLE.puzzle]);
  });
});

describe('boundaries, lines and the exact classic layout', () => {
  it('reports the last place in a chunk where a fresh reader can take over, and the lines read', () => {
    const text = new TextEncoder().encode(`# two grids\n${formatGridsText([example, example])}\n`);
    const reader = new PuzzleReader(() => {});
    reader.push(text);
    // After the last grid's row and the blank line after it.
    expect(reader.lastBoundary).toBe(text.length);
    expect(reader.linesRead).toBe(1 + 9 + 1 + 9 + 1);
    // Inside a grid there is none.
    const inside = new PuzzleReader(() => {});
    inside.push(new TextEncoder().encode('1 2 3 4 5 6 7 8 9\n'));
    expect(inside.lastBoundary).toBe(-1);
  });

  it('every reported boundary splits the input into parts that parse alone (property)', () => {
    const grids = SOLVABLE.slice(0, 6).map((f) => parseGrid(f.puzzle));
    const text = new TextEncoder().encode(
      `${formatGridsText(grids.slice(0, 3))}\n# note\n${grids
        .slice(3)
        .map((g) => gridToString(g))
        .join('\r\n')}\n`,
    );
    const whole = parsePuzzles(text).map((g) => gridToString(g));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: text.length }), (end) => {
        const reader = new PuzzleReader(() => {});
        reader.push(text.subarray(0, end));
        const cut = reader.lastBoundary;
        if (cut < 0) return;
        const parts = [text.subarray(0, cut), text.subarray(cut)].flatMap((part) =>
          parsePuzzles(part).map((g) => gridToString(g)),
        );
        expect(parts).toEqual(whole);
      }),
    );
  });

  it('decodes the exact classic layout at any offset, and checks its separators alone', () => {
    const text = new Uint8Array(7 + CLASSIC_SPAN).fill(33);
    writeClassicGrid(example, text, 7);
    const cells = new Uint8Array(90);
    expect(parseClassicGridAt(text, 7, cells, 9)).toBe(true);
    expect(gridToString(cells.subarray(9))).toBe(gridToString(example));
    expect(hasClassicSeparators(text, 7)).toBe(true);
    expect(hasClassicSeparators(text, 6)).toBe(false);
    expect(hasClassicSeparators(text, 8)).toBe(false); // runs past the end
    for (const at of [8, 7 + 17, 7 + 18 * 8 + 15]) {
      const broken = Uint8Array.from(text);
      broken[at] = 9; // a tab where a space or newline belongs
      expect(hasClassicSeparators(broken, 7), `byte ${at}`).toBe(false);
      expect(parseClassicGridAt(broken, 7, cells, 0), `byte ${at}`).toBe(false);
    }
    const letter = Uint8Array.from(text);
    letter[7 + 18 * 2 + 4] = 97;
    expect(hasClassicSeparators(letter, 7)).toBe(true); // digits are not its business
    expect(parseClassicGridAt(letter, 7, cells, 0)).toBe(false);
  });

  it('decodes a grid on one line at any offset, 0 and . as blanks, and nothing else', () => {
    const text = [...example].map((v, i) => (v === 0 ? (i % 2 ? '.' : '0') : String(v))).join('');
    const line = new TextEncoder().encode(`##${text}`);
    const cells = new Uint8Array(90).fill(7);
    expect(parseLineGridAt(line, 2, cells, 9)).toBe(true);
    expect([...cells.subarray(9)]).toEqual([...example]);
    expect(parseLineGridAt(line, 3, cells, 0)).toBe(false); // runs past the end
    expect(parseLineGridAt(line, 1, cells, 0)).toBe(false); // '#'
    for (const bad of [32, 47, 58, 97]) {
      const broken = Uint8Array.from(line);
      broken[2 + 80] = bad;
      expect(parseLineGridAt(broken, 2, cells, 0), `byte ${bad}`).toBe(false);
    }
  });
});

describe('where each puzzle begins', () => {
  it('gives the line of its first cell, in every layout', () => {
    const classic = formatGridsText([parseGrid(EXAMPLE.puzzle)], 'grid');
    const input = `# a comment\n${EXAMPLE.puzzle}\n\n${classic}\n${EXAMPLE.puzzle.slice(0, 36)}\n${EXAMPLE.puzzle.slice(36)}\n`;
    const lines: number[] = [];
    const reader: PuzzleReader = new PuzzleReader(() => lines.push(reader.puzzleLine));
    reader.push(new TextEncoder().encode(input));
    reader.end();
    expect(lines).toEqual([2, 4, 14]);
  });
});
