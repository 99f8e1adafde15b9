import { PEERS, POPCOUNT, UNIT_CELLS } from '@sudoku/core';
import type { CellDigit } from '../step.js';
import type { ChainMode } from './chain-search.js';
import { CELL_UNITS } from './inference.js';
import { nodeCell, nodeDigit, nodeOf } from './potentials.js';
import type { StaticGraph } from './static-graph.js';

// Local aliases: hot loops read them without a module-namespace lookup.
const cellUnits = CELL_UNITS;
const unitCells = UNIT_CELLS;
const popcount = POPCOUNT;

/**
 * Marks (`at[off] = stamp`) the offs that imply the on node `source` by a
 * cell link (the cell's other candidate when it has two) or a unit link (the
 * digit's other place in a unit where it has two), and returns how many there
 * are: with none, no chain or loop can end at `source`.
 */
export function markStrongLinks(
  grid: Uint16Array,
  source: number,
  mode: ChainMode,
  at: Int32Array,
  stamp: number,
): number {
  const cand = source >> 1;
  const cell = (cand / 9) | 0;
  const d = cand % 9;
  const bit = 1 << d;
  let count = 0;
  if (mode.cells && popcount[grid[cell]] === 2) {
    at[nodeOf(cell, 32 - Math.clz32(grid[cell] & ~bit), false)] = stamp;
    count++;
  }
  if (mode.units) {
    for (let j = cell * 3; j < cell * 3 + 3; j++) {
      const u = cellUnits[j];
      let other = -1;
      let places = 0;
      for (let k = u * 9, end = k + 9; k < end; k++) {
        const c = unitCells[k];
        if (!(grid[c] & bit)) continue;
        places++;
        if (c !== cell) other = c;
      }
      if (places === 2) {
        at[nodeOf(other, d + 1, false)] = stamp;
        count++;
      }
    }
  }
  return count;
}

/**
 * Sudoku Explainer's cycle search (doCycles): from an assumed candidate, in
 * alternating rounds, every on is reached once but an off may be reached again
 * along another path (unless it is already on the path), so a path can come
 * back to the start. Potentials are a path tree: node and parent by index.
 *
 * An off reached again makes no new on (its ons were all reached when it was
 * first expanded): it matters only when it closes a loop, so only those
 * repeats are kept. Loops come out in the same order as the full search's.
 */
export class CycleSearch {
  private node = new Int32Array(8192);
  private parent = new Int32Array(8192);
  private size = 0;
  private readonly onAt = new Int32Array(1458);
  /** Off nodes already queued in this search (their first potential is expanded). */
  private readonly offAt = new Int32Array(1458);
  /** Off nodes whose strong link leads back to the source (they close a loop). */
  private readonly closerAt = new Int32Array(1458);
  private stamp = 0;
  private readonly seenAt = new Int32Array(1458);
  private seenStamp = 0;
  private onQueue: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private offQueue = new Int32Array(4096);

  constructor(private readonly grid: Uint16Array) {}

  private add(node: number, parent: number): number {
    if (this.size === this.node.length) {
      const n = this.size * 2;
      const node2 = new Int32Array(n);
      node2.set(this.node);
      this.node = node2;
      const parent2 = new Int32Array(n);
      parent2.set(this.parent);
      this.parent = parent2;
    }
    this.node[this.size] = node;
    this.parent[this.size] = parent;
    return this.size++;
  }

  private pushOff(p: number, tail: number): number {
    if (tail === this.offQueue.length) {
      const bigger = new Int32Array(tail * 2);
      bigger.set(this.offQueue);
      this.offQueue = bigger;
    }
    this.offQueue[tail] = p;
    return tail + 1;
  }

  private readonly pathAt = new Int32Array(1458);
  private pathStamp = 0;

  /** Marks the nodes on the path to potential p (p excluded): `pathAt[node] === pathStamp`. */
  private markPath(p: number): void {
    const stamp = ++this.pathStamp;
    for (let q = this.parent[p]; q >= 0; q = this.parent[q]) this.pathAt[this.node[q]] = stamp;
  }

