import { cellName, maskDigits, POPCOUNT, UNIT_CELLS, unitName } from '@sudoku/core';
import {
  BOX,
  COLUMN,
  COMBINATIONS_OF_9,
  cellAt,
  ROW,
  UNIT_CROSSINGS,
  UNIT_OVERLAP,
} from '../geometry.js';
import { nodeOf } from './potentials.js';

/**
 * The basic techniques dynamic forcing chains "+" apply inside a chain
 * (Sudoku Explainer's otherRules: locked candidates, hidden pairs, naked
 * pairs, X-Wings), run on the chain's working board. A pattern counts only
 * when it stands on candidates the chain removed: its "parents", the offs in
 * its base units (or cells) that were candidates when the chain started.
 */
export interface RulePattern {
  /** Candidates the pattern removes, as (cell * 9 + digit - 1), in Sudoku Explainer's order. */
  removals: number[];
  /** The off nodes the pattern needs from the chain. */
  parents: number[];
  /** One sentence for explanations. */
  note: string;
}

interface Board {
  digits: Uint8Array;
  grid: Uint16Array;
  start: Uint16Array;
}

/** Where each digit can go in each unit (unit * 9 + digit - 1) on the chain's board, as positions. */
let places: Uint16Array = new Uint16Array(27 * 9);
/** Empty cells of each unit. */
const empties = new Uint8Array(27);
/**
 * What the chain removed: the digits gone from each unit, and the positions
 * of each unit whose cell lost a candidate. A pattern's parents are such
 * removals, so a unit (or cell) without any cannot hold a pattern that counts.
 */
const removedDigits = new Uint16Array(27);
const removedPositions = new Uint16Array(27);

function fillTables({ digits, grid, start }: Board, unitPlaces: Uint16Array): void {
  places = unitPlaces;
  empties.fill(0);
  removedDigits.fill(0);
  removedPositions.fill(0);
  for (let u = 0; u < 27; u++) {
    for (let k = 0; k < 9; k++) {
      const cell = UNIT_CELLS[u * 9 + k];
      if (digits[cell] === 0) empties[u]++;
      const gone = start[cell] & ~grid[cell];
      if (gone === 0) continue;
      removedDigits[u] |= gone;
      removedPositions[u] |= 1 << k;
    }
  }
}

/** The two digits (or positions) of each pair, in COMBINATIONS_OF_9[2]'s order, 1-based. */
const PAIRS = Array.from(COMBINATIONS_OF_9[2], (pair) => {
  const [a, b] = maskDigits(pair);
  return { mask: pair, a, b };
});

/** Java's HashMap iteration order for cell keys (a fidelity detail: it decides which removal comes first). */
function hashOrder(cells: number[]): number[] {
  let capacity = 16;
  while (cells.length > (capacity * 3) >> 2) capacity <<= 1;
  return cells
    .map((cell, i) => ({ cell, i, bucket: cell & (capacity - 1) }))
    .sort((a, b) => a.bucket - b.bucket || a.i - b.i)
    .map((x) => x.cell);
}

function removalsOf(byCell: Map<number, number>): number[] {
  const removals: number[] = [];
  for (const cell of hashOrder([...byCell.keys()])) {
    for (const digit of maskDigits(byCell.get(cell)!)) removals.push(cell * 9 + digit - 1);
  }
  return removals;
}

/** Offs of `digit` in the cells of `base` units outside every `cover` unit that the chain removed. */
function baseParents(board: Board, bases: number[], covers: number[], digit: number): number[] {
  const bit = 1 << (digit - 1);
  const parents: number[] = [];
  for (const u of bases) {
    let covered = 0;
    for (const c of covers) covered |= UNIT_OVERLAP[u * 27 + c];
    for (let k = 0; k < 9; k++) {
      if (covered & (1 << k)) continue;
      const cell = cellAt(u, k);
      if (!(board.start[cell] & bit) || board.grid[cell] & bit) continue;
      parents.push(nodeOf(cell, digit, false));
    }
  }
  return parents;
}

const LOCK_KINDS: [number, number][] = [
  [BOX, COLUMN],
  [BOX, ROW],
  [COLUMN, BOX],
  [ROW, BOX],
];

