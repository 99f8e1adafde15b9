import { PEERS, POPCOUNT, UNIT_CELLS } from '@sudoku/core';
import type { CellDigit } from '../step.js';
import type { ChainMode } from './chain-search.js';
import { CELL_UNITS, PEER_CELLS } from './inference.js';
import { nodeCell, nodeDigit, nodeOf } from './potentials.js';

/**
 * Sudoku Explainer's cycle search (doCycles): from an assumed candidate, in
 * alternating rounds, every on is reached once but an off may be reached again
 * along another path (unless it is already on the path), so a path can come
 * back to the start. Potentials are a path tree: node and parent by index.
 */
export class CycleSearch {
  private node = new Int32Array(4096);
  private parent = new Int32Array(4096);
  private size = 0;
  private readonly onAt = new Int32Array(1458);
  private stamp = 0;
  private readonly seenAt = new Int32Array(1458);
  private seenStamp = 0;

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

  private readonly pathAt = new Int32Array(1458);
  private pathStamp = 0;

  /** Marks the nodes on the path to potential p (p excluded): `pathAt[node] === pathStamp`. */
  private markPath(p: number): void {
    const stamp = ++this.pathStamp;
    for (let q = this.parent[p]; q >= 0; q = this.parent[q]) this.pathAt[this.node[q]] = stamp;
  }

  /**
   * Calls `found` with each loop back to `source` (a path of nodes from the
   * source around to itself), the candidates it removes (those outside the
   * loop that see an on and an off of their digit along it) and its
   * complexity (distinct nodes). Loops that remove nothing are skipped.
   */
  find(
    source: number,
    mode: ChainMode,
    found: (path: number[], eliminations: CellDigit[], complexity: number) => void,
    maxNodes = Number.POSITIVE_INFINITY,
  ): void {
    const { grid } = this;
    this.size = 0;
    this.stamp++;
    let pendingOn = [this.add(source, -1)];
    this.onAt[source] = this.stamp;
    let length = 0;
    // A loop closed after `length` rounds has `length` distinct nodes.
    while (pendingOn.length > 0 && length + 2 <= maxNodes) {
      length++;
      const pendingOff: number[] = [];
      const { pathAt } = this;
      for (const p of pendingOn) {
        const cand = this.node[p] >> 1;
        const cell = (cand / 9) | 0;
        const digit = (cand % 9) + 1;
        const bit = 1 << (digit - 1);
        this.markPath(p);
        const stamp = this.pathStamp;
        if (mode.cells) {
          for (let m = grid[cell] & ~bit; m; m &= m - 1) {
            const off = nodeOf(cell, 32 - Math.clz32(m & -m), false);
            if (pathAt[off] !== stamp) pendingOff.push(this.add(off, p));
          }
        }
        for (let i = cell * 20, end = i + 20; i < end; i++) {
          const peer = PEER_CELLS[i];
          if (!(grid[peer] & bit)) continue;
          const off = nodeOf(peer, digit, false);
          if (pathAt[off] !== stamp) pendingOff.push(this.add(off, p));
        }
      }
      length++;
      pendingOn = [];
      for (const p of pendingOff) {
        const cand = this.node[p] >> 1;
        const cell = (cand / 9) | 0;
        const digit = (cand % 9) + 1;
        const bit = 1 << (digit - 1);
        if (mode.cells && POPCOUNT[grid[cell]] === 2) {
          this.reach(
            nodeOf(cell, 32 - Math.clz32(grid[cell] & ~bit), true),
            p,
            source,
            length,
            pendingOn,
            found,
          );
        }
        if (mode.units) {
          for (let j = cell * 3; j < cell * 3 + 3; j++) {
            const u = CELL_UNITS[j];
            let other = -1;
            for (let k = u * 9, end = k + 9; k < end; k++) {
              const c = UNIT_CELLS[k];
              if (c === cell || !(grid[c] & bit)) continue;
              if (other >= 0) {
                other = -2;
                break;
              }
              other = c;
            }
            if (other >= 0)
              this.reach(nodeOf(other, digit, true), p, source, length, pendingOn, found);
          }
        }
      }
    }
  }

  private reach(
    on: number,
    parent: number,
    source: number,
    length: number,
    pendingOn: number[],
    found: (path: number[], eliminations: CellDigit[], complexity: number) => void,
  ): void {
    if (length >= 4 && on === source) {
      const end = this.add(on, parent);
      const path: number[] = [];
      for (let q = end; q >= 0; q = this.parent[q]) path.push(this.node[q]);
      path.reverse();
      const eliminations = this.eliminations(path);
      if (eliminations.length > 0) found(path, eliminations, new Set(path).size);
    }
    if (this.onAt[on] !== this.stamp) {
      this.onAt[on] = this.stamp;
      pendingOn.push(this.add(on, parent));
    }
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
