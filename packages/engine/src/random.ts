import { SudokuError } from '@sudoku/core';
import { shownValue } from '@sudoku/core/kernel';

/**
 * A small seedable PRNG so `--seed S` gives the same puzzles on every machine
 * and in every JavaScript engine (Math.random cannot be seeded).
 *
 * The generator is sfc32, Chris Doty-Humphrey's "Small Fast Counting" RNG from
 * PractRand (public domain): 128 bits of state, 32-bit output, passes PractRand
 * and BigCrush, and needs only 32-bit integer operations, so it gives the same
 * bits in Node and in browsers. The seed text is hashed into the four state
 * words with four FNV-1a lanes (different offset bases) finished by
 * MurmurHash3's fmix32 avalanche; the first outputs are then discarded because
 * sfc32's counter word starts correlated (the warm-up bryc recommends in his
 * public "PRNGs" notes).
 */

/** A deterministic random source. */
export interface Random {
  /** The seed text this stream was made from (numbers are turned into their decimal text). */
  readonly seed: string;
  /** The next 32-bit unsigned integer. */
  nextUint32(): number;
  /** A float in [0, 1) with 32 random bits. */
  next(): number;
  /**
   * An integer in [0, n), for a whole number n from 1 to 2³²; anything else
   * throws `SUDOKU_USAGE`.
   */
  int(n: number): number;
  /** Shuffles `items` in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[];
}

/** The seed types accepted everywhere: `42` and `'42'` give the same stream. */
export type Seed = string | number;

function fmix32(h: number): number {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Four 32-bit words from a string: four FNV-1a lanes with distinct bases, then fmix32. */
function hashSeed(text: string): [number, number, number, number] {
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  let c = 0x85ebca6b;
  let d = 0xc2b2ae35;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    a = Math.imul(a ^ k, 0x01000193);
    b = Math.imul(b ^ k, 0x01000193);
    c = Math.imul(c ^ k, 0x01000193);
    d = Math.imul(d ^ k, 0x01000193);
  }
  const n = text.length;
  return [fmix32(a ^ n), fmix32(b + n), fmix32(c ^ (n << 8)), fmix32(d + (n << 16))];
}

/** Throws `SUDOKU_USAGE` unless `seed` is a string or a finite number. */
export function assertSeed(seed: unknown): asserts seed is Seed {
  if (typeof seed !== 'string' && !Number.isFinite(seed)) {
    throw new SudokuError(
      'SUDOKU_USAGE',
      `a seed is a string or a finite number, got ${shownValue(seed)}`,
    );
  }
}

/** A new random stream from a seed (a string or a finite number; else `SUDOKU_USAGE`). */
export function createRandom(seed: Seed): Random {
  assertSeed(seed);
  const text = typeof seed === 'number' ? String(seed) : seed;
  let [a, b, c, d] = hashSeed(text);
  const nextUint32 = (): number => {
    // sfc32: a 64-bit-free mix of three words plus a counter that guarantees a long period.
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) nextUint32();
  const next = (): number => nextUint32() / 4294967296;
  const below = (n: number): number => Math.floor(next() * n);
  return {
    seed: text,
    nextUint32,
    next,
    int(n: number): number {
      // An empty range has no integer to give, and past 2³² the 32 random bits miss values.
      if (!(Number.isInteger(n) && n >= 1 && n <= 4294967296)) {
        throw new SudokuError(
          'SUDOKU_USAGE',
          `int(n) takes a whole number n from 1 to 4294967296, got ${shownValue(n)}`,
        );
      }
      return below(n);
    },
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = below(i + 1);
        const tmp = items[i];
        items[i] = items[j];
        items[j] = tmp;
      }
      return items;
    },
  };
}

/**
 * A fresh seed for callers that gave none, from the platform's crypto source
 * (global `crypto` in browsers, workers and Node ≥ 19). Results report the
 * seed they used, so any run can be reproduced.
 */
export function freshSeed(): string {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  return (words[0].toString(36) + words[1].toString(36)).slice(0, 12);
}
