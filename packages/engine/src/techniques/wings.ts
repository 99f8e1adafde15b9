import { cellName, LOWEST_DIGIT, PEERS, POPCOUNT } from '@sudoku/core';
import { type CandidateState, sees } from '../candidate-state.js';
import { type CellDigit, listCells, type Step, type Technique } from '../step.js';

/**
 * XY-Wing: a pivot with candidates {x, y} sees two pincers {x, z} and
 * {y, z}. Whatever the pivot holds, one pincer is z, so z leaves every cell
 * that sees both pincers.
 */
export function findXyWing(state: CandidateState): Step | undefined {
  const { digits, candidates } = state;
  for (let pivot = 0; pivot < 81; pivot++) {
    const pm = candidates[pivot];
    if (digits[pivot] !== 0 || POPCOUNT[pm] !== 2) continue;
    const wings: number[] = [];
    for (let k = pivot * 20; k < pivot * 20 + 20; k++) {
      const peer = PEERS[k];
      const m = candidates[peer];
      // A pincer shares exactly one digit with the pivot.
      if (digits[peer] === 0 && POPCOUNT[m] === 2 && POPCOUNT[m & pm] === 1) wings.push(peer);
    }
    wings.sort((a, b) => a - b);
    for (let i = 0; i < wings.length; i++) {
      for (let j = i + 1; j < wings.length; j++) {
        const a = wings[i];
        const b = wings[j];
        const ma = candidates[a];
        const mb = candidates[b];
        // Pincers use different pivot digits and share the third digit z.
        if ((ma & pm) === (mb & pm)) continue;
        const zBit = ma & mb & ~pm;
        if (POPCOUNT[zBit] !== 1) continue;
        const z = LOWEST_DIGIT[zBit];
        const eliminations: CellDigit[] = [];
        for (let cell = 0; cell < 81; cell++) {
          if (cell === a || cell === b || cell === pivot) continue;
          if (digits[cell] === 0 && candidates[cell] & zBit && sees(cell, a) && sees(cell, b)) {
            eliminations.push({ cell, digit: z });
          }
        }
        if (eliminations.length === 0) continue;
        const x = LOWEST_DIGIT[pm];
        const y = LOWEST_DIGIT[pm & ~(1 << (x - 1))];
        return {
          technique: 'xy-wing',
          placements: [],
          eliminations,
          cells: [pivot, a, b],
          digits: [x, y, z],
          explanation: `XY-Wing: pivot ${cellName(pivot)} (${x} or ${y}) with pincers ${cellName(a)} and ${cellName(b)} means one pincer is ${z}, so ${z} is removed from ${listCells(eliminations.map((e) => e.cell))}.`,
        };
      }
    }
  }
  return undefined;
}

export const XY_WING: Technique = {
  name: 'xy-wing',
  label: 'XY-Wing',
  difficulty: 'hard',
  find: findXyWing,
};
