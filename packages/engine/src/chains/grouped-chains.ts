import { COL_OF, cellName, PEERS, POPCOUNT, ROW_OF } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { CELL_UNITS } from '../geometry.js';
import { type Chain, makeStep } from '../step.js';
import { listChoices } from '../words.js';
import type { BestStep } from './best-step.js';
import { doubled } from './doubled.js';
import {
  inMiniLine,
  MINI_LINE_BOX,
  MINI_LINE_CELLS,
  MINI_LINE_LINE,
  seesMiniLine,
  UNIT_MINI_LINES,
  unitCell,
} from './group-nodes.js';
import { chainDifficulty } from './length.js';

/**
 * Alternating inference chains with grouped nodes. A point is a candidate
 * (cell * 9 + digit - 1, below 729) or a group (729 + mini-line * 9 + digit -
 * 1: the digit is in one of the mini-line's cells); a node is a point assumed
 * true or false (point * 2 + on). Like Sudoku Explainer's one-way forcing
 * chains, from every candidate: a chain from "r1c2 = 5" to "r1c2 ≠ 5" removes
 * it; one from "r1c2 ≠ 5" to "r1c2 = 5" places it. Sudoku Explainer has no
 * grouped nodes in its static chains and needs a unit forcing chain for what a
 * group says, so these are rated as its multiple forcing chains: 8.0 plus the
 * length bonus.
 */
const GROUP_BASE = 729;
const POINTS = 729 + 54 * 9;

function pointDigit(point: number): number {
  return ((point < GROUP_BASE ? point : point - GROUP_BASE) % 9) + 1;
}

function pointCells(point: number): number[] {
  if (point < GROUP_BASE) return [(point / 9) | 0];
  const m = ((point - GROUP_BASE) / 9) | 0;
  return [MINI_LINE_CELLS[m * 3], MINI_LINE_CELLS[m * 3 + 1], MINI_LINE_CELLS[m * 3 + 2]];
}

/** "r1c2", or "r1c56" / "r23c4" for a group's cells holding the digit. */
function pointName(point: number, grid: Uint16Array): string {
  if (point < GROUP_BASE) return cellName((point / 9) | 0);
  const bit = 1 << (pointDigit(point) - 1);
  const cells = pointCells(point).filter((c) => grid[c] & bit);
  const rows = [...new Set(cells.map((c) => ROW_OF[c] + 1))].join('');
  const cols = [...new Set(cells.map((c) => COL_OF[c] + 1))].join('');
  return `r${rows}c${cols}`;
}

function nodeWords(node: number, grid: Uint16Array): string {
  return `${pointName(node >> 1, grid)} ${node & 1 ? '=' : '≠'} ${pointDigit(node >> 1)}`;
}

/** The breadth-first search over points and groups, reused from board to board (a call's scratch, search-scratch.ts). */
export class GroupedSearch {
  readonly parent = new Int32Array(POINTS * 2);
  readonly at = new Int32Array(POINTS * 2);
  stamp = 0;
  /** Valid groups: at least two cells of the mini-line hold the digit. */
  readonly valid = new Uint8Array(POINTS);

  grid: Uint16Array = new Uint16Array(81);

  /** Starts over on another board (one search is reused from board to board). */
  load(grid: Uint16Array): this {
    this.grid = grid;
    for (let m = 0; m < 54; m++) {
      for (let d = 0; d < 9; d++) {
        let n = 0;
        for (let i = 0; i < 3; i++) if (grid[MINI_LINE_CELLS[m * 3 + i]] & (1 << d)) n++;
        this.valid[GROUP_BASE + m * 9 + d] = n >= 2 ? 1 : 0;
      }
    }
    return this;
  }

  has(node: number): boolean {
    return this.at[node] === this.stamp;
  }

  /** Every node's links (CSR: `links[linkStart[node] … linkStart[node + 1] - 1]`), once per board. */
  private linkStart = new Int32Array(POINTS * 2 + 1);
  private links = new Int32Array(1 << 16);
  private size = 0;

