import { isSudokuError, parsePuzzles } from '@sudoku/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateGrid } from './generate-grid.js';
import { createGridWriter, encodeGrids, gridBytes, writeGrids } from './grid-writer.js';
import { MAX_GRIDS, SEED_GRIDS } from './shift-patterns.js';
import { hasWasmFill } from './word-fill.js';

const decoder = new TextDecoder();

/**
 * An independent transcription of /work/shared/tools/gen-ref.c (the C
 * yardstick) with the corner digit as a parameter. gen-ref.c drops the last
 * newline; the project's format keeps it (163·N − 1 bytes), and so does this.
 */
function genRef(n: number, corner: number): string {
  const b1 = [
    [1, 4, 7],
    [1, 7, 4],
    [4, 1, 7],
    [4, 7, 1],
    [7, 1, 4],
    [7, 4, 1],
  ];
  const b2 = [
    [2, 5, 8],
    [2, 8, 5],
    [5, 2, 8],
    [5, 8, 2],
    [8, 2, 5],
    [8, 5, 2],
  ];
  const p = [corner, ...[1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== corner)];
  const out: string[] = [];
  for (;;) {
    for (let a = 0; a < 6 && out.length < n; a++) {
      for (let b = 0; b < 6 && out.length < n; b++) {
        const sh = [0, 3, 6, ...b1[a], ...b2[b]];
        let grid = '';
        for (let r = 0; r < 9; r++) {
          for (let c = 0; c < 9; c++) grid += `${p[(c + 9 - sh[r]) % 9]}${c === 8 ? '\n' : ' '}`;
        }
        out.push(grid);
      }
    }
    if (out.length >= n) break;
    // next_perm(p + 1, 8)
    let i = 7;
    while (i >= 1 && p[i] >= p[i + 1]) i--;
    if (i < 1) break;
    let j = 8;
    while (p[j] <= p[i]) j--;
    [p[i], p[j]] = [p[j], p[i]];
    p.splice(i + 1, 8 - i, ...p.slice(i + 1).reverse());
  }
  return out.join('\n');
}

function drain(writer: ReturnType<typeof createGridWriter>): Uint8Array {
  const parts: Uint8Array[] = [];
  for (let c = writer.nextChunk(); c !== null; c = writer.nextChunk())
    parts.push(Uint8Array.from(c));
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    all.set(p, o);
    o += p.length;
  }
  return all;
}

