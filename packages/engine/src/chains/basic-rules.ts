import { cellName, maskDigits, POPCOUNT, UNIT_CELLS, unitName } from '@sudoku/core';
import { BOX, COLUMN, COMBINATIONS_OF_9, ROW } from '../geometry.js';
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

function cellAt(u: number, k: number): number {
  return UNIT_CELLS[u * 9 + k];
}

function inUnit(u: number, cell: number): boolean {
  for (let k = 0; k < 9; k++) if (cellAt(u, k) === cell) return true;
  return false;
}

function emptyCells({ digits }: Board, u: number): number {
  let n = 0;
  for (let k = 0; k < 9; k++) if (digits[cellAt(u, k)] === 0) n++;
  return n;
}

function positions(grid: Uint16Array, u: number, bit: number): number {
  let m = 0;
  for (let k = 0; k < 9; k++) if (grid[cellAt(u, k)] & bit) m |= 1 << k;
  return m;
}

/** Offs of `digit` in the cells of `base` units outside every `cover` unit that the chain removed. */
function baseParents(board: Board, bases: number[], covers: number[], digit: number): number[] {
  const bit = 1 << (digit - 1);
  const parents: number[] = [];
  for (const u of bases) {
    for (let k = 0; k < 9; k++) {
      const cell = cellAt(u, k);
      if (!(board.start[cell] & bit) || board.grid[cell] & bit) continue;
      if (covers.some((c) => inUnit(c, cell))) continue;
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
  const { grid } = board;
  for (const [kind1, kind2] of LOCK_KINDS) {
    for (let digit = 1; digit <= 9; digit++) {
      const bit = 1 << (digit - 1);
      for (let source = kind1; source < kind1 + 9; source++) {
        const places = positions(grid, source, bit);
        if ((places & (places - 1)) === 0) continue;
        for (let target = kind2; target < kind2 + 9; target++) {
          let inside = true;
          let crosses = false;
          for (let k = 0; k < 9; k++) {
            const cell = cellAt(source, k);
            const within = inUnit(target, cell);
            if (within) crosses = true;
            if (places & (1 << k) && !within) inside = false;
          }
          if (!crosses || !inside) continue;
          const byCell = new Map<number, number>();
          for (let k = 0; k < 9; k++) {
            const cell = cellAt(target, k);
            if (!inUnit(source, cell) && grid[cell] & bit) byCell.set(cell, bit);
          }
          if (byCell.size === 0) continue;
          emit({
            removals: removalsOf(byCell),
            parents: baseParents(board, [source], [target], digit),
            note: `${digit} is locked in ${unitName(source)} within ${unitName(target)}`,
          });
        }
      }
    }
  }
}

function hiddenPairs(board: Board, emit: (p: RulePattern) => void): void {
  const { grid, start } = board;
  for (const kind of [BOX, COLUMN, ROW]) {
    for (let u = kind; u < kind + 9; u++) {
      if (emptyCells(board, u) <= 4) continue;
      for (const pair of COMBINATIONS_OF_9[2]) {
        const [d1, d2] = maskDigits(pair);
        const p1 = positions(grid, u, 1 << (d1 - 1));
        const p2 = positions(grid, u, 1 << (d2 - 1));
        if (POPCOUNT[p1] < 2 || POPCOUNT[p2] < 2 || POPCOUNT[p1 | p2] !== 2) continue;
        const byCell = new Map<number, number>();
        for (let k = 0; k < 9; k++) {
          if (!((p1 | p2) & (1 << k))) continue;
          const cell = cellAt(u, k);
          const rest = grid[cell] & ~pair;
          if (rest) byCell.set(cell, rest);
        }
        if (byCell.size === 0) continue;
        const parents: number[] = [];
        for (let k = 0; k < 9; k++) {
          if ((p1 | p2) & (1 << k)) continue;
          const cell = cellAt(u, k);
          for (const d of [d1, d2])
            if (start[cell] & (1 << (d - 1))) parents.push(nodeOf(cell, d, false));
        }
        emit({
          removals: removalsOf(byCell),
          parents,
          note: `hidden pair ${d1}${d2} in ${unitName(u)}`,
        });
      }
    }
  }
}

function nakedPairs(board: Board, emit: (p: RulePattern) => void): void {
  const { grid, start } = board;
  for (const kind of [BOX, COLUMN, ROW]) {
    for (let u = kind; u < kind + 9; u++) {
      if (emptyCells(board, u) < 4) continue;
      for (const pair of COMBINATIONS_OF_9[2]) {
        const [k1, k2] = maskDigits(pair).map((k) => k - 1);
        const c1 = cellAt(u, k1);
        const c2 = cellAt(u, k2);
        const union = grid[c1] | grid[c2];
        if (POPCOUNT[grid[c1]] < 2 || POPCOUNT[grid[c2]] < 2 || POPCOUNT[union] !== 2) continue;
        const byCell = new Map<number, number>();
        for (let k = 0; k < 9; k++) {
          if (k === k1 || k === k2) continue;
          const cell = cellAt(u, k);
          if (grid[cell] & union) byCell.set(cell, grid[cell] & union);
        }
        if (byCell.size === 0) continue;
        const parents: number[] = [];
        for (const cell of [c1, c2]) {
          for (const d of maskDigits(start[cell] & ~union)) parents.push(nodeOf(cell, d, false));
        }
        emit({
          removals: removalsOf(byCell),
          parents,
          note: `naked pair ${maskDigits(union).join('')} in ${cellName(c1)} and ${cellName(c2)}`,
        });
      }
    }
  }
}

function xWings(board: Board, emit: (p: RulePattern) => void): void {
  const { grid, digits } = board;
  const placed = new Int32Array(10);
  for (let cell = 0; cell < 81; cell++) placed[digits[cell]]++;
  for (const [baseKind, coverKind] of [
    [COLUMN, ROW],
    [ROW, COLUMN],
  ]) {
    for (const lines of COMBINATIONS_OF_9[2]) {
      const [a, b] = maskDigits(lines).map((i) => baseKind + i - 1);
      for (let digit = 1; digit <= 9; digit++) {
        if (placed[digit] + 4 > 9) continue;
        const bit = 1 << (digit - 1);
        const pa = positions(grid, a, bit);
        const pb = positions(grid, b, bit);
        if (POPCOUNT[pa] < 2 || POPCOUNT[pb] < 2 || POPCOUNT[pa | pb] !== 2) continue;
        const covers = maskDigits(pa | pb).map((i) => coverKind + i - 1);
        const byCell = new Map<number, number>();
        for (const cover of covers) {
          for (let k = 0; k < 9; k++) {
            const cell = cellAt(cover, k);
            if (grid[cell] & bit && !inUnit(a, cell) && !inUnit(b, cell)) byCell.set(cell, bit);
          }
        }
        if (byCell.size === 0) continue;
        emit({
          removals: removalsOf(byCell),
          parents: baseParents(board, [a, b], covers, digit),
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
 * removals (Sudoku Explainer stops at the first such rule).
 */
export function rulePatterns(
  digits: Uint8Array,
  grid: Uint16Array,
  start: Uint16Array,
): RulePattern[] {
  const board = { digits, grid, start };
  for (const rule of BASIC_RULES) {
    const found: RulePattern[] = [];
    rule(board, (pattern) => {
      if (pattern.parents.length > 0) found.push(pattern);
    });
    if (found.length > 0) return found;
  }
  return [];
}
