import { bitCount, cellName, maskDigits, PEERS, POPCOUNT } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { addCell, type CellMask, emptyCellMask, maskCells } from '../cell-mask.js';
import { lostAt } from '../changes.js';
import { sees } from '../geometry.js';
import { type CellDigit, makeStep, type Step } from '../step.js';
import { type SizedFinder, type SizedStep, sizedTechnique } from '../technique.js';
import { describeCandidates, listCells, listChoices } from '../words.js';

/**
 * Aligned pair and triplet exclusion (Sudoku Explainer's AlignedExclusion):
 * take two (or three) cells and every combination of their candidates. A
 * combination is impossible when two of the cells see each other and hold the
 * same digit, or when it would take every candidate of a cell that sees all of
 * them (an "excluder", holding at most as many digits as the base has cells).
 * A candidate that appears in no possible combination goes. Aligned pair
 * exclusion rates 6.2, aligned triplet exclusion 7.5; the first set found in
 * the reference's scan order is taken.
 */

/** Base cells (two or more candidates, no peer with one) and their excluders, in cell order. */
function baseCells(
  state: CandidateState,
  degree: number,
): { cells: number[]; excluders: number[][] } {
  const { candidates, digits } = state;
  const cells: number[] = [];
  const excluders: number[][] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (digits[cell] !== 0 || POPCOUNT[candidates[cell]] < 2) continue;
    let single = false;
    const around: number[] = [];
    for (let k = cell * 20; k < cell * 20 + 20; k++) {
      const peer = PEERS[k];
      const n = POPCOUNT[candidates[peer]];
      if (n === 1) single = true;
      else if (n >= 2 && n <= degree) around.push(peer);
    }
    if (!single && around.length > 0) {
      cells.push(cell);
      excluders.push(around);
    }
  }
  return { cells, excluders };
}

/**
 * Tests every combination of the base cells' candidates against the
 * excluders' candidate sets (`walls[0..wallCount)`) and leaves in `used`,
 * per base cell, the digits some possible combination uses. Returns true
 * when a candidate is used by none.
 */
function exclude(
  candidates: Uint16Array,
  c0: number,
  c1: number,
  c2: number,
  walls: Int32Array,
  wallCount: number,
  used: Int32Array,
): boolean {
  used[0] = used[1] = used[2] = 0;
  const three = c2 >= 0;
  const m0 = candidates[c0];
  const m1 = candidates[c1];
  const m2 = three ? candidates[c2] : 1;
  const see01 = sees(c0, c1);
  const see02 = three && sees(c0, c2);
  const see12 = three && sees(c1, c2);
  for (let r0 = m0; r0; r0 &= r0 - 1) {
    const b0 = r0 & -r0;
    for (let r1 = m1; r1; r1 &= r1 - 1) {
      const b1 = r1 & -r1;
      if (b0 === b1 && see01) continue;
      for (let r2 = m2; r2; r2 &= r2 - 1) {
        const b2 = three ? r2 & -r2 : 0;
        if (three && ((b0 === b2 && see02) || (b1 === b2 && see12))) continue;
        const taken = b0 | b1 | b2;
        let allowed = true;
        for (let w = 0; w < wallCount; w++) {
          if ((walls[w] & ~taken) === 0) {
            allowed = false;
            break;
          }
        }
        if (!allowed) continue;
        used[0] |= b0;
        used[1] |= b1;
        used[2] |= b2;
        // Every candidate already has a possible combination: nothing to remove.
        if (used[0] === m0 && used[1] === m1 && (!three || used[2] === m2)) return false;
      }
    }
  }
  return used[0] !== m0 || used[1] !== m1 || (three && used[2] !== m2);
}

/** The base cells' candidates that no combination uses (`exclude` left the used ones in `used`). */
function unused(candidates: Uint16Array, base: number[], used: Int32Array): CellDigit[] {
  const eliminations: CellDigit[] = [];
  base.forEach((cell, j) => {
    for (const digit of maskDigits(candidates[cell] & ~used[j])) eliminations.push({ cell, digit });
  });
  return eliminations;
}

