import { bitCount, cellName, maskDigits, POPCOUNT } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { addCell, commonPeers, emptyCellMask, maskCells, PEER_MASKS } from '../cell-mask.js';
import { lostAt } from '../changes.js';
import { sees } from '../geometry.js';
import { type CellDigit, candidatesIn, makeStep, type Step, type TechniqueId } from '../step.js';
import { defineTechnique } from '../technique.js';
import { describeCandidates, listCells, listDigits } from '../words.js';

/**
 * WXYZ-, VWXYZ-, UVWXYZ- and TUVWXYZ-Wings (Sukaku Explainer's wings of 4 to
 * 7 cells): k cells that all see each other hold k + 1 digits among them (an
 * almost locked set), and a two-digit cell {x, z} outside sees every one of
 * them holding x. If the pair cell is x, the set loses x and its other k
 * digits fill its k cells, so z is in the pair cell or the set: z leaves every
 * cell seeing the pair cell and the set's z cells. When z links them too, the
 * set is locked and each of its digits leaves every cell seeing all its
 * places. Difficulty as the reference: WXYZ 5.5-5.6 and VWXYZ 6.2-6.4 by the
 * largest cell of the set, UVWXYZ 6.6, TUVWXYZ 7.5; the easiest wing with the
 * most eliminations is taken.
 */

interface Wing {
  set: number[];
  pair: number;
  x: number;
  z: number;
  double: boolean;
  eliminations: CellDigit[];
  difficulty: number;
  suffix: string;
}

const NAMES = ['', '', '', 'WXYZ-Wing', 'VWXYZ-Wing', 'UVWXYZ-Wing', 'TUVWXYZ-Wing'];
const IDS: TechniqueId[] = [
  'wxyz-wing',
  'wxyz-wing',
  'wxyz-wing',
  'wxyz-wing',
  'vwxyz-wing',
  'uvwxyz-wing',
  'tuvwxyz-wing',
];

export function wingDifficulty(k: number, biggest: number): number {
  if (k === 5) return 6.6;
  if (k === 6) return 7.5;
  const n = k + 1;
  const middle = Math.trunc((n + 2) / 2);
  const base = k === 3 ? 5.5 : 6.2;
  return Math.round((base + (n - middle - Math.abs(middle - biggest)) * 0.1) * 10) / 10;
}

/** True when every cell of the set holding `bit` sees the pair cell. */
function links(
  candidates: Uint16Array,
  set: readonly number[],
  pair: number,
  bit: number,
): boolean {
  for (const cell of set) if (candidates[cell] & bit && !sees(cell, pair)) return false;
  return true;
}

/** Cells other than the pattern's that hold `bit` and see the given cells. */
function removable(
  candidates: Uint16Array,
  sees: number[],
  pattern: readonly number[],
  bit: number,
): number[] {
  const mask = commonPeers(sees);
  return maskCells(mask).filter((c) => candidates[c] & bit && !pattern.includes(c));
}

function evaluate(
  state: CandidateState,
  set: number[],
  union: number,
  pair: number,
  biggest: number,
  size: number,
): Wing | undefined {
  const { candidates } = state;
  const yz = candidates[pair];
  const lo = yz & -yz;
  const hi = yz & ~lo;
  const zLinked = links(candidates, set, pair, hi);
  const xLinked = links(candidates, set, pair, lo);
  if (!xLinked && !zLinked) return undefined;
  let double = xLinked && zLinked;
  const [x, z] = xLinked ? [lo, hi] : [hi, lo];
  const pattern = [...set, pair];
  const holders = (bit: number) => set.filter((c) => candidates[c] & bit);
  const eliminations: CellDigit[] = [];
  const remove = (cells: number[], bit: number) => {
    for (const cell of cells) eliminations.push({ cell, digit: 32 - Math.clz32(bit) });
    return cells.length > 0;
  };
  let weak = false;
  let strongX = false;
  if (double) {
    for (let rest = union & ~yz; rest; rest &= rest - 1) {
      const w = rest & -rest;
      if (remove(removable(candidates, holders(w), pattern, w), w)) weak = true;
    }
    strongX = remove(removable(candidates, [pair, ...holders(x)], pattern, x), x);
  }
  const strongZ = remove(removable(candidates, [pair, ...holders(z)], pattern, z), z);
  if (eliminations.length === 0) return undefined;
  let [shownX, shownZ] = [x, z];
  if (double && !weak) {
    if (!strongZ) [double, shownX, shownZ] = [false, z, x];
    else if (!strongX) double = false;
  }
  const suffix = `${double ? 2 : 1}${biggest}${size}`;
  const digit = (bit: number) => 32 - Math.clz32(bit);
  const difficulty = wingDifficulty(set.length, biggest);
  return {
    set,
    pair,
    x: digit(shownX),
    z: digit(shownZ),
    double,
    eliminations,
    difficulty,
    suffix,
  };
}

function better(a: Wing, b: Wing | undefined): boolean {
  if (!b) return true;
  if (a.difficulty !== b.difficulty) return a.difficulty < b.difficulty;
  if (a.eliminations.length !== b.eliminations.length)
    return a.eliminations.length > b.eliminations.length;
  return a.suffix > b.suffix;
}