function lockedCandidates(board: Board, emit: (p: RulePattern) => void): void {
  for (const [kind1, kind2] of LOCK_KINDS) {
    for (let digit = 1; digit <= 9; digit++) {
      for (let source = kind1; source < kind1 + 9; source++) {
        if (!(removedDigits[source] & (1 << (digit - 1)))) continue;
        const at = places[source * 9 + digit - 1];
        if ((at & (at - 1)) === 0) continue;
        for (const target of UNIT_CROSSINGS[source * 3 + kind2 / 9]) {
          // Every place of the digit in the source lies in the target.
          if ((at & ~UNIT_OVERLAP[source * 27 + target]) !== 0) continue;
          const outside = places[target * 9 + digit - 1] & ~UNIT_OVERLAP[target * 27 + source];
          if (outside === 0) continue;
          // A pattern that stands on nothing the chain removed is dropped: nothing more is built for it.
          const parents = baseParents(board, [source], [target], digit);
          if (parents.length === 0) continue;
          const cells: number[] = [];
          for (let m = outside; m; m &= m - 1) cells.push(cellAt(target, 31 - Math.clz32(m & -m)));
          emit({
            removals: hashOrder(cells).map((cell) => cell * 9 + digit - 1),
            parents,
            note: `${digit} is locked in ${unitName(source)} within ${unitName(target)}`,
          });
        }
      }
    }
  }
}

/**
 * Calls `visit(a, b)` for each pair of indices a < b among the bits of
 * `eligible` whose `values` are equal, in COMBINATIONS_OF_9[2]'s order
 * (by the higher index, then the lower): the pairs a scan over every pair
 * would find, without trying the others.
 */
function equalPairs(
  values: ArrayLike<number>,
  offset: number,
  eligible: number,
  visit: (a: number, b: number) => void,
): void {
  for (let high = eligible; high; high &= high - 1) {
    const b = 31 - Math.clz32(high & -high);
    for (let low = eligible & ((1 << b) - 1); low; low &= low - 1) {
      const a = 31 - Math.clz32(low & -low);
      if (values[offset + a] === values[offset + b]) visit(a, b);
    }
  }
}

function hiddenPairs(board: Board, emit: (p: RulePattern) => void): void {
  const { grid, start } = board;
  for (const kind of [BOX, COLUMN, ROW]) {
    for (let u = kind; u < kind + 9; u++) {
      if (empties[u] <= 4 || removedDigits[u] === 0) continue;
      // Digits with exactly two places: a hidden pair is two of them with the same places.
      let twoPlaces = 0;
      for (let d = 0; d < 9; d++) if (POPCOUNT[places[u * 9 + d]] === 2) twoPlaces |= 1 << d;
      equalPairs(places, u * 9, twoPlaces, (a, b) => {
        const pair = (1 << a) | (1 << b);
        if (!(removedDigits[u] & pair)) return;
        const at = places[u * 9 + a];
        const byCell = new Map<number, number>();
        for (let k = 0; k < 9; k++) {
          if (!(at & (1 << k))) continue;
          const cell = cellAt(u, k);
          const rest = grid[cell] & ~pair;
          if (rest) byCell.set(cell, rest);
        }
        if (byCell.size === 0) return;
        const parents: number[] = [];
        for (let k = 0; k < 9; k++) {
          if (at & (1 << k)) continue;
          const cell = cellAt(u, k);
          for (const d of [a, b])
            if (start[cell] & (1 << d)) parents.push(nodeOf(cell, d + 1, false));
        }
        emit({
          removals: removalsOf(byCell),
          parents,
          note: `hidden pair ${a + 1}${b + 1} in ${unitName(u)}`,
        });
      });
    }
  }
}

/** The candidates of a unit's cells by position, for `equalPairs`. */
const unitMasks = new Uint16Array(9);

function nakedPairs(board: Board, emit: (p: RulePattern) => void): void {
  const { grid, start } = board;
  for (const kind of [BOX, COLUMN, ROW]) {
    for (let u = kind; u < kind + 9; u++) {
      if (empties[u] < 4 || removedPositions[u] === 0) continue;
      let bivalue = 0;
      for (let k = 0; k < 9; k++) {
        unitMasks[k] = grid[cellAt(u, k)];
        if (POPCOUNT[unitMasks[k]] === 2) bivalue |= 1 << k;
      }
      equalPairs(unitMasks, 0, bivalue, (k1, k2) => {
        if (!(removedPositions[u] & ((1 << k1) | (1 << k2)))) return;
        const c1 = cellAt(u, k1);
        const c2 = cellAt(u, k2);
        const union = grid[c1];
        const byCell = new Map<number, number>();
        for (let k = 0; k < 9; k++) {
          if (k === k1 || k === k2) continue;
          const cell = cellAt(u, k);
          if (grid[cell] & union) byCell.set(cell, grid[cell] & union);
        }
        if (byCell.size === 0) return;
        const parents: number[] = [];
        for (const cell of [c1, c2]) {
          for (const d of maskDigits(start[cell] & ~union)) parents.push(nodeOf(cell, d, false));
        }
        emit({
          removals: removalsOf(byCell),
          parents,
          note: `naked pair ${maskDigits(union).join('')} in ${cellName(c1)} and ${cellName(c2)}`,
        });
      });
    }
  }
}