/** "1 or 8 in r8c4 or 5 in r9c1": the removals as what a way to fill the cells would put in them. */
function putsWords(eliminations: readonly CellDigit[]): string {
  const cells = [...new Set(eliminations.map((e) => e.cell))].sort((a, b) => a - b);
  return cells
    .map((cell) => {
      const digits = eliminations.filter((e) => e.cell === cell).map((e) => e.digit);
      return `${listChoices(digits.sort((a, b) => a - b))} in ${cellName(cell)}`;
    })
    .join(' or ');
}

/** The steps of aligned pair (degree 2) and triplet (3) exclusion. */
const ALIGNED: Record<2 | 3, SizedStep> = {
  2: { technique: 'aligned-pair-exclusion', name: 'Aligned pair exclusion', difficulty: 6.2 },
  3: { technique: 'aligned-triple-exclusion', name: 'Aligned triplet exclusion', difficulty: 7.5 },
};

function exclusionStep(
  degree: 2 | 3,
  base: number[],
  common: number[],
  eliminations: CellDigit[],
): Step {
  const header = ALIGNED[degree];
  const { name } = header;
  const inOrder = (cells: number[]) => [...cells].sort((a, b) => a - b);
  const repeats = base.some((a, i) => base.slice(i + 1).some((b) => sees(a, b)))
    ? 'repeats a digit in two of them that see each other or '
    : '';
  const seers = common.length === 1 ? 'a cell that sees' : 'cells that see';
  return makeStep({
    ...header,
    eliminations,
    cells: [...base, ...common],
    explanation: `${name}: any way to fill ${listCells(inOrder(base))} that puts ${putsWords(eliminations)} ${repeats}takes every candidate of ${listChoices(inOrder(common).map(cellName))} (${seers} them all): remove ${describeCandidates(eliminations)}.`,
  });
}

/**
 * True when the scan met the triplet (a, b, c) of base cells before; marks
 * it met in `tried` (bits indexed by their sorted positions in the base list
 * of `n` cells): the scan meets a triplet from each of its pairs and each
 * pair's two sides, and about 40% of its tests on hard puzzles were repeats.
 */
function triedBefore(tried: Int32Array, n: number, a: number, b: number, c: number): boolean {
  const lo = Math.min(a, b, c);
  const hi = Math.max(a, b, c);
  const key = (lo * n + (a + b + c - lo - hi)) * n + hi;
  const bit = 1 << (key & 31);
  if (tried[key >> 5] & bit) return true;
  tried[key >> 5] |= bit;
  return false;
}

/**
 * With `since` (see `StepContext.since`): the cells that changed since, as a
 * mask, and the base cells whose set can stand on a change: the cell changed,
 * or a peer lost its last candidate (a peer with one candidate keeps a cell
 * out of every set), into empty `changed` and `touched`. A set none of
 * whose cells or common excluders changed was there before, with the same
 * combinations, and excluded nothing.
 */
function changesOf(
  state: CandidateState,
  since: Uint16Array | undefined,
  changed: CellMask,
  touched: Uint8Array,
): void {
  if (!since) {
    changed.fill(-1);
    touched.fill(1);
    return;
  }
  for (let cell = 0; cell < 81; cell++) {
    if (lostAt(since, state, cell) === 0) continue;
    addCell(changed, cell);
    touched[cell] = 1;
    if (state.candidates[cell] !== 0) continue;
    for (let k = cell * 20; k < cell * 20 + 20; k++) touched[PEERS[k]] = 1;
  }
}

/**
 * The first aligned pair (degree 2) or triplet (3) exclusion in the
 * reference's scan order; with `since`, the sets that stand on a change
 * (see `changesOf`), met in the same order.
 */
