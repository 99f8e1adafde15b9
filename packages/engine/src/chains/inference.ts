import { UNIT_CELLS } from '@sudoku/core';
import { CELL_UNITS } from '../geometry.js';
import { doubled } from './doubled.js';
import {
  CAUSE_BOX,
  CAUSE_CELL,
  CAUSE_COLUMN,
  CAUSE_ROW,
  CAUSE_RULE,
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
/** The cause of a hidden single in each unit. */
export const HIDDEN_CAUSE = new Uint8Array(27);
for (let u = 0; u < 27; u++)
  HIDDEN_CAUSE[u] = u < 9 ? CAUSE_ROW : u < 18 ? CAUSE_COLUMN : CAUSE_BOX;
for (let cell = 0; cell < 81; cell++) {
  const units = CELL_UNITS.subarray(cell * 3, cell * 3 + 3);
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

const DEPTH_MASK = 0x7ff;
const COUNT_SHIFT = 11;
const COUNT_MAX = 0x1ff;
const CAUSE_SHIFT = 20;
const UNIT_SHIFT = 23;

/** The conflict parents of an inference without a conflict (never changed). */
const NO_PARENTS: number[] = [];

/**
 * What counting the nodes a conclusion stands on works with (see
 * `Inference.ancestors`): the nodes met, as the count that met them last,
 * and the breadth-first queue. One per search, reused from count to count.
 */
export class NodeTally {
  readonly seen = new Int32Array(NODE_COUNT);
  mark = 0;
  queue = new Int32Array(4096);
}

/**
 * Everything one assumption implies: the nodes reached (each once, with the
 * potential that first reached it: its cause, the unit behind it and its
 * parents), in the order reached. Parents are nodes of the same inference.
 * Sudoku Explainer's onToOn/onToOff LinkedSets, flattened into typed arrays
 * so a search allocates nothing per implication.
 */
export class Inference {
  /** The nodes reached, as a bit set (node n is bit n % 32 of word n >> 5): small, so cheap to test. */
  private readonly reached = new Int32Array((NODE_COUNT + 31) >> 5);
  readonly order = new Int32Array(NODE_COUNT);
  size = 0;
  /**
   * Per node, side by side (one cache line for both): where its parents
   * start in `parents`, then its depth (links from the assumption along
   * first parents, bits 0-10), parent count (bits 11-19), cause (bits
   * 20-22) and unit + 1 (bits 23-27).
   */
  private readonly meta = new Int32Array(NODE_COUNT * 2);
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
    const { reached, order } = this;
    for (let i = 0; i < this.size; i++) reached[order[i] >> 5] = 0;
    this.size = 0;
    this.parentsSize = 0;
    this.notes = undefined;
    this.nested = undefined;
    this.conflict = -1;
    this.conflictParents = NO_PARENTS;
  }

  has(node: number): boolean {
    return ((this.reached[node >> 5] >>> (node & 31)) & 1) === 1;
  }

  /** Adds a node reached by `cause` (through `unit`, or -1) with one parent (-1 for the assumption). */
  add(node: number, cause: number, unit: number, parent: number): void {
    this.reached[node >> 5] |= 1 << (node & 31);
    this.order[this.size++] = node;
    const { meta } = this;
    meta[node * 2] = this.parentsSize;
    if (parent < 0) {
      meta[node * 2 + 1] = (cause << CAUSE_SHIFT) | ((unit + 1) << UNIT_SHIFT);
      return;
    }
    const depth = (meta[parent * 2 + 1] & DEPTH_MASK) + 1;
    meta[node * 2 + 1] =
      depth | (1 << COUNT_SHIFT) | (cause << CAUSE_SHIFT) | ((unit + 1) << UNIT_SHIFT);
    this.pushParent(parent);
  }

  /** Adds a parent to the node added last. */
  addParent(node: number, parent: number): void {
    const word = (this.meta[node * 2 + 1] += 1 << COUNT_SHIFT);
    if (((word >>> COUNT_SHIFT) & COUNT_MAX) === 0)
      throw new Error('too many parents for one node');
    this.pushParent(parent);
  }

  private pushParent(parent: number): void {
    if (this.parentsSize === this.parents.length) this.parents = doubled(this.parents);
    this.parents[this.parentsSize++] = parent;
  }

  /** Why the node was reached (a CAUSE_* value). */
  causeOf(node: number): number {
    return (this.meta[node * 2 + 1] >>> CAUSE_SHIFT) & 7;
  }

  /** The unit behind the node's link, or -1. */
  unitOf(node: number): number {
    return ((this.meta[node * 2 + 1] >>> UNIT_SHIFT) & 31) - 1;
  }

  /** Links from the assumption to the node along first parents. */
  depthOf(node: number): number {
    return this.meta[node * 2 + 1] & DEPTH_MASK;
  }

  parentCount(node: number): number {
    return (this.meta[node * 2 + 1] >>> COUNT_SHIFT) & COUNT_MAX;
  }

  /** The node's parents (a copy). */
  parentsOf(node: number): number[] {
    const start = this.meta[node * 2];
    return Array.from(this.parents.subarray(start, start + this.parentCount(node)));
  }

  firstParent(node: number): number {
    return this.parentCount(node) > 0 ? this.parents[this.meta[node * 2]] : -1;
  }

  /**
   * Number of distinct nodes `target` stands on, itself included (Sudoku
   * Explainer's chain "complexity"), breadth first as it counts. With
   * `conflict`, the target is the clashing node, outside the table. Stops
   * counting once past `limit` (then the result is only known to exceed it).
   */
  ancestors(target: number, tally: NodeTally, limit = Infinity): number {
    const { seen } = tally;
    const mark = ++tally.mark;
    let queue = tally.queue;
    let head = 0;
    let tail = 0;
    let count = 0;
    if (target === this.conflict && !this.has(target)) {
      seen[target] = mark;
      count = 1;
      if (queue.length < this.conflictParents.length) queue = tally.queue = doubled(queue);
      for (const parent of this.conflictParents) queue[tail++] = parent;
    } else {
      queue[tail++] = target;
    }
    const { parents, meta } = this;
    while (head < tail) {
      const node = queue[head++];
      if (seen[node] === mark) continue;
      seen[node] = mark;
      if (++count > limit) return count;
      const start = meta[node * 2];
      const end = start + ((meta[node * 2 + 1] >>> COUNT_SHIFT) & COUNT_MAX);
      if (tail + end - start > queue.length) queue = tally.queue = doubled(queue);
      for (let i = start; i < end; i++) queue[tail++] = parents[i];
    }
    if (this.nested) {
      for (const [node, complexity] of this.nested) if (seen[node] === mark) count += complexity;
    }
    return count;
  }

  /**
   * Every node `target` stands on, itself included; with `conflict`, the
   * clashing node outside the table and its would-be parents.
   */
  ancestorSet(target: number): Set<number> {
    const found = new Set<number>();
    const outside = target === this.conflict && !this.has(target);
    const stack = outside ? [...this.conflictParents] : [target];
    if (outside) found.add(target);
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (found.has(node)) continue;
      found.add(node);
      for (const parent of this.parentsOf(node)) stack.push(parent);
    }
    return found;
  }

  /**
   * Adds a node a technique inside the chain derived (dynamic forcing chains
   * "+" and nested chains): off, standing on `parents`, which the chain has
   * reached, with the sentence explanations give for it.
   */
  addByRule(node: number, parents: readonly number[], note: string): void {
    this.add(node, CAUSE_RULE, -1, -1);
    for (const parent of parents) {
      if (!this.has(parent)) throw new Error('a rule parent was never reached');
      this.addParent(node, parent);
    }
    this.notes ??= new Map();
    this.notes.set(node, { text: note });
  }

  /** Nodes `node` stands on, counted up to `limit` (see `ancestors`). */
  complexity(node: number, limit: number, tally: NodeTally): number {
    return this.ancestors(node, tally, limit);
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
