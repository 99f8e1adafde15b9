import { maskDigits, POPCOUNT, UNIT_CELLS, unitName } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { maskCells, PEER_MASKS } from '../cell-mask.js';
import { type CellDigit, makeStep } from '../step.js';
import { describeCandidates, listCells, listDigits } from '../words.js';
import type { BestStep } from './best-step.js';
import { doubled } from './doubled.js';
import { chainDifficulty } from './length.js';

/**
 * The almost locked sets of one search (n cells of one unit holding n + 1
 * digits between them), as columns of typed arrays reused from call to call:
 * top95 builds millions of sets, and an object with three typed arrays each
 * was a quarter of everything the engine allocated (docs/performance.md).
 */
class AlsTable {
  count = 0;
  unit = new Int32Array(256);
  digits = new Int32Array(256);
  /** Candidates of all its cells: the nodes a chain through it would use. */
  size = new Int32Array(256);
  /** Its cells as a cell set, in words i * 3 … i * 3 + 2. */
  cells = new Int32Array(256 * 3);
  /**
   * For each digit d (0-8), as a cell set in words i * 27 + d * 3 … + 2:
   * the set's cells holding it, and the cells that see all of those.
   */
  holding = new Int32Array(256 * 27);
  seeing = new Int32Array(256 * 27);

  /** Appends an empty set of `unit`; returns its index. */
  add(unit: number, digits: number, size: number): number {
    if (this.count === this.unit.length) this.grow();
    const i = this.count++;
    this.unit[i] = unit;
    this.digits[i] = digits;
    this.size[i] = size;
    this.cells.fill(0, i * 3, i * 3 + 3);
    this.holding.fill(0, i * 27, i * 27 + 27);
    this.seeing.fill(0x7ffffff, i * 27, i * 27 + 27);
    return i;
  }

  private grow(): void {
    this.unit = doubled(this.unit);
    this.digits = doubled(this.digits);
    this.size = doubled(this.size);
    this.cells = doubled(this.cells);
    this.holding = doubled(this.holding);
    this.seeing = doubled(this.seeing);
  }

  /** Set i's cells, in order. */
  cellList(i: number): number[] {
    return maskCells(this.cells.subarray(i * 3, i * 3 + 3));
  }

  /** Set i's cells holding digit d (1-9), in order. */
  holders(i: number, d: number): number[] {
    const o = i * 27 + (d - 1) * 3;
    return maskCells(this.holding.subarray(o, o + 3));
  }
}

/** What the search works with, made once a call (search-scratch.ts). */
export class AlsScratch {
  readonly table = new AlsTable();
  /** Digits and candidate counts of the subsets of a unit's empty cells (by subset mask). */
  readonly subsetDigits = new Uint16Array(512);
  readonly subsetSizes = new Uint16Array(512);
  readonly empty = new Int32Array(9);
  /** Only sets of one to three cells (in a box and a line at once) can be met twice. */
  readonly seen = new Set<number>();
}

/** Every almost locked set with at most `maxSize` candidates, unit by unit (rows, columns, boxes), into the scratch's table. */
function almostLockedSets(state: CandidateState, maxSize: number, scratch: AlsScratch): AlsTable {
  const { digits, candidates } = state;
  const { table, subsetDigits, subsetSizes, empty, seen } = scratch;
  table.count = 0;
  seen.clear();
  for (let u = 0; u < 27; u++) {
    let emptyCount = 0;
    for (let k = 0; k < 9; k++) {
      const cell = UNIT_CELLS[u * 9 + k];
      if (digits[cell] === 0) empty[emptyCount++] = cell;
    }
    // Each subset's digits and candidates from the subset without its lowest cell.
    for (let mask = 1; mask < 1 << emptyCount; mask++) {
      const low = 31 - Math.clz32(mask & -mask);
      const rest = mask & (mask - 1);
      const union = subsetDigits[rest] | candidates[empty[low]];
      const size = subsetSizes[rest] + POPCOUNT[candidates[empty[low]]];
      subsetDigits[mask] = union;
      subsetSizes[mask] = size;
      const n = POPCOUNT[mask];
      if (n >= emptyCount || POPCOUNT[union] !== n + 1 || size > maxSize) continue;
      if (n <= 3) {
        // The unit's cells are in ascending order: the key is the set's.
        let key = n;
        for (let m = mask; m; m &= m - 1) key = key * 81 + empty[31 - Math.clz32(m & -m)];
        if (seen.has(key)) continue;
        seen.add(key);
      }
      const i = table.add(u, union, size);
      const { cells, holding, seeing } = table;
      for (let m = mask; m; m &= m - 1) {
        const cell = empty[31 - Math.clz32(m & -m)];
        const band = (cell / 27) | 0;
        const bit = 1 << (cell % 27);
        cells[i * 3 + band] |= bit;
        const at = cell * 3;
        for (let c = candidates[cell]; c; c &= c - 1) {
          const o = i * 27 + (31 - Math.clz32(c & -c)) * 3;
          holding[o + band] |= bit;
          seeing[o] &= PEER_MASKS[at];
          seeing[o + 1] &= PEER_MASKS[at + 1];
          seeing[o + 2] &= PEER_MASKS[at + 2];
        }
      }
    }
  }
  return table;
}

