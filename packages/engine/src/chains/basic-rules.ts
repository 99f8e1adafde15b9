import { cellName, maskDigits, unitName } from '@sudoku/core';
import { cellAt, UNIT_OVERLAP } from '../geometry.js';
import { scanFish } from '../techniques/fish.js';
import { scanLocks } from '../techniques/intersections.js';
import { scanHiddenSubsets, scanNakedSubsets } from '../techniques/subsets.js';
import { type UnitView, unitViewOf } from '../unit-view.js';
import { nodeOf } from './potentials.js';

/**
 * The basic techniques dynamic forcing chains "+" apply inside a chain
 * (Sudoku Explainer's otherRules: locked candidates, hidden pairs, naked
 * pairs, X-Wings), run on the chain's working board with the techniques' own
 * scans. A pattern counts only when it stands on candidates the chain
 * removed: its "parents", the offs in its base units (or cells) that were
 * candidates when the chain started. A rule emits only the patterns that
 * have parents and remove something.
 */
export interface RulePattern {
  /** Candidates the pattern removes, as (cell * 9 + digit - 1), in Sudoku Explainer's order. */
  removals: number[];
  /** The off nodes the pattern needs from the chain. */
  parents: number[];
  /** One sentence for explanations. */
  note: string;
}

/** The chain's working board as the scans read it, against the board it started from. */
interface Board {
  view: UnitView;
  start: Uint16Array;
}

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
      if (!(board.start[cell] & bit) || board.view.state.candidates[cell] & bit) continue;
      parents.push(nodeOf(cell, digit, false));
    }
  }
  return parents;
}

/** The cells of `u` at `positions` that hold candidates of `mask`, with those candidates, in position order. */
function candidatesByCell(grid: Uint16Array, u: number, positions: number, mask: number) {
  const byCell = new Map<number, number>();
  for (let k = 0; k < 9; k++) {
    if (!(positions & (1 << k))) continue;
    const cell = cellAt(u, k);
    if (grid[cell] & mask) byCell.set(cell, grid[cell] & mask);
  }
  return byCell;
}

function lockedCandidates(board: Board, emit: (p: RulePattern) => void): void {
  const { view } = board;
  const grid = view.state.candidates;
  scanLocks(
    view.places,
    (source, target, digit) => {
      // The digit's places in the target outside the source: nothing to remove without one.
      const outside = view.places[target * 9 + digit - 1] & ~UNIT_OVERLAP[target * 27 + source];
      if (outside === 0) return undefined;
      const parents = baseParents(board, [source], [target], digit);
      if (parents.length === 0) return undefined;
      emit({
        removals: removalsOf(candidatesByCell(grid, target, outside, 1 << (digit - 1))),
        parents,
        note: `${digit} is locked in ${unitName(source)} within ${unitName(target)}`,
      });
      return undefined;
    },
    view.lostDigits,
  );
}

function hiddenPairs({ view, start }: Board, emit: (p: RulePattern) => void): void {
  const grid = view.state.candidates;
  scanHiddenSubsets(view, 2, false, (u, pair, at, lostHere) => {
    if (!(pair & lostHere)) return undefined;
    const parents: number[] = [];
    for (let k = 0; k < 9; k++) {
      if (at & (1 << k)) continue;
      const cell = cellAt(u, k);
      for (const d of maskDigits(pair))
        if (start[cell] & (1 << (d - 1))) parents.push(nodeOf(cell, d, false));
    }
    const byCell = candidatesByCell(grid, u, at, 0x1ff & ~pair);
    if (parents.length === 0 || byCell.size === 0) return undefined;
    emit({
      removals: removalsOf(byCell),
      parents,
      note: `hidden pair ${maskDigits(pair).join('')} in ${unitName(u)}`,
    });
    return undefined;
  });
}

function nakedPairs({ view, start }: Board, emit: (p: RulePattern) => void): void {
  const grid = view.state.candidates;
  scanNakedSubsets(view, 2, (u, positions, union) => {
    const [c1, c2] = maskDigits(positions).map((k) => cellAt(u, k - 1));
    const parents: number[] = [];
    for (const cell of [c1, c2]) {
      for (const d of maskDigits(start[cell] & ~union)) parents.push(nodeOf(cell, d, false));
    }
    const byCell = candidatesByCell(grid, u, 0x1ff & ~positions, union);
    if (parents.length === 0 || byCell.size === 0) return undefined;
    emit({
      removals: removalsOf(byCell),
      parents,
      note: `naked pair ${maskDigits(union).join('')} in ${cellName(c1)} and ${cellName(c2)}`,
    });
    return undefined;
  });
}

function xWings(board: Board, emit: (p: RulePattern) => void): void {
  const grid = board.view.state.candidates;
  scanFish(board.view, 2, ({ baseKind, coverKind, base, cover, digit }) => {
    const [a, b] = maskDigits(base).map((i) => baseKind + i - 1);
    const covers = maskDigits(cover).map((k) => coverKind + k - 1);
    const parents = baseParents(board, [a, b], covers, digit);
    if (parents.length === 0) return undefined;
    const byCell = new Map<number, number>();
    const bit = 1 << (digit - 1);
    for (const c of covers) {
      const outside = 0x1ff & ~(UNIT_OVERLAP[c * 27 + a] | UNIT_OVERLAP[c * 27 + b]);
      for (const [cell, m] of candidatesByCell(grid, c, outside, bit)) byCell.set(cell, m);
    }
    if (byCell.size === 0) return undefined;
    emit({
      removals: removalsOf(byCell),
      parents,
      note: `X-Wing on ${digit} in ${unitName(a)} and ${unitName(b)}`,
    });
    return undefined;
  });
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
 * removals (Sudoku Explainer stops at the first such rule), on the chain's
 * working board `grid` (the position's `digits` placed) started from `start`;
 * `places` are where each digit can go in each unit of `grid`.
 */
export function rulePatterns(
  digits: Uint8Array,
  grid: Uint16Array,
  start: Uint16Array,
  places: Uint16Array,
): RulePattern[] {
  const board = { view: unitViewOf({ digits, candidates: grid }, start, places), start };
  for (const rule of BASIC_RULES) {
    const found: RulePattern[] = [];
    rule(board, (pattern) => found.push(pattern));
    if (found.length > 0) return found;
  }
  return [];
}
