import { cellName, LOWEST_DIGIT, maskDigits, PEERS, POPCOUNT } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { sees } from '../geometry.js';
import { type CellDigit, candidatesIn, makeStep, type Step } from '../step.js';
import { defineTechnique } from '../technique.js';
import { describeCandidates, listDigits } from '../words.js';

function wingWords(
  name: string,
  z: number,
  [pivot, xy]: [number, number],
  [a, xz]: [number, number],
  [b, yz]: [number, number],
  xyz: boolean,
  eliminations: CellDigit[],
): string {
  const x = LOWEST_DIGIT[xy & xz & ~(1 << (z - 1))];
  const y = LOWEST_DIGIT[xy & yz & ~(1 << (z - 1))];
  const pair = (cell: number, m: number) => `${cellName(cell)} (${listDigits(maskDigits(m))})`;
  const cases = `if it is ${x}, ${pair(a, xz)} is ${z}; if it is ${y}, ${pair(b, yz)} is ${z}`;
  return xyz
    ? `${name}: ${cellName(pivot)} holds ${listDigits(maskDigits(xy))}; ${cases}; so ${z} is in one of the three cells, and leaves every cell that sees all of them: remove ${describeCandidates(eliminations)}.`
    : `${name}: ${cellName(pivot)} holds ${x} or ${y}; ${cases}; either way ${z} is in one of those two cells, so remove ${describeCandidates(eliminations)} (they see both).`;
}

/**
 * XY-Wing (xyz = false): a pivot {x,y} sees two pincers {x,z} and {y,z};
 * whatever the pivot holds, one pincer is z, so z leaves every cell that sees
 * both pincers. XYZ-Wing (xyz = true): the pivot is {x,y,z}, so z may also be
 * the pivot, and only cells that see all three lose it.
 */
export function findXyWing(state: CandidateState, xyz: boolean): Step | undefined {
  const { candidates } = state;
  const pivotSize = xyz ? 3 : 2;
  for (let pivot = 0; pivot < 81; pivot++) {
    const xy = candidates[pivot];
    if (POPCOUNT[xy] !== pivotSize) continue;
    for (let i = pivot * 20; i < pivot * 20 + 20; i++) {
      const a = PEERS[i];
      const xz = candidates[a];
      if (POPCOUNT[xz] !== 2 || POPCOUNT[xy & ~xz] !== 1) continue;
      for (let j = pivot * 20; j < pivot * 20 + 20; j++) {
        const b = PEERS[j];
        const yz = candidates[b];
        if (POPCOUNT[yz] !== 2 || POPCOUNT[xy | xz | yz] !== 3) continue;
        if (POPCOUNT[xy & xz & yz] !== (xyz ? 1 : 0)) continue;
        const zBit = xz & yz;
        const z = LOWEST_DIGIT[zBit];
        const eliminations: CellDigit[] = [];
        for (let cell = 0; cell < 81; cell++) {
          if (cell === pivot || cell === a || cell === b || !(candidates[cell] & zBit)) continue;
          if (sees(cell, a) && sees(cell, b) && (!xyz || sees(cell, pivot))) {
            eliminations.push({ cell, digit: z });
          }
        }
        if (eliminations.length === 0) continue;
        const name = xyz ? 'XYZ-Wing' : 'XY-Wing';
        const cells = [pivot, a, b];
        return makeStep({
          technique: xyz ? 'xyz-wing' : 'xy-wing',
          name,
          difficulty: xyz ? 4.4 : 4.2,
          eliminations,
          cells,
          candidates: candidatesIn(cells, candidates),
          explanation: wingWords(name, z, [pivot, xy], [a, xz], [b, yz], xyz, eliminations),
        });
      }
    }
  }
  return undefined;
}

export const XY_WING = defineTechnique(
  { id: 'xy-wing', name: 'XY-Wing', difficulty: [4.2, 4.2] },
  (state) => findXyWing(state, false),
);

export const XYZ_WING = defineTechnique(
  { id: 'xyz-wing', name: 'XYZ-Wing', difficulty: [4.4, 4.4] },
  (state) => findXyWing(state, true),
);
