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
  /** For each digit (0-8): the set's cells holding it, and the cells that see all of those. */
  holding: CellSet[];
  seeing: CellSet[];
}

/** Every almost locked set with at most `maxSize` candidates, unit by unit (rows, columns, boxes). */
function almostLockedSets(state: CandidateState, maxSize: number): Als[] {
  const { digits, candidates } = state;
  const found: Als[] = [];
  const seen = new Set<string>();
  for (let u = 0; u < 27; u++) {
    const empty: number[] = [];
    for (let k = 0; k < 9; k++) {
      const cell = UNIT_CELLS[u * 9 + k];
      if (digits[cell] === 0) empty.push(cell);
    }
    for (let mask = 1; mask < 1 << empty.length; mask++) {
      let n = 0;
      let union = 0;
      let size = 0;
      for (let i = 0; i < empty.length; i++) {
        if (!(mask & (1 << i))) continue;
        n++;
        union |= candidates[empty[i]];
        size += POPCOUNT[candidates[empty[i]]];
      }
      if (n >= empty.length || POPCOUNT[union] !== n + 1 || size > maxSize) continue;
      const cells = emptySet();
      for (let i = 0; i < empty.length; i++) if (mask & (1 << i)) addCell(cells, empty[i]);
      const key = cells.join();
      if (seen.has(key)) continue;
      seen.add(key);
      const holding: CellSet[] = [];
      const seeing: CellSet[] = [];
      for (let d = 0; d < 9; d++) {
        const with_ = emptySet();
        const sees = Int32Array.of(0x7ffffff, 0x7ffffff, 0x7ffffff);
        for (const cell of cellsOf(cells)) {
          if (!(candidates[cell] & (1 << d))) continue;
          addCell(with_, cell);
          for (let w = 0; w < 3; w++) sees[w] &= PEER_SETS[cell][w];
        }
        holding.push(with_);
        seeing.push(sees);
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
  for (let i = 0; i < sets.length; i++) {
    const a = sets[i];
    for (let j = i + 1; j < sets.length; j++) {
      const b = sets[j];
      const common = a.digits & b.digits;
      if (POPCOUNT[common] < 2) continue;
      if (a.cells[0] & b.cells[0] || a.cells[1] & b.cells[1] || a.cells[2] & b.cells[2]) continue;
      const complexity = a.size + b.size;
      const difficulty = chainDifficulty(base, complexity);
      if (!best.beats(difficulty, complexity, SORT_ALS)) continue;
      for (const x of maskDigits(common)) {
        const ax = a.holding[x - 1];
        const bx = b.holding[x - 1];
        // Restricted common: every x of B sees every x of A.
        if (
          (bx[0] & ~a.seeing[x - 1][0]) |
          (bx[1] & ~a.seeing[x - 1][1]) |
          (bx[2] & ~a.seeing[x - 1][2])
        )
          continue;
        for (const z of maskDigits(common & ~(1 << (x - 1)))) {
          for (let w = 0; w < 3; w++) zCells[w] = a.seeing[z - 1][w] & b.seeing[z - 1][w];
          if (isEmptySet(zCells)) continue;
          const eliminations: CellDigit[] = [];
          for (const cell of cellsOf(zCells)) {
            if (candidates[cell] & (1 << (z - 1))) eliminations.push({ cell, digit: z });
          }
          if (eliminations.length === 0) continue;
          best.offer(difficulty, complexity, SORT_ALS, () => {
            const describe = (s: Als) =>
              `${listCells(cellsOf(s.cells))} in ${unitName(s.unit)} (${listDigits(maskDigits(s.digits))})`;
            const zs = [...cellsOf(a.holding[z - 1]), ...cellsOf(b.holding[z - 1])];
            const xs = [...cellsOf(ax), ...cellsOf(bx)];
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
        }
      }
    }
  }
}