/** Each digit's places in the nine base units of an X-Wing scan, for `equalPairs`. */
const basePlaces = new Uint16Array(9);
/** The digits (as a mask) whose places two base units share, by the pair's rank in COMBINATIONS_OF_9[2]. */
const wingDigits = new Uint16Array(36);

function xWings(board: Board, emit: (p: RulePattern) => void): void {
  const { grid, digits } = board;
  const placed = new Int32Array(10);
  for (let cell = 0; cell < 81; cell++) placed[digits[cell]]++;
  for (const [baseKind, coverKind] of [
    [COLUMN, ROW],
    [ROW, COLUMN],
  ]) {
    // Pairs of base units with the same two places of a digit, then in the scan's order: pair, then digit.
    wingDigits.fill(0);
    for (let digit = 1; digit <= 9; digit++) {
      if (placed[digit] + 4 > 9) continue;
      let twoPlaces = 0;
      for (let i = 0; i < 9; i++) {
        basePlaces[i] = places[(baseKind + i) * 9 + digit - 1];
        if (POPCOUNT[basePlaces[i]] === 2) twoPlaces |= 1 << i;
      }
      equalPairs(basePlaces, 0, twoPlaces, (i, j) => {
        wingDigits[(j * (j - 1)) / 2 + i] |= 1 << (digit - 1);
      });
    }
    for (let rank = 0; rank < 36; rank++) {
      if (wingDigits[rank] === 0) continue;
      const { a: i, b: j } = PAIRS[rank];
      const a = baseKind + i - 1;
      const b = baseKind + j - 1;
      for (let m = wingDigits[rank]; m; m &= m - 1) {
        const digit = 32 - Math.clz32(m & -m);
        const bit = 1 << (digit - 1);
        if (!((removedDigits[a] | removedDigits[b]) & bit)) continue;
        const at = places[a * 9 + digit - 1];
        const covers = maskDigits(at).map((k) => coverKind + k - 1);
        const parents = baseParents(board, [a, b], covers, digit);
        if (parents.length === 0) continue;
        const byCell = new Map<number, number>();
        for (const cover of covers) {
          for (let k = 0; k < 9; k++) {
            const cell = cellAt(cover, k);
            const inBase = (UNIT_OVERLAP[cover * 27 + a] | UNIT_OVERLAP[cover * 27 + b]) & (1 << k);
            if (grid[cell] & bit && !inBase) byCell.set(cell, bit);
          }
        }
        if (byCell.size === 0) continue;
        emit({
          removals: removalsOf(byCell),
          parents,
          note: `X-Wing on ${digit} in ${unitName(a)} and ${unitName(b)}`,
        });
      }
    }
  }
}

/** The rules in Sudoku Explainer's order. */
export const BASIC_RULES: readonly ((board: Board, emit: (p: RulePattern) => void) => void)[] = [
  lockedCandidates,
  hiddenPairs,
  nakedPairs,
  xWings,
];

/**
 * The patterns of the first rule that has any standing on the chain's
 * removals (Sudoku Explainer stops at the first such rule). `unitPlaces`
 * are where each digit can go in each unit on `grid` (see fillUnitPlaces).
 */
export function rulePatterns(
  digits: Uint8Array,
  grid: Uint16Array,
  start: Uint16Array,
  unitPlaces: Uint16Array,
): RulePattern[] {
  const board = { digits, grid, start };
  fillTables(board, unitPlaces);
  for (const rule of BASIC_RULES) {
    const found: RulePattern[] = [];
    rule(board, (pattern) => {
      if (pattern.parents.length > 0) found.push(pattern);
    });
    if (found.length > 0) return found;
  }
  return [];
}
