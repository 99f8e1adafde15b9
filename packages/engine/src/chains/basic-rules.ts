import { cellName, maskDigits, POPCOUNT, UNIT_CELLS, unitName } from '@sudoku/core';
import { BOX, COLUMN, COMBINATIONS_OF_9, ROW } from '../geometry.js';
import { fillUnitPlaces } from './inference.js';
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
const places = new Uint16Array(27 * 9);
/** Empty cells of each unit. */
const empties = new Uint8Array(27);

function fillTables({ digits, grid }: Board): void {
  fillUnitPlaces(grid, places);
  empties.fill(0);
  for (let u = 0; u < 27; u++) {
    for (let k = 0; k < 9; k++) if (digits[UNIT_CELLS[u * 9 + k]] === 0) empties[u]++;
  }
}

/**
 * For two units: the positions of the first whose cells lie in the second
 * (`OVERLAP[a * 27 + b]`, a mask over a's positions).
 */
const OVERLAP = new Uint16Array(27 * 27);
for (let a = 0; a < 27; a++) {
  for (let b = 0; b < 27; b++) {
    for (let k = 0; k < 9; k++) {
      const cell = UNIT_CELLS[a * 9 + k];
      for (let j = 0; j < 9; j++) if (UNIT_CELLS[b * 9 + j] === cell) OVERLAP[a * 27 + b] |= 1 << k;
    }
  }
}

/** The units of each kind (rows, columns, boxes: `CROSSING[u * 3 + kind / 9]`) that cross unit u, in order. */
const CROSSING: number[][] = [];
for (let u = 0; u < 27; u++) {
  for (let kind = 0; kind < 27; kind += 9) {
    const units: number[] = [];
    for (let v = kind; v < kind + 9; v++) if (v !== u && OVERLAP[u * 27 + v] !== 0) units.push(v);
    CROSSING.push(units);
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

function cellAt(u: number, k: number): number {
  return UNIT_CELLS[u * 9 + k];
}

function inUnit(u: number, cell: number): boolean {
  for (let k = 0; k < 9; k++) if (cellAt(u, k) === cell) return true;
  return false;
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
  for (const [kind1, kind2] of LOCK_KINDS) {
    for (let digit = 1; digit <= 9; digit++) {
      for (let source = kind1; source < kind1 + 9; source++) {
        const at = places[source * 9 + digit - 1];
        if ((at & (at - 1)) === 0) continue;
        for (const target of CROSSING[source * 3 + kind2 / 9]) {
          // Every place of the digit in the source lies in the target.
          if ((at & ~OVERLAP[source * 27 + target]) !== 0) continue;
          const outside = places[target * 9 + digit - 1] & ~OVERLAP[target * 27 + source];
          if (outside === 0) continue;
          const cells: number[] = [];
          for (let m = outside; m; m &= m - 1) cells.push(cellAt(target, 31 - Math.clz32(m & -m)));
          emit({
            removals: hashOrder(cells).map((cell) => cell * 9 + digit - 1),
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
      if (empties[u] <= 4) continue;
      for (const { mask: pair, a: d1, b: d2 } of PAIRS) {
        const p1 = places[u * 9 + d1 - 1];
        const p2 = places[u * 9 + d2 - 1];
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
      if (empties[u] < 4) continue;
      for (const { a, b } of PAIRS) {
        const k1 = a - 1;
        const k2 = b - 1;
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
    for (const { a: i, b: j } of PAIRS) {
      const a = baseKind + i - 1;
      const b = baseKind + j - 1;
      for (let digit = 1; digit <= 9; digit++) {
        if (placed[digit] + 4 > 9) continue;
        const bit = 1 << (digit - 1);
        const pa = places[a * 9 + digit - 1];
        const pb = places[b * 9 + digit - 1];
        if (POPCOUNT[pa] < 2 || POPCOUNT[pb] < 2 || POPCOUNT[pa | pb] !== 2) continue;
        const covers = maskDigits(pa | pb).map((k) => coverKind + k - 1);
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
  fillTables(board);
  for (const rule of BASIC_RULES) {
    const found: RulePattern[] = [];
    rule(board, (pattern) => {
      if (pattern.parents.length > 0) found.push(pattern);
    });
    if (found.length > 0) return found;
  }
  return [];
}