const SORT_ALS = 9;

/**
 * ALS-XZ: two almost locked sets A and B whose digit x is restricted common
 * (every x of A sees every x of B, so x is in at most one of them): the other
 * set is then locked, so for another common digit z one of the sets holds z,
 * and z leaves every cell that sees all the z of both. Sudoku Explainer has no
 * sets and needs forcing chains over a set's cells for this, so it is rated
 * as its multiple forcing chains: 8.0 plus the length bonus, counting the
 * candidates of both sets as the chain's nodes. Only sets small enough to
 * beat the best step found so far are looked at.
 */
export function offerAlsXz(
  state: CandidateState,
  best: BestStep,
  base: number,
  scratch: AlsScratch,
): void {
  const { candidates } = state;
  const bound = best.maxComplexity(base);
  if (bound === Number.POSITIVE_INFINITY) return;
  const sets = almostLockedSets(state, bound - 2, scratch);
  const { count, cells, digits, size, holding, seeing } = sets;
  let limit = best.limit(base, SORT_ALS);
  for (let a = 0; a < count; a++) {
    for (let b = a + 1; b < count; b++) {
      // Too many candidates to beat the best step: nothing to look at.
      const complexity = size[a] + size[b];
      if (complexity > limit) continue;
      const common = digits[a] & digits[b];
      if (POPCOUNT[common] < 2) continue;
      const ac = a * 3;
      const bc = b * 3;
      if (cells[ac] & cells[bc] || cells[ac + 1] & cells[bc + 1] || cells[ac + 2] & cells[bc + 2])
        continue;
      const difficulty = chainDifficulty(base, complexity);
      if (!best.beats(difficulty, complexity, SORT_ALS)) continue;
      for (let xBits = common; xBits; xBits &= xBits - 1) {
        const x = 32 - Math.clz32(xBits & -xBits);
        const ax = a * 27 + (x - 1) * 3;
        const bx = b * 27 + (x - 1) * 3;
        // Restricted common: every x of B sees every x of A.
        if (
          (holding[bx] & ~seeing[ax]) |
          (holding[bx + 1] & ~seeing[ax + 1]) |
          (holding[bx + 2] & ~seeing[ax + 2])
        )
          continue;
        for (let zBits = common & ~(1 << (x - 1)); zBits; zBits &= zBits - 1) {
          const z = 32 - Math.clz32(zBits & -zBits);
          const az = a * 27 + (z - 1) * 3;
          const bz = b * 27 + (z - 1) * 3;
          const bit = 1 << (z - 1);
          let eliminations: CellDigit[] | undefined;
          for (let w = 0; w < 3; w++) {
            for (let m = seeing[az + w] & seeing[bz + w]; m; m &= m - 1) {
              const cell = w * 27 + 31 - Math.clz32(m & -m);
              if (candidates[cell] & bit) (eliminations ??= []).push({ cell, digit: z });
            }
          }
          if (!eliminations) continue;
          offerStep(best, difficulty, complexity, sets, a, b, x, z, eliminations);
          limit = best.limit(base, SORT_ALS);
        }
      }
    }
  }
}

/**
 * Offers the ALS-XZ step of sets a and b of `sets`; what the step needs is
 * read now, since the table is reused by the next search.
 */
function offerStep(
  best: BestStep,
  difficulty: number,
  complexity: number,
  sets: AlsTable,
  a: number,
  b: number,
  x: number,
  z: number,
  eliminations: CellDigit[],
): void {
  if (!best.beats(difficulty, complexity, SORT_ALS)) return;
  const [one, two] = [a, b].map((i) => ({
    unit: sets.unit[i],
    digits: sets.digits[i],
    cells: sets.cellList(i),
    zs: sets.holders(i, z),
    xs: sets.holders(i, x),
  }));
  best.offer(difficulty, complexity, SORT_ALS, () => {
    const describe = (s: typeof one) =>
      `${listCells(s.cells)} in ${unitName(s.unit)} (${listDigits(maskDigits(s.digits))})`;
    return makeStep({
      technique: 'als-xz',
      name: 'ALS-XZ',
      difficulty,
      eliminations,
      cells: [...one.cells, ...two.cells],
      candidates: [...one.zs, ...two.zs]
        .map((cell) => ({ cell, digit: z }))
        .concat([...one.xs, ...two.xs].map((cell) => ({ cell, digit: x }))),
      units: [one.unit, two.unit],
      explanation: `ALS-XZ: ${describe(one)} and ${describe(two)} are almost locked sets (each has one digit more than cells). Every ${x} of one sees every ${x} of the other, so ${x} is in at most one of them and the other holds all its other digits; either way one of them holds ${z}, so remove ${describeCandidates(eliminations)}: those cells see every ${z} of both sets.`,
    });
  });
}
