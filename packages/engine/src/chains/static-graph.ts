import { POPCOUNT, UNIT_CELLS } from '@sudoku/core';
import { CELL_POSITIONS, CELL_UNITS } from '../geometry.js';
import { fillUnitPlaces } from '../unit-view.js';
import { sameBoard } from './board-memo.js';
import type { ChainMode } from './chain-search.js';
import { NODE_COUNT, nodeCell, nodeDigit, nodeOf } from './potentials.js';

// Local aliases: hot loops read them without a module-namespace lookup.
/**
 * For each cell's units (box, row, column: `CELL_UNITS`), the positions that
 * are not its peers there: itself in its box, its box's cells in its row and
 * column, so that the three units' places list each peer once.
 */
const peerSkip = new Uint16Array(81 * 3);
for (let cell = 0; cell < 81; cell++) {
  const box = CELL_UNITS[cell * 3];
  for (let j = 0; j < 3; j++) {
    const u = CELL_UNITS[cell * 3 + j];
    for (let k = 0; k < 9; k++) {
      const other = UNIT_CELLS[u * 9 + k];
      const inBox =
        j === 0 ? other === cell : UNIT_CELLS.subarray(box * 9, box * 9 + 9).includes(other);
      if (inBox) peerSkip[cell * 3 + j] |= 1 << k;
    }
  }
}
const cellUnits = CELL_UNITS;
const cellPositions = CELL_POSITIONS;
const unitCells = UNIT_CELLS;
const popcount = POPCOUNT;
/** The most links a board can have: each candidate's off has a cell link and one a unit, its on 8 cell and 20 peer links. */
const MAX_LINKS = 81 * 9 * (4 + 28);

/**
 * The links of a static search (one that never changes the board) as
 * adjacency lists, each node's links in the order the searches follow them:
 * an on's offs (the cell's other digits, then its peers: box, row, column),
 * an off's ons (the cell's last candidate, then the digit's last place in
 * box, row and column). Built once per board with every link, then viewed
 * under a mode: a mode that leaves out the links inside a cell skips the
 * head of each list, one that leaves out the links inside a unit keeps only
 * an off's head, so the three modes of a board share one build. One per call
 * (search-scratch.ts), shared by its static searches: they never walk two
 * boards at once.
 */
export class StaticGraph {
  private readonly start = new Int32Array(NODE_COUNT + 1);
  /** Where each node's list ends: `start` one node on. */
  private readonly end = this.start.subarray(1);
  /** Where each node's links inside its cell end (they come first). */
  private readonly cellEnd = new Int32Array(NODE_COUNT);
  /** Where each node's list ends without the links inside a unit: an off's cell link, an on's whole list. */
  private readonly cellsOnlyEnd = new Int32Array(NODE_COUNT);
  /** The links of `node` under the mode selected: `next[first[node] … last[node] - 1]`. */
  first: Int32Array = this.start;
  last: Int32Array = this.end;
  readonly next = new Int32Array(MAX_LINKS);
  private readonly depthAt = new Int32Array(NODE_COUNT);
  private readonly depth = new Int32Array(NODE_COUNT);
  private stamp = 0;
  /** Nodes known to have no chain to their conjugate under the links selected (`noChainAt[node] === selection`). */
  private readonly noChainAt = new Int32Array(NODE_COUNT);
  /** The nodes `keepThrough` reached from the heads of the links kept. */
  private readonly reachedAt = new Int32Array(NODE_COUNT);
  private reachedStamp = 0;
  /** The selection `keepThrough` holds for (-1: none). */
  private keptSelection = -1;
  /** By cell, the digits of the nodes `keepThrough` reached. */
  private readonly keptDigits = new Uint16Array(81);
  /** Nodes on some walk through a target (`keepAt[node] === reachedStamp`). */
  private readonly keepAt = new Int32Array(NODE_COUNT);
  /** How many nodes the last `walkFrom` reached (they head `queue`). */
  private walked = 0;
  /** Changes with every build and select: what `noChainAt` marks holds for one board and mode. */
  private selection = 0;
  private readonly queue = new Int32Array(NODE_COUNT);
  /** Where each digit can go in each unit (unit * 9 + digit - 1), as a mask of positions. */
  private readonly places = new Uint16Array(27 * 9);

  /** The board built last (`builds` > 0): building it again changes nothing. */
  private readonly builtBoard = new Uint16Array(81);
  private builds = 0;