describe('grid writers', () => {
  it('the runtime here has the WebAssembly loop', () => {
    expect(hasWasmFill()).toBe(true);
  });

  it('write the classic format: 163·N − 1 bytes, 17-character rows, one blank line between grids', () => {
    for (const n of [1, 2, 35, 36, 37, 100]) {
      const bytes = encodeGrids(0, n);
      expect(bytes.length).toBe(163 * n - 1);
      expect(gridBytes(n)).toBe(163 * n - 1);
      const text = decoder.decode(bytes);
      expect(text.endsWith('\n')).toBe(true);
      expect(text.endsWith('\n\n')).toBe(false);
      const blocks = text.slice(0, -1).split('\n\n');
      expect(blocks.length).toBe(n);
      for (const block of blocks) {
        expect(block).toMatch(/^([1-9]( [1-9]){8}\n){8}[1-9]( [1-9]){8}$/);
        expect(block[0]).toBe('8');
      }
    }
  });

  it('match gen-ref.c byte for byte over the seed order (corner 7 as in gen-ref.c, and 8)', () => {
    expect(decoder.decode(encodeGrids(0, 2000, 7))).toBe(genRef(2000, 7));
    expect(decoder.decode(encodeGrids(0, 2000, 8))).toBe(genRef(2000, 8));
  });

  it('parse back with core to exactly the grids generateGrid gives', () => {
    const ranges: [number, number, number][] = [
      [0, 500, 8],
      [SEED_GRIDS - 40, 80, 3], // across the family boundary
      [MAX_GRIDS - 75, 75, 9], // the very end
    ];
    for (const [start, count, corner] of ranges) {
      const grids = parsePuzzles(encodeGrids(start, count, corner));
      expect(grids.length).toBe(count);
      for (let i = 0; i < count; i++) expect(grids[i]).toEqual(generateGrid(start + i, corner));
    }
  });

  it('stream the same bytes in any chunk size, from any start, with wasm or plain JS', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_GRIDS - 1 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 9 }),
        (first, wanted, chunkBytes, cornerDigit) => {
          const count = Math.min(wanted, MAX_GRIDS - first);
          const start = first;
          // The expected text, built from generateGrid and the format rules alone.
          const expected = Array.from({ length: count }, (_, i) => {
            const grid = generateGrid(start + i, cornerDigit);
            return Array.from(
              { length: 9 },
              (_, r) => `${grid.subarray(9 * r, 9 * r + 9).join(' ')}\n`,
            ).join('');
          }).join('\n');
          for (const wasm of [true, false]) {
            const writer = createGridWriter({ count, start, cornerDigit, chunkBytes, wasm });
            expect(writer.totalBytes).toBe(expected.length);
            // Strings compare fast; deep equality on big typed arrays does not.
            expect(decoder.decode(drain(writer))).toBe(expected);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('writeGrids writes at an offset, leaves the rest alone and can be continued', () => {
    const out = new Uint8Array(3 + 163 * 5 + 2).fill(0xee);
    let o = writeGrids(out, 3, 0, 2, 4);
    expect(o).toBe(3 + 325);
    out[o++] = 10;
    o = writeGrids(out, o, 2, 3, 4);
    expect(o).toBe(3 + 163 * 5 - 1);
    expect(decoder.decode(out.subarray(3, o))).toBe(decoder.decode(encodeGrids(0, 5, 4)));
    expect([...out.subarray(0, 3), ...out.subarray(o)]).toEqual([
      0xee, 0xee, 0xee, 0xee, 0xee, 0xee,
    ]);
  });

  it('handle zero grids', () => {
    expect(encodeGrids(0, 0).length).toBe(0);
    expect(createGridWriter({ count: 0 }).nextChunk()).toBeNull();
    expect(writeGrids(new Uint8Array(0), 0, 0, 0)).toBe(0);
  });

  it('reject bad ranges, corners and buffers with SUDOKU_USAGE, naming the maximum', () => {
    const bad: [() => unknown, RegExp][] = [
      [() => createGridWriter({ count: MAX_GRIDS + 1 }), /5806080/],
      [() => createGridWriter({ count: 11, start: MAX_GRIDS - 10 }), /5806080/],
      [() => createGridWriter({ count: 1.5 }), /whole number/],
      [() => createGridWriter({ count: -1 }), /whole number/],
      [() => createGridWriter({ count: 1, start: -1 }), /whole number/],
      [() => createGridWriter({ count: 1, cornerDigit: 10 }), /1 to 9/],
      [() => createGridWriter({ count: 1, chunkBytes: Number.NaN }), /chunkBytes/],
      // A misspelt option would otherwise quietly mean the default corner digit 8.
      [
        () => createGridWriter({ count: 1, cornrDigit: 3 } as never),
        /createGridWriter has no option cornrDigit; it takes count, start, cornerDigit/,
      ],
      [() => createGridWriter(null as never), /grid count must be a whole number ≥ 0/],
      [() => createGridWriter(5 as never), /createGridWriter takes an options object, got 5/],
      [
        () => writeGrids(new Uint8Array(161), 0, 0, 1),
        /^writeGrids: out needs 162 bytes from offset 0 but its length is 161$/,
      ],
      [
        () => writeGrids(new Uint8Array(325), 1, 0, 2),
        /^writeGrids: out needs 325 bytes from offset 1 but its length is 325$/,
      ],
      [
        () => writeGrids(new Uint8Array(400), 0.5, 0, 1),
        /^writeGrids: offset must be a whole number ≥ 0, got 0.5$/,
      ],
      // An array used to fail inside with a bare TypeError (out.set is not a function).
      [
        () => writeGrids(new Array(400).fill(0) as never, 0, 0, 1),
        /^writeGrids: out must be a Uint8Array, got an array$/,
      ],
      [() => writeGrids(new Uint8Array(400), 0, 0, -1), /^grid count must be a whole number/],
    ];
    for (const [run, message] of bad) {
      try {
        run();
        expect.unreachable();
      } catch (error) {
        expect(isSudokuError(error) && error.code).toBe('SUDOKU_USAGE');
        expect((error as Error).message).toMatch(message);
      }
    }
    expect(() => createGridWriter({ count: 10, start: MAX_GRIDS - 10 })).not.toThrow();
  });
});
