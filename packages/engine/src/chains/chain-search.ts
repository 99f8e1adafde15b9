import { POPCOUNT, UNIT_CELLS } from '@sudoku/core';
import { pollBudget } from '../budget.js';
import { CELL_POSITIONS, CELL_UNITS } from '../geometry.js';
import { ChainBoard } from './chain-board.js';
import { HIDDEN_CAUSE, type Inference } from './inference.js';
import { CAUSE_ASSUMPTION, CAUSE_CELL, CAUSE_WEAK, conjugate, nodeOf } from './potentials.js';

/** Which links a search follows (Sudoku Explainer's chaining modes). */
export interface ChainMode {
  /** Links inside a cell: a placed digit removes the cell's others; a cell's last candidate is placed. */
  cells: boolean;
  /** Links inside a unit: a hidden single is placed (a placed digit always removes its peers'). */
  units: boolean;
  /** Removed candidates leave the working board, so later links see them gone. */
  dynamic: boolean;
}

/**
 * The implication machine every forcing-chain technique runs on: from an
 * assumed candidate, what follows. It works on its own copy of the board's
 * candidates, which dynamic searches change and restore.
 */
export class ChainSearch extends ChainBoard {
  private pendingOn = new Int32Array(1458);
  private pendingOff = new Int32Array(1458);
  /**
   * Called when both queues run dry in a dynamic search (basic techniques
   * inside the chain): returns true when it added nodes to the off queue.
   */
  onStall: ((inference: Inference, search: ChainSearch) => boolean) | undefined;
  private offHead = 0;
  private offTail = 0;
  private onTail = 0;
  /**
   * In a one-way chain search (`chainsFrom`), the assumption: reaching its
   * conjugate is a result, and clashes elsewhere do not stop the search.
   */
  private unarySource = -1;
  /** The conclusions of a one-way chain search: nodes reached whose conjugate is the assumption. */
  readonly targets: number[] = [];

  private mode: ChainMode | undefined;
  constructor(candidates: Uint16Array) {
    super();
    this.load(candidates);
  }

  /** Starts over on another board (a search is reused from board to board). */
  load(candidates: Uint16Array): this {
    this.onStall = undefined;
    this.loadBoard(candidates);
    return this;
  }

  /** Queues a node derived outside the links (by a rule) for the off queue. */
  pushOff(node: number): void {
    this.pendingOff[this.offTail++] = node;
  }

  /**
   * Sudoku Explainer's doChaining: everything `assumption` implies, until the
   * queues run dry or a node clashes with its conjugate (then
   * `inference.conflict` is set). Each off is followed at once by the ons it
   * makes, ons first.
   */
  infer(
    assumption: number,
    mode: ChainMode,
    inference: Inference,
    maxDepth = Number.POSITIVE_INFINITY,
  ): void {
    pollBudget();
    this.start(assumption, inference, -1);
    this.mode = mode;
    // Offs are taken in order of depth (links from the assumption), so
    // stopping at one `maxDepth` deep drops only nodes at least that deep.
    const truncate = maxDepth < Number.POSITIVE_INFINITY && !this.onStall;
    let onHead = 0;
    try {
      for (;;) {
        if (onHead < this.onTail) {
          if (this.onToOff(this.pendingOn[onHead++], mode, inference)) return;
          continue;
        }
        if (this.offHead < this.offTail) {
          const node = this.pendingOff[this.offHead++];
          if (truncate && inference.depthOf(node) >= maxDepth) break;
          if (this.offToOn(node, mode, inference)) return;
          if (mode.dynamic) this.remove(node);
          continue;
        }
        if (!(this.onStall && mode.dynamic && this.onStall(inference, this))) break;
      }
    } finally {
      if (this.changed) this.restore();
    }
  }

  /**
   * Sudoku Explainer's doForcingChains: a static one-way search from
   * `assumption`, in alternating rounds (every pending on, then every pending
   * off). `targets` receives the nodes reached whose conjugate is the
   * assumption: the assumption is then false. A conclusion of round r has 2r
   * nodes (r * 2 - 1 links): rounds whose complexity `accept` refuses are not
   * run (it must refuse longer chains too).
   */
  chainsFrom(
    assumption: number,
    mode: ChainMode,
    inference: Inference,
    accept: (complexity: number) => boolean = () => true,
  ): void {
    pollBudget();
    this.start(assumption, inference, assumption);
    this.mode = mode;
    this.targets.length = 0;
    let onHead = 0;
    let round = 0;
    try {
      while ((onHead < this.onTail || this.offHead < this.offTail) && accept(2 * ++round)) {
        while (onHead < this.onTail) this.onToOff(this.pendingOn[onHead++], mode, inference);
        while (this.offHead < this.offTail)
          this.offToOn(this.pendingOff[this.offHead++], mode, inference);
      }
    } finally {
      this.unarySource = -1;
    }
  }

  private start(assumption: number, inference: Inference, unarySource: number): void {
    inference.clear();
    inference.add(assumption, CAUSE_ASSUMPTION, -1, -1);
    this.unarySource = unarySource;
    this.onTail = 0;
    this.offHead = 0;
    this.offTail = 0;
    if (assumption & 1) this.pendingOn[this.onTail++] = assumption;
    else this.pendingOff[this.offTail++] = assumption;
  }