  /**
   * Every static link of `grid`'s candidates; `select` a mode before walking
   * them. The nested chains build the same board twice in a row (chains and
   * cycles, then cell and unit forcing chains), so a board equal to the last
   * one is not built again.
   */
  build(grid: Uint16Array): this {
    if (this.builds > 0 && sameBoard(grid, this.builtBoard)) {
      this.selection++;
      return this;
    }
    this.builtBoard.set(grid);
    this.builds++;
    const { places, start, cellEnd, cellsOnlyEnd, next } = this;
    fillUnitPlaces(grid, places);
    let n = 0;
    for (let cell = 0; cell < 81; cell++) {
      const m = grid[cell];
      for (let d = 0; d < 9; d++) {
        const bit = 1 << d;
        const on = nodeOf(cell, d + 1, true);
        const off = on ^ 1;
        // Off node first (node order: off = 2k, on = 2k + 1).
        start[off] = n;
        if (m & bit) {
          if (popcount[m] === 2) next[n++] = nodeOf(cell, 32 - Math.clz32(m & ~bit), true);
          cellEnd[off] = cellsOnlyEnd[off] = n;
          for (let j = cell * 3; j < cell * 3 + 3; j++) {
            const u = cellUnits[j];
            const at = places[u * 9 + d];
            if (popcount[at] !== 2) continue;
            const other = unitCells[u * 9 + 31 - Math.clz32(at & ~(1 << cellPositions[j]))];
            next[n++] = nodeOf(other, d + 1, true);
          }
        } else cellEnd[off] = cellsOnlyEnd[off] = n;
        start[on] = n;
        if (m & bit) {
          for (let r = m & ~bit; r; r &= r - 1) {
            next[n++] = nodeOf(cell, 32 - Math.clz32(r & -r), false);
          }
          cellEnd[on] = n;
          // The peers holding d, in PEER_CELLS's order: box, then row and column outside the box.
          for (let j = cell * 3; j < cell * 3 + 3; j++) {
            const u = cellUnits[j];
            for (let at = places[u * 9 + d] & ~peerSkip[j]; at; at &= at - 1)
              next[n++] = nodeOf(unitCells[u * 9 + 31 - Math.clz32(at & -at)], d + 1, false);
          }
        } else cellEnd[on] = n;
        // An on's links inside a unit are its peers', which every mode follows.
        cellsOnlyEnd[on] = n;
      }
    }
    start[NODE_COUNT] = n;
    this.selection++;
    return this;
  }

  /** Walks the links of `mode` from now on (static: `mode.dynamic` is ignored); no copying. */
  select(mode: ChainMode): this {
    this.first = mode.cells ? this.start : this.cellEnd;
    this.last = mode.units ? this.end : this.cellsOnlyEnd;
    this.selection++;
    return this;
  }

  /**
   * Sets `out[node]` to 1 for every node that reaches one of
   * `targets[0…count)`, 0 for the others: a node s reaches t exactly when ¬t
   * reaches ¬s (each link has its contrapositive), so one search from every
   * ¬t finds them all.
   */
  markReaching(targets: Int32Array, count: number, out: Uint8Array): void {
    const stamp = this.walkFrom(targets, 0, count, this.depthAt);
    const { depthAt } = this;
    for (let node = 0; node < NODE_COUNT; node++) out[node] = depthAt[node ^ 1] === stamp ? 1 : 0;
  }

  /** Stamps in `at` every node reached from some ¬`targets[i]`, i in [from, to) (breadth first); returns the stamp. */
  private walkFrom(targets: Int32Array, from: number, to: number, at: Int32Array): number {
    const stamp = ++this.stamp;
    const { queue, first, last, next } = this;
    let tail = 0;
    for (let i = from; i < to; i++) {
      const x = targets[i] ^ 1;
      if (at[x] === stamp) continue;
      at[x] = stamp;
      queue[tail++] = x;
    }
    for (let head = 0; head < tail; head++) {
      const x = queue[head];
      for (let e = first[x], end = last[x]; e < end; e++) {
        const y = next[e];
        if (at[y] === stamp) continue;
        at[y] = stamp;
        queue[tail++] = y;
      }
    }
    this.walked = tail;
    return stamp;
  }

