import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXAMPLE, SOLVABLE } from '../../testing/src/fixtures.js';
import { PuzzleFormatError } from './errors.js';
import { gridToString, parseGrid } from './grid.js';
import { PuzzleReader } from './reader.js';
import { formatError } from './test-helpers.js';
import { formatGridsText } from './writer.js';

const encode = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: (Uint8Array | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => [...part]));

/** Feeds `bytes` in the given chunk sizes (cycled), then ends. */
function readInChunks(bytes: Uint8Array, sizes: number[]): string[] {
  const seen: string[] = [];
  const reader = new PuzzleReader((cells) => seen.push(gridToString(cells, '0')));
  for (let at = 0, k = 0; at < bytes.length; k++) {
    const size = Math.max(1, sizes.length ? sizes[k % sizes.length] : bytes.length);
    reader.push(bytes.subarray(at, at + size));
    at += size;
  }
  reader.end();
  return seen;
}

describe('byte-order marks and UTF-16', () => {
  const BOM = [0xef, 0xbb, 0xbf];
  const text = encode(`${EXAMPLE.puzzle}\n${formatGridsText([parseGrid(EXAMPLE.puzzle)])}`);

  it('skips a UTF-8 byte-order mark at the start, even split over chunks', () => {
    for (const sizes of [[], [1], [2, 5], [3]]) {
      expect(readInChunks(concat(BOM, text), sizes)).toEqual([EXAMPLE.puzzle, EXAMPLE.puzzle]);
    }
  });

  it('counts columns after the mark as if it were not there', () => {
    const error = formatError(concat(BOM, encode('12x')));
    expect(error.location).toEqual({ puzzle: 1, line: 1, column: 3 });
  });

  it('rejects a mark anywhere but at the start, a cut mark, and a mark for a reader that takes over mid-input', () => {
    expect(formatError(concat(encode(`${EXAMPLE.puzzle}\n`), BOM)).location).toEqual({
      puzzle: 2,
      line: 2,
      column: 1,
    });
    expect(formatError(Uint8Array.from([0xef, 0xbb, 0x31])).reason).toMatch(/byte 0xef/);
    expect(formatError(Uint8Array.from([0xef, 0xbb])).reason).toMatch(/byte 0xef/);
    const later = new PuzzleReader(() => {}, { inputStart: false });
    expect(() => later.push(concat(BOM, text))).toThrow(/byte 0xef/);
  });

  it('names UTF-16 text, with a byte-order mark or without', () => {
    const utf16 = (bom: number[]) =>
      concat(bom, Uint8Array.from([...`${EXAMPLE.puzzle}\n`].flatMap((c) => [c.charCodeAt(0), 0])));
    for (const bom of [
      [0xff, 0xfe],
      [0xfe, 0xff],
    ]) {
      const error = formatError(utf16(bom));
      expect(error.location).toEqual({ puzzle: 1, line: 1, column: 1 });
      expect(error.reason).toMatch(/UTF-16 byte-order mark; save it as UTF-8/);
    }
    const bare = formatError(utf16([]));
    expect(bare.location).toEqual({ puzzle: 1, line: 1, column: 2 });
    expect(bare.reason).toMatch(/byte 0x00; is the input UTF-16 text\?/);
  });
});

describe('a line too long for its puzzle', () => {
  it('blames an 82-character line on the puzzle it holds, at its line and column', () => {
    const lines = `${EXAMPLE.puzzle}\n${EXAMPLE.puzzle}5\n${EXAMPLE.puzzle}\n`;
    const error = formatError(lines);
    expect(error.location).toEqual({ puzzle: 2, line: 2, column: 82 });
    expect(error.reason).toMatch(/after the 81st cell; a puzzle has exactly 81 cells/);
    expect(formatError(`${EXAMPLE.puzzle}5\n`).location).toEqual({
      puzzle: 1,
      line: 1,
      column: 82,
    });
    // A comment glued to the grid, and a tenth digit on a classic grid's last row.
    expect(formatError(`${EXAMPLE.puzzle}//x\n`).location.puzzle).toBe(1);
    const classic = formatGridsText([parseGrid(EXAMPLE.puzzle)]);
    const error2 = formatError(`${classic}\n${classic.trimEnd()} 4\n`);
    expect(error2.location).toEqual({ puzzle: 2, line: 19, column: 19 });
  });
});

