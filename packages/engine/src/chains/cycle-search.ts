import { PEERS } from '@sudoku/core';
import { pollBudget } from '../budget.js';
import type { CellDigit } from '../step.js';
import { doubled } from './doubled.js';
import { NODE_COUNT, nodeCell, nodeDigit } from './potentials.js';
import type { StaticGraph } from './static-graph.js';

const peers = PEERS;

/** Takes a loop found: its path of nodes, the candidates it removes and its complexity. */
type LoopFound = (path: number[], eliminations: CellDigit[], complexity: number) => void;

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
  private readonly onAt = new Int32Array(NODE_COUNT);
  /** Off nodes already queued in this search (their first potential is expanded). */
  private readonly offAt = new Int32Array(NODE_COUNT);
  /** Off nodes whose strong link leads back to the source (they close a loop). */
  private readonly closerAt = new Int32Array(NODE_COUNT);
  private stamp = 0;
  private onQueue: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private offQueue = new Int32Array(4096);
  /** Scratch of `eliminations`: loop cells, candidates seen after an on, after an off. */
  private readonly loopCellAt = new Int32Array(81);
  private readonly forwardAt = new Int32Array(729);
  private readonly backwardAt = new Int32Array(729);
  private readonly forward: number[] = [];
  private seenStamp = 0;

  private add(node: number, parent: number): number {
    if (this.size === this.node.length) {
      this.node = doubled(this.node);
      this.parent = doubled(this.parent);
    }
    this.node[this.size] = node;
    this.parent[this.size] = parent;
    return this.size++;
  }

  private pushOff(p: number, tail: number): number {
    if (tail === this.offQueue.length) this.offQueue = doubled(this.offQueue);
    this.offQueue[tail] = p;
    return tail + 1;
  }

  private readonly pathAt = new Int32Array(NODE_COUNT);
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
    grid: Uint16Array,
    graph: StaticGraph,
    source: number,
    accept: (complexity: number) => boolean,
    found: LoopFound,
  ): void {
    pollBudget();
    const { pathAt, onAt, offAt, closerAt } = this;
    const { first, last, next } = graph;
    // Every loop ends with a strong link back to the source: from the
    // conjugates of the source's off's ons (the links' contrapositives).
    const off0 = source ^ 1;
    if (first[off0] === last[off0]) return;
    this.size = 0;
    const stamp = ++this.stamp;
    for (let e = first[off0], end = last[off0]; e < end; e++) closerAt[next[e] ^ 1] = stamp;
    let onQueue = this.onQueue;
    let onHead = 0;
    let onTail = 0;
    onQueue[onTail++] = this.add(source, -1);
    onAt[source] = stamp;
    let length = 0;
    // A loop closed after `length` rounds has `length` distinct nodes.
    while (onHead < onTail && accept(length + 2)) {
      length++;
      let offTail = 0;
      for (const end = onTail; onHead < end; onHead++) {
        const p = onQueue[onHead];
        const on = this.node[p];
        this.markPath(p);
        const path = this.pathStamp;
        for (let e = first[on], end = last[on]; e < end; e++) {
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
        for (let e = first[off], end = last[off]; e < end; e++) {
          const on = next[e];
          if (length >= 4 && on === source && accept(length)) this.close(grid, p, source, found);
          if (onAt[on] !== stamp) {
            onAt[on] = stamp;
            if (onTail === onQueue.length) onQueue = this.onQueue = doubled(onQueue);
            onQueue[onTail++] = this.add(on, p);
          }
        }
      }
    }
  }

  /** A loop closed by off potential `p` back to the source (its length accepted). */
  private close(grid: Uint16Array, p: number, source: number, found: LoopFound): void {
    const path: number[] = [source];
    for (let q = p; q >= 0; q = this.parent[q]) path.push(this.node[q]);
    path.reverse();
    const eliminations = this.eliminations(grid, path);
    // The loop's nodes are distinct but for its two ends.
    if (eliminations.length > 0) found(path, eliminations, path.length - 1);
  }

  /** Candidates outside the loop's cells that see an on and an off of their digit along it. */
  private eliminations(grid: Uint16Array, path: readonly number[]): CellDigit[] {
    const { loopCellAt, forwardAt, backwardAt, forward } = this;
    const stamp = ++this.seenStamp;
    for (let i = 1; i < path.length; i++) loopCellAt[nodeCell(path[i])] = stamp;
    forward.length = 0;
    for (let i = path.length - 1; i >= 1; i--) {
      const node = path[i];
      const cell = nodeCell(node);
      const digit = nodeDigit(node);
      const bit = 1 << (digit - 1);
      for (let k = cell * 20, end = k + 20; k < end; k++) {
        const peer = peers[k];
        if (loopCellAt[peer] === stamp || !(grid[peer] & bit)) continue;
        const key = peer * 9 + digit - 1;
        if (node & 1) {
          if (forwardAt[key] !== stamp) {
            forwardAt[key] = stamp;
            forward.push(key);
          }
        } else backwardAt[key] = stamp;
      }
    }
    const eliminations: CellDigit[] = [];
    for (const key of forward)
      if (backwardAt[key] === stamp)
        eliminations.push({ cell: (key / 9) | 0, digit: (key % 9) + 1 });
    return eliminations;
  }
}