/**
 * The wing with a set of k cells (3-6) the reference would report first, or
 * undefined. With `since` (see `StepContext.since`), only wings with a cell
 * that lost a candidate since: a wing of unchanged cells removed nothing
 * there. The wings are still met in the same order, so ties go the same way.
 */
export function findLargeWing(
  state: CandidateState,
  k: 3 | 4 | 5 | 6,
  since?: Uint16Array,
): Step | undefined {
  const { candidates } = state;
  const n = k + 1;
  // Cells that may join the set (2 to n candidates) and the two-digit cells.
  const eligible = emptyCellMask();
  const pairs: number[] = [];
  // With `since`: the cells that changed, and the two-digit ones among them.
  const changed = emptyCellMask();
  const changedPairs: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const size = POPCOUNT[candidates[cell]];
    const moved = !since || lostAt(since, state, cell) !== 0;
    if (moved) addCell(changed, cell);
    if (size >= 2 && size <= n) addCell(eligible, cell);
    if (size === 2) {
      pairs.push(cell);
      if (moved) changedPairs.push(cell);
    }
  }
  let changedInSet = 0;
  const set: number[] = [];
  // avail[depth]: cells after the last one that see every cell of the set so far.
  const avail = Array.from({ length: k + 1 }, () => new Int32Array(3));
  avail[0].set(eligible);
  let best: Wing | undefined;
  const grow = (union: number, biggest: number, size: number) => {
    const here = avail[set.length];
    // Cells in increasing order, walked bit by bit: no array per call in this hot loop.
    for (let word = 0; word < 3; word++) {
      for (let bits = here[word]; bits; bits &= bits - 1) {
        const cell = word * 27 + 31 - Math.clz32(bits & -bits);
        const m = candidates[cell];
        const u = union | m;
        if (POPCOUNT[u] > n) continue;
        const big = Math.max(biggest, POPCOUNT[m]);
        const moved = (changed[word] >>> (cell % 27)) & 1;
        set.push(cell);
        changedInSet += moved;
        if (set.length < k) {
          const next = avail[set.length];
          for (let w = 0; w < 3; w++) next[w] = here[w] & PEER_MASKS[cell * 3 + w];
          // Only cells after this one: the set is read in increasing cell order.
          for (let w = 0; w < word; w++) next[w] = 0;
          next[word] &= ~((2 << (cell % 27)) - 1);
          // A set too short of cells to reach k is not followed, nor one that
          // can no longer hold a changed cell when no changed pair cell could end it.
          if (
            bitCount(next[0]) + bitCount(next[1]) + bitCount(next[2]) >= k - set.length &&
            (changedInSet > 0 ||
              changedPairs.length > 0 ||
              next[0] & changed[0] ||
              next[1] & changed[1] ||
              next[2] & changed[2])
          )
            grow(u, big, size + POPCOUNT[m]);
        } else if (POPCOUNT[u] === n) {
          for (const pair of changedInSet > 0 ? pairs : changedPairs) {
            const yz = candidates[pair];
            if ((yz & u) !== yz || set.includes(pair) || !set.some((c) => sees(c, pair))) continue;
            const wing = evaluate(state, [...set], u, pair, big, size + POPCOUNT[m]);
            if (wing && better(wing, best)) best = wing;
          }
        }
        set.pop();
        changedInSet -= moved;
      }
    }
  };
  grow(0, 0, 0);
  return best && wingStep(state, best);
}

function wingStep(state: CandidateState, wing: Wing): Step {
  const { candidates } = state;
  const { set, pair, x, z, double, eliminations } = wing;
  const k = set.length;
  const name = NAMES[k];
  const union = set.reduce((m, c) => m | candidates[c], 0);
  const cells = [...set, pair];
  const group = `${listCells(set)} hold ${k + 1} digits (${listDigits(maskDigits(union))}) in ${k} cells`;
  const linked = `every one of them holding ${x} sees ${cellName(pair)} (${x} or ${z})`;
  const reason = double
    ? `${z} links them the same way, so the group is locked: each of its digits and ${x}, ${z} leave the cells that see all their places`
    : `so if ${cellName(pair)} is ${x} the group holds ${z}, and ${z} is in ${cellName(pair)} or the group either way; cells seeing all of them lose ${z}`;
  return makeStep({
    technique: IDS[k],
    name,
    difficulty: wing.difficulty,
    eliminations,
    cells,
    candidates: candidatesIn(cells, candidates),
    explanation: `${name}: ${group}; ${linked}; ${reason}: remove ${describeCandidates(eliminations)}.`,
  });
}

function wingTechnique(k: 3 | 4 | 5 | 6) {
  const low = wingDifficulty(k, k === 3 ? 2 : 5);
  const high = wingDifficulty(k, 3);
  return defineTechnique({ id: IDS[k], name: NAMES[k], difficulty: [low, high] }, (s, context) =>
    findLargeWing(s, k, context.since),
  );
}

export const WXYZ_WING = wingTechnique(3);
export const VWXYZ_WING = wingTechnique(4);
export const UVWXYZ_WING = wingTechnique(5);
export const TUVWXYZ_WING = wingTechnique(6);
