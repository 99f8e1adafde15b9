import { BOX_OF, COL_OF, ROW_OF, UNIT_CELLS } from '@sudoku/core';
import {
  CAUSE_BOX,
  CAUSE_CELL,
  CAUSE_COLUMN,
  CAUSE_ROW,
  CAUSE_WEAK,
  NODE_COUNT,
  nodeOf,
  type RuleNote,
} from './potentials.js';

/**
 * Each cell's 20 peers in the order Sudoku Explainer visits them when a
 * placement removes a digit from its peers: the box, then the rest of the
 * row, then the rest of the column; with the unit that links them.
 */
export const PEER_CELLS = new Uint8Array(81 * 20);
export const PEER_UNITS = new Uint8Array(81 * 20);
/** Each cell's units in Sudoku Explainer's order: box, row, column. */
export const CELL_UNITS = new Uint8Array(81 * 3);
/** The cause of a hidden single in each unit. */
export const HIDDEN_CAUSE = new Uint8Array(27);
for (let u = 0; u < 27; u++)
  HIDDEN_CAUSE[u] = u < 9 ? CAUSE_ROW : u < 18 ? CAUSE_COLUMN : CAUSE_BOX;
for (let cell = 0; cell < 81; cell++) {
  const units = [18 + BOX_OF[cell], ROW_OF[cell], 9 + COL_OF[cell]];
  CELL_UNITS.set(units, cell * 3);
  let n = cell * 20;
  const seen = new Set<number>([cell]);
  for (const u of units) {
    for (let k = 0; k < 9; k++) {
      const other = UNIT_CELLS[u * 9 + k];
      if (seen.has(other)) continue;
      seen.add(other);
      PEER_CELLS[n] = other;
      PEER_UNITS[n++] = u;
    }
  }
}

/** The breadth-first queue of `ancestors`, shared (searches run one at a time). */
let ancestorQueue = new Int32Array(4096);

/**
 * Everything one assumption implies: the nodes reached (each once, with the
 * potential that first reached it: its cause, the unit behind it and its
 * parents), in the order reached. Parents are nodes of the same inference.
 * Sudoku Explainer's onToOn/onToOff LinkedSets, flattened into typed arrays
 * so a search allocates nothing per implication.
 */
export class Inference {
  private readonly at = new Int32Array(NODE_COUNT);
  private stamp = 1;
  readonly order = new Int32Array(NODE_COUNT);
  size = 0;
  readonly cause = new Uint8Array(NODE_COUNT);
  readonly unit = new Int8Array(NODE_COUNT);
  readonly parentStart = new Int32Array(NODE_COUNT);
  readonly parentCount = new Int32Array(NODE_COUNT);
  parents = new Int32Array(4096);
  parentsSize = 0;
  /** Notes of the basic techniques applied inside the chain, by node. */
  notes: Map<number, RuleNote> | undefined;
  /** Nested chains a node stands on (nested forcing chains), by node: their complexity. */
  nested: Map<number, number> | undefined;
  /**
   * When the assumption led to a contradiction: the node that clashed with
   * one already reached (its conjugate), and that node's would-be parents.
   */
  conflict = -1;
  conflictCause = 0;
  conflictUnit = -1;
  conflictParents: number[] = [];

  clear(): void {
    this.stamp++;
    if (this.stamp === 0x7fffffff) {
      this.at.fill(0);
      this.stamp = 1;
    }
    this.size = 0;
    this.parentsSize = 0;
    this.notes = undefined;
    this.nested = undefined;
    this.conflict = -1;
    this.conflictParents = [];
  }

  has(node: number): boolean {
    return this.at[node] === this.stamp;
  }

  /** Adds a node reached by `cause` (through `unit`, or -1) with one parent (-1 for the assumption). */
  add(node: number, cause: number, unit: number, parent: number): void {
    this.at[node] = this.stamp;
    this.order[this.size++] = node;
    this.cause[node] = cause;
    this.unit[node] = unit;
    this.parentStart[node] = this.parentsSize;
    this.parentCount[node] = 0;
    if (parent >= 0) this.addParent(node, parent);
  }

  /** Adds a parent to the node added last. */
  addParent(node: number, parent: number): void {
    if (this.parentsSize === this.parents.length) {
      const bigger = new Int32Array(this.parents.length * 2);
      bigger.set(this.parents);
      this.parents = bigger;
    }
    this.parents[this.parentsSize++] = parent;
    this.parentCount[node]++;
  }

  firstParent(node: number): number {
    return this.parentCount[node] > 0 ? this.parents[this.parentStart[node]] : -1;
  }

  /**
   * Number of distinct nodes `target` stands on, itself included (Sudoku
   * Explainer's chain "complexity"), breadth first as it counts. With
   * `conflict`, the target is the clashing node, outside the table.
   */
  ancestors(target: number, seen: Int32Array, mark: number): number {
    let queue = ancestorQueue;
    let head = 0;
    let tail = 0;
    let count = 0;
    const push = (node: number) => {
      if (tail === queue.length) {
        const bigger = new Int32Array(queue.length * 2);
        bigger.set(queue);
        queue = ancestorQueue = bigger;
      }
      queue[tail++] = node;
    };
    if (target === this.conflict && !this.has(target)) {
      seen[target] = mark;
      count = 1;
      for (const parent of this.conflictParents) push(parent);
    } else {
      push(target);
    }
    const { parents, parentStart, parentCount } = this;
    while (head < tail) {
      const node = queue[head++];
      if (seen[node] === mark) continue;
      seen[node] = mark;
      count++;
      for (let i = parentStart[node], end = i + parentCount[node]; i < end; i++) push(parents[i]);
    }
    if (this.nested) {
      for (const [node, complexity] of this.nested) if (seen[node] === mark) count += complexity;
    }
    return count;
  }

  /** The path from the assumption to `target`, following first parents. */
  path(target: number): number[] {
    const path: number[] = [];
    let node = target;
    if (target === this.conflict && !this.has(target)) {
      path.push(target);
      node = this.conflictParents[0];
    }
    while (node >= 0) {
      path.push(node);
      node = this.firstParent(node);
      if (path.length > NODE_COUNT) throw new Error('inference path loops');
    }
    return path.reverse();
  }
}

export { CAUSE_CELL, CAUSE_WEAK, nodeOf };