  /**
   * Calls `found` with each loop back to `source` along the links of
   * `graph` (the board's, under `mode`) (a path of nodes from the
   * source around to itself), the candidates it removes (those outside the
   * loop that see an on and an off of their digit along it) and its
   * complexity (distinct nodes). Loops that remove nothing are skipped, and
   * so are loops whose complexity `accept` refuses (it must refuse longer
   * loops too): the search stops when no longer loop would be accepted.
   */
  find(
    graph: StaticGraph,
    source: number,
    mode: ChainMode,
    accept: (complexity: number) => boolean,
    found: (path: number[], eliminations: CellDigit[], complexity: number) => void,
  ): void {
    const { grid, pathAt, onAt, offAt, closerAt } = this;
    this.size = 0;
    const stamp = ++this.stamp;
    // Every loop ends with a strong link back to the source.
    if (markStrongLinks(grid, source, mode, closerAt, stamp) === 0) return;
    let onQueue = this.onQueue;
    let onHead = 0;
    let onTail = 0;
    onQueue[onTail++] = this.add(source, -1);
    onAt[source] = stamp;
    let length = 0;
    const { start, next } = graph;
    // A loop closed after `length` rounds has `length` distinct nodes.
    while (onHead < onTail && accept(length + 2)) {
      length++;
      let offTail = 0;
      for (const end = onTail; onHead < end; onHead++) {
        const p = onQueue[onHead];
        const on = this.node[p];
        this.markPath(p);
        const path = this.pathStamp;
        for (let e = start[on], last = start[on + 1]; e < last; e++) {
          const off = next[e];
          if (pathAt[off] === path) continue;
          if (offAt[off] === stamp && closerAt[off] !== stamp) continue;
          offAt[off] = stamp;
          offTail = this.pushOff(this.add(off, p), offTail);
        }
      }
      length++;
      const { offQueue } = this;
      for (let i = 0; i < offTail; i++) {
        const p = offQueue[i];
        const off = this.node[p];
        for (let e = start[off], last = start[off + 1]; e < last; e++) {
          const on = next[e];
          if (length >= 4 && on === source) this.close(p, source, length, accept, found);
          if (onAt[on] !== stamp) {
            onAt[on] = stamp;
            if (onTail === onQueue.length) onQueue = this.growOnQueue();
            onQueue[onTail++] = this.add(on, p);
          }
        }
      }
    }
  }

  private growOnQueue(): Int32Array<ArrayBuffer> {
    const bigger = new Int32Array(this.onQueue.length * 2);
    bigger.set(this.onQueue);
    this.onQueue = bigger;
    return bigger;
  }

  /** A loop closed by off potential `p` back to the source. */
  private close(
    p: number,
    source: number,
    length: number,
    accept: (complexity: number) => boolean,
    found: (path: number[], eliminations: CellDigit[], complexity: number) => void,
  ): void {
    if (!accept(length)) return;
    const path: number[] = [source];
    for (let q = p; q >= 0; q = this.parent[q]) path.push(this.node[q]);
    path.reverse();
    const eliminations = this.eliminations(path);
    if (eliminations.length > 0) found(path, eliminations, new Set(path).size);
  }

  /** Candidates outside the loop's cells that see an on and an off of their digit along it. */
  private eliminations(path: readonly number[]): CellDigit[] {
    const { grid } = this;
    const cells = new Set(path.slice(1).map(nodeCell));
    const forward: number[] = [];
    const backward = new Set<number>();
    const stamp = ++this.seenStamp;
    for (let i = path.length - 1; i >= 1; i--) {
      const node = path[i];
      const cell = nodeCell(node);
      const digit = nodeDigit(node);
      const bit = 1 << (digit - 1);
      for (let k = cell * 20, end = k + 20; k < end; k++) {
        const peer = PEERS[k];
        if (cells.has(peer) || !(grid[peer] & bit)) continue;
        const key = peer * 9 + digit - 1;
        if (node & 1) {
          if (this.seenAt[key] !== stamp) {
            this.seenAt[key] = stamp;
            forward.push(key);
          }
        } else backward.add(key);
      }
    }
    return forward
      .filter((key) => backward.has(key))
      .map((key) => ({ cell: (key / 9) | 0, digit: (key % 9) + 1 }));
  }
}
