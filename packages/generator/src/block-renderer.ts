import { firstRowAt, nextFirstRow } from './first-row.js';
import { FIRST_ROWS, SEED_PATTERNS, SHIFT_PATTERNS } from './shift-patterns.js';
import { createWordFill } from './word-fill.js';

/**
 * The hot path. Grids come in blocks of 36 that share a first row P (the
 * classic 36 patterns of one family). Every block of a family is the same text
 * up to renaming the digits, and 36 · 163 = 5,868 bytes is a whole number of
 * 32-bit words. So each family's block is precomputed once as a template of
 * word ids, where a word id names four "codes" (an index into P, a space or a
 * newline). The 125 words those ids stand for under P sit in a table whose
 * digit bytes are patched when P changes; then the block is 1,467 word
 * copies (`word-fill.ts`, WebAssembly): 4× fewer loop steps than byte by
 * byte, and no call per grid or row.
 */

/** One grid in the byte stream: 162 bytes of rows plus the blank-line `\n` before the next one. */
export const GRID_RECORD_BYTES = 163;
/** Grids per block (one first row, one family). */
export const BLOCK_GRIDS = SEED_PATTERNS;
/** Bytes of a block of 36 grid records. */
export const BLOCK_BYTES = BLOCK_GRIDS * GRID_RECORD_BYTES; // 5,868
const BLOCK_WORDS = BLOCK_BYTES / 4; // 1,467

const SPACE = 9; // codes 0-8 index P
const NEWLINE = 10;

interface Templates {
  /** Four codes per word id. */
  readonly quads: Uint8Array;
  readonly quadCount: number;
  /** Per family, the word ids of one block. */
  readonly families: readonly Uint8Array[];
}

const TEMPLATES: Templates = buildTemplates();
/** `CODE_AT[i]`: the byte offsets in the word table that hold P[i]. */
const CODE_AT: readonly Uint16Array[] = Array.from({ length: 9 }, (_, i) =>
  Uint16Array.from(TEMPLATES.quads.keys()).filter((k) => TEMPLATES.quads[k] === i),
);

function buildTemplates(): Templates {
  const ids = new Map<number, number>();
  const quads: number[] = [];
  const families: Uint8Array[] = [];
  const codes = new Uint8Array(BLOCK_BYTES);
  for (let f = 0; f < 4; f++) {
    for (let g = 0; g < BLOCK_GRIDS; g++) {
      const pattern = (f * SEED_PATTERNS + g) * 9;
      const base = g * GRID_RECORD_BYTES;
      for (let r = 0; r < 9; r++) {
        const shift = SHIFT_PATTERNS[pattern + r];
        for (let c = 0; c < 9; c++) {
          codes[base + 18 * r + 2 * c] = (c - shift + 9) % 9;
          codes[base + 18 * r + 2 * c + 1] = c < 8 ? SPACE : NEWLINE;
        }
      }
      codes[base + 162] = NEWLINE;
    }
    const words = new Uint8Array(BLOCK_WORDS);
    for (let w = 0; w < BLOCK_WORDS; w++) {
      const c = codes.subarray(4 * w, 4 * w + 4);
      const key = c[0] + 11 * (c[1] + 11 * (c[2] + 11 * c[3]));
      let id = ids.get(key);
      if (id === undefined) {
        id = ids.size;
        ids.set(key, id);
        quads.push(c[0], c[1], c[2], c[3]);
      }
      words[w] = id;
    }
    families.push(words);
  }
  if (ids.size > 256) throw new Error('generator: word ids do not fit a byte'); // cannot happen: there are 125
  return { quads: Uint8Array.from(quads), quadCount: ids.size, families };
}

/** Renders whole blocks of grid records for one corner digit into its own memory. */
export interface BlockRenderer {
  /** The output area: `capacity` block slots of {@link BLOCK_BYTES} bytes each. */
  readonly bytes: Uint8Array;
  /**
   * Writes block `block` (grids 36·block … 36·block + 35, each followed by
   * `\n`) into slot `slot` of {@link bytes}. Consecutive blocks step the first
   * row with next-permutation; any other block is unranked directly.
   */
  render(slot: number, block: number): void;
}

/**
 * A renderer for `cornerDigit` (1-9, checked by the caller) with room for
 * `capacity` blocks. `useWasm: false` forces the plain-JS loop (tests compare both).
 */
export function createBlockRenderer(
  cornerDigit: number,
  capacity: number,
  useWasm = true,
): BlockRenderer {
  const { quads, quadCount, families } = TEMPLATES;
  // Memory layout: output slots, then the four family templates, then the word table.
  const templateAt = capacity * BLOCK_BYTES;
  const templateStride = BLOCK_WORDS + 1;
  const lutAt = templateAt + 4 * templateStride;
  const { buffer, fill } = createWordFill(lutAt + 4 * quadCount, useWasm);
  const memory = new Uint8Array(buffer);
  for (let f = 0; f < 4; f++) memory.set(families[f], templateAt + f * templateStride);
  // The word table is written byte by byte in memory order, so it is right on
  // any host byte order. Separators are fixed; digit bytes change with P.
  for (let k = 0; k < 4 * quadCount; k++) {
    if (quads[k] === SPACE) memory[lutAt + k] = 32;
    else if (quads[k] === NEWLINE) memory[lutAt + k] = 10;
  }
  const row = new Uint8Array(9);
  const written = new Uint8Array(9); // the P the table holds; 0 = none yet
  let current = -2;

  function useBlock(block: number): void {
    const rank = block % FIRST_ROWS;
    if (block === current + 1 && rank !== 0) nextFirstRow(row);
    else firstRowAt(rank, cornerDigit, row);
    current = block;
    // next-permutation moves e ≈ 2.7 of the 9 digits on average: patch only their bytes.
    for (let i = 0; i < 9; i++) {
      const d = row[i];
      if (written[i] === d) continue;
      written[i] = d;
      const at = CODE_AT[i];
      for (let k = 0; k < at.length; k++) memory[lutAt + at[k]] = 48 + d;
    }
  }

  return {
    bytes: memory.subarray(0, templateAt),
    render(slot, block) {
      if (block !== current) useBlock(block);
      const family = Math.floor(block / FIRST_ROWS);
      fill(slot * BLOCK_BYTES, templateAt + family * templateStride, lutAt, BLOCK_WORDS);
    },
  };
}