export const findAlignedExclusion: SizedFinder<2 | 3> = (state, degree, since) => {
  const { candidates } = state;
  const { cells, excluders } = baseCells(state, degree);
  if (cells.length < degree) return undefined;
  const changed = emptyCellMask();
  const touched = new Uint8Array(81);
  changesOf(state, since, changed, touched);
  // Per base cell, the digits some possible combination uses (see `exclude`).
  const used = new Int32Array(3);
  const walls = new Int32Array(81);
  const index = new Int16Array(81).fill(-1);
  cells.forEach((cell, i) => {
    index[cell] = i;
  });
  // Excluders of each base cell as a mask (3 words per cell), to count common ones quickly.
  const masks = new Int32Array(cells.length * 3);
  excluders.forEach((list, i) => {
    for (const c of list) masks[i * 3 + ((c / 27) | 0)] |= 1 << (c % 27);
  });
  const common = emptyCellMask();
  let wallCount = 0;
  /**
   * Fills `common` with the excluders common to the pair (a, b) and base
   * cell c (none: -1) and returns their count; when there are two or more,
   * `walls` gets those whose candidates the base cells could all take (the
   * others never rule out a combination), and `wallCount` their number.
   */
  const commonOf = (a: number, b: number, c: number) => {
    const c0 = c >= 0 ? masks[c * 3] : -1;
    const c1 = c >= 0 ? masks[c * 3 + 1] : -1;
    const c2 = c >= 0 ? masks[c * 3 + 2] : -1;
    common[0] = masks[a * 3] & masks[b * 3] & c0;
    common[1] = masks[a * 3 + 1] & masks[b * 3 + 1] & c1;
    common[2] = masks[a * 3 + 2] & masks[b * 3 + 2] & c2;
    const count = bitCount(common[0]) + bitCount(common[1]) + bitCount(common[2]);
    if (count < 2) return count;
    const union = candidates[cells[a]] | candidates[cells[b]] | (c >= 0 ? candidates[cells[c]] : 0);
    wallCount = 0;
    for (let w = 0; w < 3; w++) {
      for (let m = common[w]; m; m &= m - 1) {
        const wall = candidates[w * 27 + 31 - Math.clz32(m & -m)];
        if ((wall & ~union) === 0) walls[wallCount++] = wall;
      }
    }
    return count;
  };
  const n = cells.length;
  const tried = new Int32Array(degree === 3 ? (n * n * n + 31) >> 5 : 0);
  // Pairs in the reference's order: (0,1), (0,2), (1,2), (0,3), …
  for (let b = 1; b < cells.length; b++) {
    for (let a = 0; a < b; a++) {
      const pairTouched =
        touched[cells[a]] === 1 ||
        touched[cells[b]] === 1 ||
        (masks[a * 3] & masks[b * 3] & changed[0]) !== 0 ||
        (masks[a * 3 + 1] & masks[b * 3 + 1] & changed[1]) !== 0 ||
        (masks[a * 3 + 2] & masks[b * 3 + 2] & changed[2]) !== 0;
      if (degree === 2 && !pairTouched) continue;
      // A set needs two excluders common to all its cells, so to its first two.
      if (commonOf(a, b, -1) < 2) continue;
      if (degree === 2) {
        if (!exclude(candidates, cells[a], cells[b], -1, walls, wallCount, used)) continue;
        const base = [cells[a], cells[b]];
        return exclusionStep(2, base, maskCells(common), unused(candidates, base, used));
      }
      // Third cells: base cells among the first two's excluders, first's first
      // (one seen before, from this pair's other side or another pair, is skipped).
      for (let side = 0; side < 2; side++) {
        for (const third of excluders[side === 0 ? a : b]) {
          const t = index[third];
          if (t < 0 || t === a || t === b || (!pairTouched && touched[third] === 0)) continue;
          if (triedBefore(tried, n, a, b, t)) continue;
          if (commonOf(a, b, t) < 2) continue;
          if (!exclude(candidates, cells[a], cells[b], third, walls, wallCount, used)) continue;
          const base = [cells[a], cells[b], third];
          return exclusionStep(3, base, maskCells(common), unused(candidates, base, used));
        }
      }
    }
  }
  return undefined;
};

export const ALIGNED_PAIR_EXCLUSION = sizedTechnique(ALIGNED, 2, findAlignedExclusion);
export const ALIGNED_TRIPLET_EXCLUSION = sizedTechnique(ALIGNED, 3, findAlignedExclusion);
