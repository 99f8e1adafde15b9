import { maskDigits, POPCOUNT, UNIT_CELLS, unitName } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { type CellDigit, makeStep } from '../step.js';
import { describeCandidates, listCells, listDigits } from '../words.js';
import type { BestStep } from './best-step.js';
import { addCell, type CellSet, cellsOf, emptySet, isEmptySet, PEER_SETS } from './cell-set.js';
import { chainDifficulty } from './length.js';

/** An almost locked set: n cells of one unit holding n + 1 digits between them. */
interface Als {
  unit: number;
  cells: CellSet;
  digits: number;
  /** Candidates of all its cells: the nodes a chain through it would use. */
  size: number;
  /**
   * For each digit d (0-8), as a cell set in words d * 3 … d * 3 + 2: the
   * set's cells holding it, and the cells that see all of those.
   */
  holding: Int32Array;
  seeing: Int32Array;
}

/** The cells of digit `d` (0-8) in an `Als` table. */
function digitCells(table: Int32Array, d: number): CellSet {
  return table.subarray(d * 3, d * 3 + 3);
}

/** Digits and candidate counts of the subsets of a unit's empty cells (by subset mask). */
const subsetDigits = new Uint16Array(512);
const subsetSizes = new Uint16Array(512);

/** Every almost locked set with at most `maxSize` candidates, unit by unit (rows, columns, boxes). */
function almostLockedSets(state: CandidateState, maxSize: number): Als[] {
  const { digits, candidates } = state;
  const found: Als[] = [];
  // Only sets of one to three cells (in a box and a line at once) can be met twice.
  const seen = new Set<number>();
  for (let u = 0; u < 27; u++) {
    const empty: number[] = [];
    for (let k = 0; k < 9; k++) {
      const cell = UNIT_CELLS[u * 9 + k];
      if (digits[cell] === 0) empty.push(cell);
    }
    // Each subset's digits and candidates from the subset without its lowest cell.
    for (let mask = 1; mask < 1 << empty.length; mask++) {
      const low = 31 - Math.clz32(mask & -mask);
      const rest = mask & (mask - 1);
      const union = subsetDigits[rest] | candidates[empty[low]];
      const size = subsetSizes[rest] + POPCOUNT[candidates[empty[low]]];
      subsetDigits[mask] = union;
      subsetSizes[mask] = size;
      const n = POPCOUNT[mask];
      if (n >= empty.length || POPCOUNT[union] !== n + 1 || size > maxSize) continue;
      if (n <= 3) {
        // The unit's cells are in ascending order: the key is the set's.
        let key = n;
        for (let m = mask; m; m &= m - 1) key = key * 81 + empty[31 - Math.clz32(m & -m)];
        if (seen.has(key)) continue;
        seen.add(key);
      }
      const cells = emptySet();
      const holding = new Int32Array(27);
      const seeing = new Int32Array(27).fill(0x7ffffff);
      for (let m = mask; m; m &= m - 1) {
        const cell = empty[31 - Math.clz32(m & -m)];
        addCell(cells, cell);
        const band = (cell / 27) | 0;
        const bit = 1 << (cell % 27);
        const peers = PEER_SETS[cell];
        for (let c = candidates[cell]; c; c &= c - 1) {
          const d = 31 - Math.clz32(c & -c);
          holding[d * 3 + band] |= bit;
          seeing[d * 3] &= peers[0];
          seeing[d * 3 + 1] &= peers[1];
          seeing[d * 3 + 2] &= peers[2];
        }
      }
      found.push({ unit: u, cells, digits: union, size, holding, seeing });
    }
  }
  return found;
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
export function offerAlsXz(state: CandidateState, best: BestStep, base: number): void {
  const { candidates } = state;
  const bound = best.maxComplexity(base);
  if (bound === Number.POSITIVE_INFINITY) return;
  const sets = almostLockedSets(state, bound - 2);
  const zCells = emptySet();
  let limit = best.limit(base, SORT_ALS);
  for (let i = 0; i < sets.length; i++) {
    const a = sets[i];
    for (let j = i + 1; j < sets.length; j++) {
      const b = sets[j];
      // Too many candidates to beat the best step: nothing to look at.
      const complexity = a.size + b.size;
      if (complexity > limit) continue;
      const common = a.digits & b.digits;
      if (POPCOUNT[common] < 2) continue;
      if (a.cells[0] & b.cells[0] || a.cells[1] & b.cells[1] || a.cells[2] & b.cells[2]) continue;
      const difficulty = chainDifficulty(base, complexity);
      if (!best.beats(difficulty, complexity, SORT_ALS)) continue;
      for (let xBits = common; xBits; xBits &= xBits - 1) {
        const x = 32 - Math.clz32(xBits & -xBits);
        const xo = (x - 1) * 3;
        // Restricted common: every x of B sees every x of A.
        if (
          (b.holding[xo] & ~a.seeing[xo]) |
          (b.holding[xo + 1] & ~a.seeing[xo + 1]) |
          (b.holding[xo + 2] & ~a.seeing[xo + 2])
        )
          continue;
        for (let zBits = common & ~(1 << (x - 1)); zBits; zBits &= zBits - 1) {
          const z = 32 - Math.clz32(zBits & -zBits);
          const zo = (z - 1) * 3;
          for (let w = 0; w < 3; w++) zCells[w] = a.seeing[zo + w] & b.seeing[zo + w];
          if (isEmptySet(zCells)) continue;
          const eliminations: CellDigit[] = [];
          for (const cell of cellsOf(zCells)) {
            if (candidates[cell] & (1 << (z - 1))) eliminations.push({ cell, digit: z });
          }
          if (eliminations.length === 0) continue;
          best.offer(difficulty, complexity, SORT_ALS, () => {
            const describe = (s: Als) =>
              `${listCells(cellsOf(s.cells))} in ${unitName(s.unit)} (${listDigits(maskDigits(s.digits))})`;
            const zs = [
              ...cellsOf(digitCells(a.holding, z - 1)),
              ...cellsOf(digitCells(b.holding, z - 1)),
            ];
            const xs = [
              ...cellsOf(digitCells(a.holding, x - 1)),
              ...cellsOf(digitCells(b.holding, x - 1)),
            ];
            return makeStep({
              technique: 'als-xz',
              name: 'ALS-XZ',
              difficulty,
              eliminations,
              cells: [...cellsOf(a.cells), ...cellsOf(b.cells)],
              candidates: zs
                .map((cell) => ({ cell, digit: z }))
                .concat(xs.map((cell) => ({ cell, digit: x }))),
              units: [a.unit, b.unit],
              explanation: `ALS-XZ: ${describe(a)} and ${describe(b)} are almost locked sets (each has one digit more than cells). Every ${x} of one sees every ${x} of the other, so ${x} is in at most one of them and the other holds all its other digits; either way one of them holds ${z}, so remove ${describeCandidates(eliminations)}: those cells see every ${z} of both sets.`,
            });
          });
          limit = best.limit(base, SORT_ALS);
        }
      }
    }
  }
}