  private push(node: number): void {
    if (this.size === this.links.length) this.links = doubled(this.links);
    this.links[this.size++] = node;
  }

  /** The nodes an on node implies (weak links). */
  private offsOf(node: number): void {
    const { grid, valid } = this;
    const point = node >> 1;
    const d = pointDigit(point) - 1;
    const bit = 1 << d;
    if (point < GROUP_BASE) {
      const cell = (point / 9) | 0;
      for (let m = grid[cell] & ~bit; m; m &= m - 1)
        this.push((cell * 9 + 31 - Math.clz32(m & -m)) * 2);
      for (let i = cell * 20; i < cell * 20 + 20; i++)
        if (grid[PEERS[i]] & bit) this.push((PEERS[i] * 9 + d) * 2);
      for (let j = cell * 3; j < cell * 3 + 3; j++) {
        for (const m of UNIT_MINI_LINES[CELL_UNITS[j]]) {
          const g = GROUP_BASE + m * 9 + d;
          if (valid[g] && seesMiniLine(m, cell)) this.push(g * 2);
        }
      }
    } else {
      const m = ((point - GROUP_BASE) / 9) | 0;
      for (let side = 0; side < 2; side++) {
        const u = side === 0 ? MINI_LINE_BOX[m] : MINI_LINE_LINE[m];
        for (let k = 0; k < 9; k++) {
          const c = unitCell(u, k);
          if (grid[c] & bit && !inMiniLine(m, c)) this.push((c * 9 + d) * 2);
        }
        for (const other of UNIT_MINI_LINES[u]) {
          const g = GROUP_BASE + other * 9 + d;
          if (other === m || !valid[g]) continue;
          const o = other * 3;
          if (
            !inMiniLine(m, MINI_LINE_CELLS[o]) &&
            !inMiniLine(m, MINI_LINE_CELLS[o + 1]) &&
            !inMiniLine(m, MINI_LINE_CELLS[o + 2])
          )
            this.push(g * 2);
        }
      }
    }
  }

  /** The nodes an off node implies (strong links). */
  private onsOf(node: number): void {
    const { grid } = this;
    const point = node >> 1;
    const d = pointDigit(point) - 1;
    const bit = 1 << d;
    const isCell = point < GROUP_BASE;
    const cell = isCell ? (point / 9) | 0 : -1;
    const m = isCell ? -1 : ((point - GROUP_BASE) / 9) | 0;
    if (isCell && POPCOUNT[grid[cell]] === 2)
      this.push((cell * 9 + 31 - Math.clz32(grid[cell] & ~bit)) * 2 + 1);
    const units = isCell ? 3 : 2;
    for (let j = 0; j < units; j++) {
      const u = isCell ? CELL_UNITS[cell * 3 + j] : j === 0 ? MINI_LINE_BOX[m] : MINI_LINE_LINE[m];
      // The digit's other places in the unit, as positions.
      let rest = 0;
      for (let k = 0; k < 9; k++) {
        const c = unitCell(u, k);
        if (grid[c] & bit && (isCell ? c !== cell : !inMiniLine(m, c))) rest |= 1 << k;
      }
      if (rest === 0) continue;
      if ((rest & (rest - 1)) === 0) {
        this.push((unitCell(u, 31 - Math.clz32(rest)) * 9 + d) * 2 + 1);
        continue;
      }
      for (const line of UNIT_MINI_LINES[u]) {
        let inside = true;
        for (let r = rest; r && inside; r &= r - 1)
          inside = inMiniLine(line, unitCell(u, 31 - Math.clz32(r & -r)));
        if (inside) this.push((GROUP_BASE + line * 9 + d) * 2 + 1);
      }
    }
  }

  buildLinks(): void {
    this.size = 0;
    for (let node = 0; node < POINTS * 2; node++) {
      this.linkStart[node] = this.size;
      const point = node >> 1;
      const live =
        point < GROUP_BASE ? this.grid[(point / 9) | 0] & (1 << (point % 9)) : this.valid[point];
      if (!live) continue;
      if (node & 1) this.offsOf(node);
      else this.onsOf(node);
    }
    this.linkStart[POINTS * 2] = this.size;
  }