/** Bytes that look like puzzle files often enough to reach deep states: digits, dots, white space, comments. */
const puzzleishByte = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...encode('0123456789.')) },
  { weight: 3, arbitrary: fc.constantFrom(10, 13, 32, 9) },
  { weight: 1, arbitrary: fc.constantFrom(...encode('#/|-+=x,;:_*q')) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 255 }) },
);
const puzzleText = fc.constantFrom(
  ...SOLVABLE.slice(0, 4).flatMap((f) => [
    `${f.puzzle}\n`,
    `${formatGridsText([parseGrid(f.puzzle)])}\n`,
    `${f.puzzle}\t7.2/1.2/1.2\r`,
    `${f.puzzle},${f.puzzle}\r\n`,
    'quizzes,solutions\n',
  ]),
);
/** Random bytes, puzzle-like bytes and whole puzzles, mixed. */
const fuzzInput = fc
  .array(
    fc.oneof(
      fc.uint8Array({ maxLength: 40 }),
      fc.array(puzzleishByte, { maxLength: 200 }).map((b) => Uint8Array.from(b)),
      puzzleText.map(encode),
    ),
    { maxLength: 8 },
  )
  .map((parts) => concat(...parts));

describe('fuzzing the reader with random bytes (property)', () => {
  it('names a character cut by a chunk boundary as it names it whole', () => {
    const message = (bytes: Uint8Array, sizes: number[]) => {
      try {
        readInChunks(bytes, sizes);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('expected a format error');
    };
    for (const text of ['12é', `${EXAMPLE.puzzle}é`, '1\u{1F600}2', '中']) {
      const bytes = encode(`${text}\n`);
      const whole = message(bytes, []);
      expect(whole).toMatch(/unexpected '.+' \(U\+[0-9A-F]{4,5}\)/u);
      for (const sizes of [[1], [2], [3], [1, 2], [4, 1]])
        expect(message(bytes, sizes)).toBe(whole);
    }
    // Cut by the end of input: its first byte, however chunked.
    const cut = Uint8Array.from([0x31, 0xe4, 0xb8]);
    expect(message(cut, [])).toMatch(/unexpected byte 0xe4/);
    expect(message(cut, [2])).toBe(message(cut, []));
  });

  it('only ever returns puzzles or a located format error, whatever the chunking', () => {
    fc.assert(
      fc.property(
        fuzzInput,
        fc.array(fc.integer({ min: 1, max: 300 }), { maxLength: 4 }),
        (bytes, sizes) => {
          let whole: string[] | PuzzleFormatError;
          try {
            whole = readInChunks(bytes, []);
          } catch (error) {
            expect(error).toBeInstanceOf(PuzzleFormatError);
            whole = error as PuzzleFormatError;
          }
          if (whole instanceof PuzzleFormatError) {
            const { puzzle, line, column } = whole.location;
            // Lines end with an LF, or a CR not before an LF.
            const lines = bytes.reduce(
              (n, b, i) => n + (b === 10 || (b === 13 && bytes[i + 1] !== 10) ? 1 : 0),
              1,
            );
            expect(puzzle).toBeGreaterThanOrEqual(1);
            expect(line).toBeGreaterThanOrEqual(1);
            expect(line).toBeLessThanOrEqual(lines);
            expect(column).toBeGreaterThanOrEqual(1);
            expect(whole.reason.length).toBeGreaterThan(10);
            expect(whole.message).toBe(
              `puzzle ${puzzle}, line ${line}, column ${column}: ${whole.reason}`,
            );
          } else {
            for (const grid of whole) expect(grid).toMatch(/^[0-9]{81}$/);
          }
          // Chunk boundaries change nothing: the same puzzles, or the same error.
          let chunked: string[] | string;
          try {
            chunked = readInChunks(bytes, sizes);
          } catch (error) {
            chunked = (error as Error).message;
          }
          expect(chunked).toEqual(whole instanceof PuzzleFormatError ? whole.message : whole);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
