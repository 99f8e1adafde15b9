import { maskDigits, POPCOUNT } from '@sudoku/core';
import { COLUMN, cellAt, combinationsWithin, ROW } from '../geometry.js';
import { type CellDigit, makeStep } from '../step.js';
import { type SizedFinder, type SizedStep, sizedTechnique } from '../technique.js';
import { type UnitView, unitViewOf } from '../unit-view.js';
import { listUnits } from '../unit-words.js';
import { describeCandidates } from '../words.js';

const FISH: Record<2 | 3 | 4, SizedStep> = {
  2: { technique: 'x-wing', name: 'X-Wing', difficulty: 3.2 },
  3: { technique: 'swordfish', name: 'Swordfish', difficulty: 3.8 },
  4: { technique: 'jellyfish', name: 'Jellyfish', difficulty: 5.2 },
};

/** A basic fish: base lines (a mask of lines of `baseKind`) whose places of a digit all lie in the cover lines. */
export interface Fish {
  baseKind: number;
  coverKind: number;
  base: number;
  cover: number;
  digit: number;
}

/**
 * Calls `visit` with each basic fish of size n (n base lines in which a
 * digit's places all fall in the same n cross lines), columns as base lines
 * first, then rows, until it returns something: with lost digits in `view`,
 * only fish with a base line that lost the digit.
 */
export function scanFish<T>(
  view: UnitView,
  size: number,
  visit: (fish: Fish) => T | undefined,
): T | undefined {
  const { places, placed, lostDigits: lost } = view;
  // By digit, the base lines it can stand on: 2 to n places, and not placed there.
  const fits = new Uint16Array(9);
  for (const [baseKind, coverKind] of [
    [COLUMN, ROW],
    [ROW, COLUMN],
  ] as const) {
    // The digits with n lines to stand on: the others make no fish here.
    let digits = 0;
    let lines = 0;
    for (let d = 0; d < 9; d++) {
      // A digit placed in more than 9 - 2n lines leaves too few for n base and n cover lines.
      let fit = 0;
      let placedLines = 0;
      for (let a = 0; a < 9; a++) {
        if (placed[baseKind + a] & (1 << d)) {
          placedLines++;
          continue;
        }
        const n = POPCOUNT[places[(baseKind + a) * 9 + d]];
        if (n >= 2 && n <= size) fit |= 1 << a;
      }
      fits[d] = placedLines + size * 2 > 9 ? 0 : fit;
      if (POPCOUNT[fits[d]] < size) continue;
      digits |= 1 << d;
      lines |= fits[d];
    }
    for (const base of combinationsWithin(lines, size)) {
      let lostInBase = 0;
      for (let m = base; m; m &= m - 1)
        lostInBase |= lost ? lost[baseKind + 31 - Math.clz32(m & -m)] : 0x1ff;
      for (let bits = lostInBase & digits; bits; bits &= bits - 1) {
        const d = 31 - Math.clz32(bits & -bits);
        if (base & ~fits[d]) continue;
        let cover = 0;
        for (let m = base; m; m &= m - 1)
          cover |= places[(baseKind + 31 - Math.clz32(m & -m)) * 9 + d];
        if (POPCOUNT[cover] !== size) continue;
        const found = visit({ baseKind, coverKind, base, cover, digit: d + 1 });
        if (found) return found;
      }
    }
  }
  return undefined;
}

/**
 * Basic fish of size n (X-Wing, Swordfish, Jellyfish): the digit fills one
 * cell of each base line inside the cover lines, so it leaves the rest of
 * the cover lines. With `since`, only fish with a base line that lost the
 * digit since: one whose base places were all there before removed nothing.
 */
export const findFish: SizedFinder<2 | 3 | 4> = (state, size, since) => {
  const { candidates } = state;
  return scanFish(unitViewOf(state, since), size, ({ baseKind, coverKind, base, cover, digit }) => {
    const bit = 1 << (digit - 1);
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
    if (eliminations.length === 0) return undefined;
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
  });
};

export const X_WING = sizedTechnique(FISH, 2, findFish);
export const SWORDFISH = sizedTechnique(FISH, 3, findFish);
export const JELLYFISH = sizedTechnique(FISH, 4, findFish);