  private queue = new Int32Array(POINTS * 2);

  /** One-way search from a candidate node; calls `found` with each path to its conjugate. */
  search(source: number, maxNodes: number, found: (path: number[]) => void): void {
    const { at, parent, queue, links, linkStart } = this;
    const stamp = ++this.stamp;
    at[source] = stamp;
    parent[source] = -1;
    let head = 0;
    let tail = 0;
    queue[tail++] = source;
    let roundEnd = tail;
    let nodes = 2;
    while (head < tail) {
      if (head === roundEnd) {
        roundEnd = tail;
        if (++nodes > maxNodes) break;
      }
      const node = queue[head++];
      for (let i = linkStart[node], end = linkStart[node + 1]; i < end; i++) {
        const reached = links[i];
        if (at[reached] === stamp) continue;
        at[reached] = stamp;
        parent[reached] = node;
        if (reached === (source ^ 1)) {
          const path: number[] = [];
          for (let n = reached; n >= 0; n = parent[n]) path.push(n);
          found(path.reverse());
        }
        queue[tail++] = reached;
      }
    }
  }
}

const SORT_GROUPED = 8;

/**
 * Offers the easiest grouped AIC (one that uses a group; plain chains are the
 * static producer's) to a forcing-chain producer's best step.
 */
export function offerGroupedChains(
  state: CandidateState,
  best: BestStep,
  base: number,
  groupedSearch: GroupedSearch,
): void {
  const { digits, candidates } = state;
  // Only worth a search once a forcing chain has set a bound to beat.
  const bound = best.maxComplexity(base);
  if (bound === Number.POSITIVE_INFINITY) return;
  const search = groupedSearch.load(candidates);
  search.buildLinks();
  for (let cell = 0; cell < 81; cell++) {
    if (digits[cell] !== 0 || POPCOUNT[candidates[cell]] < 2) continue;
    for (let m = candidates[cell]; m; m &= m - 1) {
      const digit = 32 - Math.clz32(m & -m);
      for (const on of [true, false]) {
        const source = (cell * 9 + digit - 1) * 2 + (on ? 1 : 0);
        // Only chains short enough to beat the best step can be offered.
        search.search(source, best.limit(base, SORT_GROUPED), (path) => {
          if (!path.some((n) => n >> 1 >= GROUP_BASE)) return;
          const difficulty = chainDifficulty(base, path.length);
          best.offer(difficulty, path.length, SORT_GROUPED, () => {
            const chain: Chain = path.map((n) => ({
              cells: pointCells(n >> 1).filter(
                (c) => candidates[c] & (1 << (pointDigit(n >> 1) - 1)),
              ),
              digit: pointDigit(n >> 1),
              on: (n & 1) === 1,
            }));
            const placing = !on;
            const candidate = { cell, digit };
            // The chain's own first group shows the notation: a made-up one names cells that may hold givens.
            const g = path.findIndex((n) => n >> 1 >= GROUP_BASE);
            const group = `${pointName(path[g] >> 1, candidates)} = ${chain[g].digit} means ${chain[g].digit} is in ${listChoices(chain[g].cells.map(cellName))}`;
            return makeStep({
              technique: 'grouped-aic',
              name: 'Grouped AIC',
              difficulty,
              placements: placing ? [candidate] : [],
              eliminations: placing ? [] : [candidate],
              cells: [...new Set(chain.flatMap((n) => n.cells))],
              candidates: chain.flatMap((n) => n.cells.map((c) => ({ cell: c, digit: n.digit }))),
              chains: [chain],
              explanation: `Grouped AIC (${group}): ${path.map((n) => nodeWords(n, candidates)).join(' ⇒ ')}. Assuming ${nodeWords(source, candidates)} leads to its opposite, so ${placing ? `${cellName(cell)} = ${digit}` : `remove ${digit} from ${cellName(cell)}`}.`,
            });
          });
        });
      }
    }
  }
}
