import { maskDigits, POPCOUNT } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { lostByUnit } from '../changes.js';
import { COLUMN, COMBINATIONS_OF_9, cellAt, ROW } from '../geometry.js';
import { type CellDigit, makeStep } from '../step.js';
import { type SizedFinder, type SizedStep, sizedTechnique } from '../technique.js';
import { computeUnitSlots, PLACED, SLOTS } from '../unit-slots.js';
import { listUnits } from '../unit-words.js';
import { describeCandidates } from '../words.js';

const FISH: Record<2 | 3 | 4, SizedStep> = {
  2: { technique: 'x-wing', name: 'X-Wing', difficulty: 3.2 },
  3: { technique: 'swordfish', name: 'Swordfish', difficulty: 3.8 },
  4: { technique: 'jellyfish', name: 'Jellyfish', difficulty: 5.2 },
};

/** How many times each digit is already placed on the board. */
function placedCounts(state: CandidateState): Int32Array {
  const counts = new Int32Array(10);
  for (let cell = 0; cell < 81; cell++) counts[state.digits[cell]]++;
  return counts;
}

/**
 * Basic fish of size n (X-Wing, Swordfish, Jellyfish): n base lines in which
 * a digit's candidates all fall in the same n cross lines. The digit fills one
 * cell of each base line inside those cross lines, so it leaves the rest of
 * the cross lines. Columns as base lines first, then rows. With `since` (see
 * `StepContext.since`), only fish with a base line that lost the digit since:
 * one whose base places were all there before removed nothing there.
 */
export const findFish: SizedFinder<2 | 3 | 4> = (state, size, since) => {
  const { candidates } = state;
  const lost = lostByUnit(state, since);
  computeUnitSlots(state);
  const placed = placedCounts(state);
  for (const [baseKind, coverKind] of [
    [COLUMN, ROW],
    [ROW, COLUMN],
  ] as const) {
    for (const base of COMBINATIONS_OF_9[size]) {
      let lostInBase = 0;
      for (let m = base; m; m &= m - 1)
        lostInBase |= lost ? lost[baseKind + 31 - Math.clz32(m & -m)] : 0x1ff;
      if (lostInBase === 0) continue;
      for (let d = 0; d < 9; d++) {
        if (!(lostInBase & (1 << d)) || placed[d + 1] + size * 2 > 9) continue;
        let cover = 0;
        let a = 0;
        for (; a < 9; a++) {
          if (!(base & (1 << a))) continue;
          const slots = SLOTS[(baseKind + a) * 9 + d];
          if (POPCOUNT[slots] < 2 || PLACED[baseKind + a] & (1 << d)) break;
          cover |= slots;
        }
        if (a < 9 || POPCOUNT[cover] !== size) continue;
        const digit = d + 1;
        const bit = 1 << d;
        const eliminations: CellDigit[] = [];
        const cells: number[] = [];
        for (let b = 0; b < 9; b++) {
          if (!(cover & (1 << b))) continue;
          const line = coverKind + b;
          for (let k = 0; k < 9; k++) {
            const cell = cellAt(line, k);
            if (!(candidates[cell] & bit)) continue;
            if (base & (1 << k)) cells.push(cell);
            else eliminations.push({ cell, digit });
          }
        }
        if (eliminations.length === 0) continue;
        cells.sort((x, y) => x - y);
        const header = FISH[size];
        const baseUnits = maskDigits(base).map((i) => baseKind + i - 1);
        const coverUnits = maskDigits(cover).map((i) => coverKind + i - 1);
        return makeStep({
          ...header,
          eliminations,
          cells,
          candidates: cells.map((cell) => ({ cell, digit })),
          units: [...baseUnits, ...coverUnits],
          explanation: `${header.name}: in ${listUnits(baseUnits)}, digit ${digit} can only go in ${listUnits(coverUnits)}, so ${digit} fills one cell of each of those and leaves the rest of them: remove ${describeCandidates(eliminations)}.`,
        });
      }
    }
  }
  return undefined;
};

export const X_WING = sizedTechnique(FISH, 2, findFish);
export const SWORDFISH = sizedTechnique(FISH, 3, findFish);
export const JELLYFISH = sizedTechnique(FISH, 4, findFish);