  /** The offs an on implies (the cell's other digits; the digit in its peers). Returns true on a clash. */
  private onToOff(node: number, mode: ChainMode, inference: Inference): boolean {
    const { grid } = this;
    const cand = node >> 1;
    const cell = (cand / 9) | 0;
    const digit = (cand % 9) + 1;
    const bit = 1 << (digit - 1);
    if (mode.cells) {
      for (let m = grid[cell] & ~bit; m; m &= m - 1) {
        const off = nodeOf(cell, 32 - Math.clz32(m & -m), false);
        if (this.emitOff(inference, off, -1, node)) return true;
      }
    }
    const { peerCell, peerUnit } = this;
    for (let i = cand * 20, end = i + this.peersOf(cand); i < end; i++) {
      const peer = peerCell[i];
      if (!(grid[peer] & bit)) continue;
      if (this.emitOff(inference, nodeOf(peer, digit, false), peerUnit[i], node)) return true;
    }
    return false;
  }

  private emitOff(inference: Inference, off: number, unit: number, parent: number): boolean {
    if (this.unarySource >= 0) {
      if ((off ^ 1) === this.unarySource && !inference.has(off)) this.targets.push(off);
    } else if (inference.has(off ^ 1)) {
      this.clash(inference, off, CAUSE_WEAK, unit, [parent]);
      return true;
    }
    if (!inference.has(off)) {
      inference.add(off, CAUSE_WEAK, unit, parent);
      this.pendingOff[this.offTail++] = off;
    }
    return false;
  }

  private clash(
    inference: Inference,
    node: number,
    cause: number,
    unit: number,
    parents: number[],
  ): void {
    inference.conflict = node;
    inference.conflictCause = cause;
    inference.conflictUnit = unit;
    inference.conflictParents = parents;
  }

  /**
   * The ons an off implies (the cell's last candidate; the digit's last place
   * in each unit), added to the inference with their parents: the off, and in
   * a dynamic search the earlier offs that emptied the cell or unit. Returns
   * true on a clash.
   */
  private offToOn(node: number, mode: ChainMode, inference: Inference): boolean {
    const { grid, places } = this;
    const cand = node >> 1;
    const cell = (cand / 9) | 0;
    const d = cand % 9;
    const bit = 1 << d;
    if (mode.cells && POPCOUNT[grid[cell]] === 2) {
      const on = nodeOf(cell, 32 - Math.clz32(grid[cell] & ~bit), true);
      const hidden = mode.dynamic ? this.source[cell] & ~grid[cell] : 0;
      if (this.link(inference, on, CAUSE_CELL, -1, node)) return true;
      if (hidden && this.justAdded === on) {
        for (let m = hidden; m; m &= m - 1) {
          this.addHidden(inference, on, nodeOf(cell, 32 - Math.clz32(m & -m), false));
        }
      }
    }
    if (mode.units) {
      for (let j = cell * 3; j < cell * 3 + 3; j++) {
        const u = CELL_UNITS[j];
        const at = places[u * 9 + d];
        // Two places left, this cell and one other: the other is the digit's last place.
        if (POPCOUNT[at] !== 2) continue;
        const other = UNIT_CELLS[u * 9 + 31 - Math.clz32(at & ~(1 << CELL_POSITIONS[j]))];
        const on = nodeOf(other, d + 1, true);
        if (this.link(inference, on, HIDDEN_CAUSE[u], u, node)) return true;
        if (mode.dynamic && this.justAdded === on) {
          for (let m = this.sourcePlaces[u * 9 + d] & ~at; m; m &= m - 1) {
            const c = UNIT_CELLS[u * 9 + 31 - Math.clz32(m & -m)];
            this.addHidden(inference, on, nodeOf(c, d + 1, false));
          }
        }
      }
    }
    return false;
  }

  private addHidden(inference: Inference, on: number, parent: number): void {
    if (!inference.has(parent)) throw new Error('a hidden parent was never reached');
    inference.addParent(on, parent);
  }

  /** The node `link` added last (-1 when it added nothing): its hidden parents follow. */
  private justAdded = -1;

  private link(
    inference: Inference,
    on: number,
    cause: number,
    unit: number,
    parent: number,
  ): boolean {
    this.justAdded = -1;
    if (this.unarySource >= 0) {
      if (conjugate(on) === this.unarySource && !inference.has(on)) this.targets.push(on);
    } else if (inference.has(conjugate(on))) {
      this.clash(inference, on, cause, unit, this.hiddenOf(on, cause, unit, parent));
      return true;
    }
    if (inference.has(on)) return false;
    inference.add(on, cause, unit, parent);
    this.justAdded = on;
    this.pendingOn[this.onTail++] = on;
    return false;
  }

  /** All parents of an on that clashed (rare: built as an array). */
  private hiddenOf(on: number, cause: number, unit: number, parent: number): number[] {
    const parents = [parent];
    if (!this.mode?.dynamic) return parents;
    const cell = ((on >> 1) / 9) | 0;
    const d = (on >> 1) % 9;
    const { grid, source } = this;
    if (cause === CAUSE_CELL) {
      for (let m = source[cell] & ~grid[cell]; m; m &= m - 1)
        parents.push(nodeOf(cell, 32 - Math.clz32(m & -m), false));
    } else {
      for (let k = unit * 9, end = k + 9; k < end; k++) {
        const c = UNIT_CELLS[k];
        if (source[c] & (1 << d) && !(grid[c] & (1 << d))) parents.push(nodeOf(c, d + 1, false));
      }
    }
    return parents;
  }
}
