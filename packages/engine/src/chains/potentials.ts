/**
 * The chains' working memory. A node is a candidate assumed true or false:
 * `node = (cell * 9 + digit - 1) * 2 + (on ? 1 : 0)`, 1458 in all. A
 * potential is one occurrence of a node in an inference, with its parents
 * (the potentials that imply it) and the rule that links them; potentials
 * live in one growable arena per search and are referred to by index.
 */

/** Why a potential follows from its parents. */
export const CAUSE_ASSUMPTION = 0;
/** The cell has one candidate left. */
export const CAUSE_CELL = 1;
/** The digit has one place left in a box, a row or a column. */
export const CAUSE_BOX = 2;
export const CAUSE_ROW = 3;
export const CAUSE_COLUMN = 4;
/** A basic technique applied inside the chain (dynamic forcing chains with "+"). */
export const CAUSE_RULE = 5;
/** A candidate removed because a placement sees it (a weak link). */
export const CAUSE_WEAK = 6;

export const NODE_COUNT = 1458;

export function nodeOf(cell: number, digit: number, on: boolean): number {
  return (cell * 9 + digit - 1) * 2 + (on ? 1 : 0);
}

export function nodeCell(node: number): number {
  return ((node >> 1) / 9) | 0;
}

export function nodeDigit(node: number): number {
  return ((node >> 1) % 9) + 1;
}

export function nodeOn(node: number): boolean {
  return (node & 1) === 1;
}

/** The same candidate with the other truth value. */
export function conjugate(node: number): number {
  return node ^ 1;
}

/** What a basic technique applied inside a chain says, for explanations. */
export interface RuleNote {
  /** One sentence: "Naked pair: r1c2 and r1c5 hold only 3 and 7 in row 1". */
  text: string;
}

/** A growable store of potentials. */
export class PotentialArena {
  node = new Int32Array(1 << 14);
  cause = new Uint8Array(1 << 14);
  /** The unit behind a hidden-single cause or a weak link (core's unit index), or -1. */
  unit = new Int8Array(1 << 14);
  parentStart = new Int32Array(1 << 14);
  parentCount = new Int32Array(1 << 14);
  parents = new Int32Array(1 << 15);
  /** Basic-technique notes, by potential, for CAUSE_RULE potentials. */
  notes = new Map<number, RuleNote>();
  size = 0;
  parentsSize = 0;

  reset(): void {
    this.size = 0;
    this.parentsSize = 0;
    this.notes.clear();
  }

  /** A new potential with no parents yet. */
  add(node: number, cause: number, unit: number): number {
    if (this.size === this.node.length) this.grow();
    const p = this.size++;
    this.node[p] = node;
    this.cause[p] = cause;
    this.unit[p] = unit;
    this.parentStart[p] = this.parentsSize;
    this.parentCount[p] = 0;
    return p;
  }

  /** Appends a parent to the potential added last. */
  addParent(p: number, parent: number): void {
    if (this.parentsSize === this.parents.length) {
      const bigger = new Int32Array(this.parents.length * 2);
      bigger.set(this.parents);
      this.parents = bigger;
    }
    this.parents[this.parentsSize++] = parent;
    this.parentCount[p]++;
  }

  /** The first parent (the chain a path follows), or -1 for an assumption. */
  firstParent(p: number): number {
    return this.parentCount[p] > 0 ? this.parents[this.parentStart[p]] : -1;
  }

  private grow(): void {
    const n = this.node.length * 2;
    const grown = <T extends Int32Array | Uint8Array | Int8Array>(
      a: T,
      make: (n: number) => T,
    ): T => {
      const b = make(n);
      b.set(a);
      return b;
    };
    this.node = grown(this.node, (k) => new Int32Array(k));
    this.cause = grown(this.cause, (k) => new Uint8Array(k));
    this.unit = grown(this.unit, (k) => new Int8Array(k));
    this.parentStart = grown(this.parentStart, (k) => new Int32Array(k));
    this.parentCount = grown(this.parentCount, (k) => new Int32Array(k));
  }
}

/**
 * A set of nodes, each with the first potential that reached it, in
 * insertion order (Sudoku Explainer's LinkedSet<Potential>): `get(node)` is
 * the potential or -1.
 */
export class NodeSet {
  readonly first = new Int32Array(NODE_COUNT).fill(-1);
  order = new Int32Array(64);
  size = 0;

  has(node: number): boolean {
    return this.first[node] >= 0;
  }

  get(node: number): number {
    return this.first[node];
  }

  /** Adds the node with its potential unless present; true when added. */
  add(node: number, potential: number): boolean {
    if (this.first[node] >= 0) return false;
    this.first[node] = potential;
    if (this.size === this.order.length) {
      const bigger = new Int32Array(this.order.length * 2);
      bigger.set(this.order);
      this.order = bigger;
    }
    this.order[this.size++] = node;
    return true;
  }

  clear(): void {
    for (let i = 0; i < this.size; i++) this.first[this.order[i]] = -1;
    this.size = 0;
  }
}

/**
 * Number of distinct nodes a potential stands on, itself included: Sudoku
 * Explainer's measure of a chain's length (its "complexity"). Visited breadth
 * first, the first potential seen for a node standing for it, as Sudoku
 * Explainer counts.
 */
export function ancestorCount(
  arena: PotentialArena,
  target: number,
  seen: Int32Array,
  stamp: number,
): number {
  let count = 0;
  let level = [target];
  while (level.length > 0) {
    const next: number[] = [];
    for (const p of level) {
      const node = arena.node[p];
      if (seen[node] === stamp) continue;
      seen[node] = stamp;
      count++;
      const start = arena.parentStart[p];
      for (let i = 0; i < arena.parentCount[p]; i++) next.push(arena.parents[start + i]);
    }
    level = next;
  }
  return count;
}