  /**
   * Until the next build or select, only chains and loops through a strong
   * link between targets count. `targets[from…to)` are off nodes in pairs,
   * a ≠ and b ≠ for a strong link (a ≠ ⇒ b =, and so b ≠ ⇒ a =): their ons
   * are the links' heads. With R the nodes reached from the heads, a chain
   * s ⇒ … ⇒ a ≠ ⇒ b = ⇒ … ⇒ ¬s has ¬s in R (from b =; and s reaches a ≠
   * exactly when a = reaches ¬s), a loop through s has s and ¬s in R, and
   * every node x of either has x or ¬x in R: only those are walked
   * (`conjugateDistance`, `mayLoop`).
   */
  keepThrough(targets: Int32Array, from: number, to: number): void {
    const { queue, keepAt, keptDigits } = this;
    // One stamp for both marks: `reachedAt` holds R, `keepAt` R and its conjugates.
    const keep = this.walkFrom(targets, from, to, this.reachedAt);
    this.reachedStamp = keep;
    keptDigits.fill(0);
    for (let i = 0; i < this.walked; i++) {
      const node = queue[i];
      keepAt[node] = keep;
      keepAt[node ^ 1] = keep;
      keptDigits[nodeCell(node)] |= 1 << (nodeDigit(node) - 1);
    }
    this.keptSelection = this.selection;
  }

  /**
   * The digits of `cell` whose on or off `keepThrough` reached (the others
   * start no chain or loop it keeps); all nine when nothing is kept.
   */
  sourceDigits(cell: number): number {
    return this.keptSelection === this.selection ? this.keptDigits[cell] : 0x1ff;
  }

  /** False when `keepThrough` rules out every loop from `source` back to itself. */
  mayLoop(source: number): boolean {
    const { reachedAt, reachedStamp } = this;
    return (
      this.keptSelection !== this.selection ||
      (reachedAt[source] === reachedStamp && reachedAt[source ^ 1] === reachedStamp)
    );
  }

  /**
   * The number of links of the shortest chain from `source` to its
   * conjugate (what a breadth-first one-way search finds: its conclusion has
   * that many links plus one nodes), or -1 when there is none with at most
   * `maxComplexity` nodes.
   *
   * Every link has its contrapositive (a ⇒ b gives ¬b ⇒ ¬a), so a chain
   * from the source through x to the conjugate is a chain to x joined to the
   * contrapositive of a chain to ¬x: the shortest one is the least
   * depth(x) + depth(¬x) over the nodes reached, and the middle node of the
   * shortest chain and its conjugate are both within half its length. Links
   * go from on to off and back, so x and ¬x lie at depths of opposite
   * parity: when the first such pair turns up, at depth d (no pair within
   * d - 1, so no chain shorter than 2d - 1 links), the pair's sum is 2d - 1,
   * the shortest chain. Half the search depth of a search for the conjugate
   * itself suffices.
   *
   * A search that runs out of nodes has reached everything its source
   * implies without meeting a node and its conjugate; whatever it reached
   * implies a subset of that, so none of those nodes has a chain either:
   * they are marked, and a later search from one of them ends at once (most
   * searches on a board find nothing, and most of their sources lie in a
   * few such closed sets).
   */
  conjugateDistance(source: number, maxComplexity: number): number {
    const { noChainAt, selection } = this;
    if (noChainAt[source] === selection) return -1;
    if (this.keptSelection === selection && this.reachedAt[source ^ 1] !== this.reachedStamp)
      return -1;
    const stamp = ++this.stamp;
    const { depthAt, depth, queue, first, last, next, keepAt } = this;
    // Under `keepThrough`, every chain lies on walks through a target: others are not walked.
    const keep = this.keptSelection === selection ? this.reachedStamp : 0;
    depthAt[source] = stamp;
    depth[source] = 0;
    queue[0] = source;
    let head = 0;
    let tail = 1;
    for (let reached = 1; head < tail; reached++) {
      // A chain met at this depth has 2 * reached - 1 links.
      if (2 * reached > maxComplexity) return -1;
      for (const end = tail; head < end; head++) {
        const x = queue[head];
        for (let e = first[x], end = last[x]; e < end; e++) {
          const y = next[e];
          if (depthAt[y] === stamp || (keep !== 0 && keepAt[y] !== keep)) continue;
          depthAt[y] = stamp;
          depth[y] = reached;
          queue[tail++] = y;
          if (depthAt[y ^ 1] === stamp) return reached + depth[y ^ 1];
        }
      }
    }
    for (let i = 0; i < tail; i++) noChainAt[queue[i]] = selection;
    return -1;
  }
}
