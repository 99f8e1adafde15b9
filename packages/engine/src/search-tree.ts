import {
  ALL_DIGITS,
  BOX_OF,
  COL_OF,
  computeCandidates,
  type Grid,
  hasConflict,
  POPCOUNT,
  ROW_OF,
  UNIT_CELLS,
  UNIT_SET_OF_CELL,
} from '@sudoku/core';

// A module constant, not the imported binding: read in the hot loop (see docs/performance.md, iddfs).
const UNITS_OF: Int32Array = UNIT_SET_OF_CELL;

/** Position (0-8) of each cell in its box, row-major: bit `BOX_POS[i]` of a box's 9-bit set. */
const BOX_POS = Uint8Array.from({ length: 81 }, (_, i) => (ROW_OF[i] % 3) * 3 + (COL_OF[i] % 3));
/** The box positions a cell shares a row or column with (its own included): its other box peers are the rest. */
const BOX_LINES = Uint16Array.from(
  { length: 81 },
  (_, i) => (0x7 << ((ROW_OF[i] % 3) * 3)) | (0x49 << (COL_OF[i] % 3)),
);
const ALL_UNITS = (1 << 27) - 1;
/** Trail entry flag: this entry is the placement itself, not a peer's lost candidate. */
const PLACED = 1 << 16;
/** Each (cell, digit) candidate is removed at most once and each cell placed at most once per path. */
const TRAIL_SIZE = 81 * 10;

/** Index (0-31) of the lowest set bit. */
const lowestBit = (x: number): number => 31 - Math.clz32(x & -x);

/**
 * A depth-first enumeration whose order depends only on the position, never
 * on the path that led to it, so the tree can be cut into sub-puzzles that
 * enumerate, concatenated, in exactly the sequential order (seed 003 splits
 * its search tree a few levels down to feed threads).
 *
 * Why not the dfs strategy's order: it breaks ties between branch cells by
 * its internal list of empty cells, which depends on the placement history,
 * so a sub-puzzle started fresh may branch elsewhere. Here every node first
 * closes the position under naked and hidden singles (the closure is unique:
 * singles stay valid as cells fill, so any order reaches the same fixpoint
 * unless there is a contradiction, and then there are no solutions either
 * way), then branches on the lowest-numbered cell with the fewest candidates,
 * digits ascending.
 *
 * Speed (the closure is nearly all of the enumeration's time): candidate
 * masks are kept per cell and updated incrementally, as in Norvig's
 * constraint propagation: a placement removes its digit from its empty
 * peers (found through each unit's 9-bit set of empty positions, so a nearly
 * full grid costs a few steps, not 20), a peer left with one candidate goes
 * on a stack of naked singles, and only the units that lost a candidate are
 * rescanned for hidden singles. Undo is a trail of (cell, old mask) entries:
 * nothing is copied or allocated per node.
 */
export class SearchTree {
  readonly cells = new Uint8Array(81);
  /** Candidates of each empty cell; 0 for a filled cell. */
  private readonly masks: Uint16Array;
  /** Empty positions of each unit (bit k: its k-th cell in UNIT_CELLS order). */
  private readonly emptyIn = new Int32Array(27);
  private readonly trail = new Int32Array(TRAIL_SIZE);
  private trailLength = 0;
  private filled = 0;
  /** Cells left with one candidate, not yet placed (a stack: the fixpoint does not depend on order). */
  private readonly singles = new Uint8Array(81);
  private singleCount = 0;
  /** Units that lost a candidate since they were last scanned for hidden singles. */
  private dirtyUnits = 0;
  /** A placement left an empty cell without candidates. */
  private dead = false;
  /**
   * Trail lengths at which `close()` reached a fixpoint, innermost last: an
   * undo to one of them needs no work; an undo anywhere else forgets which
   * singles were pending, so the next `close()` rescans everything.
   */
  private readonly closedAt = new Int32Array(TRAIL_SIZE + 1);
  private closedDepth = 0;
  private rescan = true;
  /** Set when the start position repeats a digit in a unit. */
  readonly conflicting: boolean;

  constructor(grid: Grid) {
    this.conflicting = hasConflict(grid);
    this.masks = computeCandidates(grid);
    for (let i = 0; i < 81; i++) {
      const v = grid[i];
      const r = ROW_OF[i];
      const c = COL_OF[i];
      const b = 18 + BOX_OF[i];
      if (v === 0) {
        this.emptyIn[r] |= 1 << c;
        this.emptyIn[9 + c] |= 1 << r;
        this.emptyIn[b] |= 1 << BOX_POS[i];
        continue;
      }
      this.cells[i] = v;
      this.filled++;
    }
  }

  /** Candidate set of an empty cell. */
  candidates(cell: number): number {
    return this.masks[cell];
  }

  /**
   * Places a candidate digit in an empty cell and removes it from the cell's
   * peers; the singles this creates are left for {@link close}.
   */
  place(cell: number, digit: number): void {
    const masks = this.masks;
    const emptyIn = this.emptyIn;
    const bit = 1 << (digit - 1);
    const r = ROW_OF[cell];
    const c = COL_OF[cell];
    const b = 18 + BOX_OF[cell];
    this.trail[this.trailLength++] = cell | (masks[cell] << 7) | PLACED;
    masks[cell] = 0;
    this.cells[cell] = digit;
    this.filled++;
    // Its own units lose every other candidate it had.
    this.dirtyUnits |= UNITS_OF[cell];
    // The empty peers: the row's, the column's, and the box's off those lines.
    let e = (emptyIn[r] &= ~(1 << c));
    for (; e !== 0; e &= e - 1) this.strike(r * 9 + lowestBit(e), bit);
    e = emptyIn[9 + c] &= ~(1 << r);
    for (; e !== 0; e &= e - 1) this.strike(lowestBit(e) * 9 + c, bit);
    e = emptyIn[b] &= ~(1 << BOX_POS[cell]);
    for (e &= ~BOX_LINES[cell]; e !== 0; e &= e - 1)
      this.strike(UNIT_CELLS[b * 9 + lowestBit(e)], bit);
  }

  /** Removes a placed digit from an empty peer's candidates, if there. */
  private strike(peer: number, bit: number): void {
    const m = this.masks[peer];
    if ((m & bit) === 0) return;
    this.trail[this.trailLength++] = peer | (m << 7);
    const left = m ^ bit;
    this.masks[peer] = left;
    this.dirtyUnits |= UNITS_OF[peer];
    if ((left & (left - 1)) === 0) {
      if (left === 0) this.dead = true;
      else this.singles[this.singleCount++] = peer;
    }
  }

  /** A point to {@link undo} back to. */
  get mark(): number {
    return this.trailLength;
  }

  /** Takes back every placement since `mark`, those made by {@link close} included. */
  undo(mark: number): void {
    const masks = this.masks;
    const trail = this.trail;
    let t = this.trailLength;
    while (t > mark) {
      const entry = trail[--t];
      const cell = entry & 0x7f;
      masks[cell] = (entry >>> 7) & ALL_DIGITS;
      if ((entry & PLACED) !== 0) {
        const r = ROW_OF[cell];
        const c = COL_OF[cell];
        this.cells[cell] = 0;
        this.emptyIn[r] |= 1 << c;
        this.emptyIn[9 + c] |= 1 << r;
        this.emptyIn[18 + BOX_OF[cell]] |= 1 << BOX_POS[cell];
        this.filled--;
      }
    }
    this.trailLength = t;
    this.singleCount = 0;
    this.dirtyUnits = 0;
    this.dead = false;
    const closedAt = this.closedAt;
    let depth = this.closedDepth;
    while (depth > 0 && closedAt[depth - 1] > mark) depth--;
    this.closedDepth = depth;
    this.rescan = !(depth > 0 && closedAt[depth - 1] === mark);
  }

  /**
   * Closes the position under naked and hidden singles. Returns the branch
   * cell (lowest index among the fewest candidates), -1 when the grid is full,
   * -2 on a contradiction.
   */
  close(): number {
    const masks = this.masks;
    const cells = this.cells;
    const emptyIn = this.emptyIn;
    if (this.rescan) {
      // After construction or an undo to an unclosed position: every single is pending.
      this.rescan = false;
      this.singleCount = 0;
      for (let cell = 0; cell < 81; cell++) {
        const m = masks[cell];
        if (cells[cell] !== 0 || (m & (m - 1)) !== 0) continue;
        if (m === 0) return this.fail();
        this.singles[this.singleCount++] = cell;
      }
      this.dirtyUnits = ALL_UNITS;
    }
    for (;;) {
      if (this.dead) return this.fail();
      if (this.singleCount > 0) {
        const cell = this.singles[--this.singleCount];
        // Already filled by a hidden single of the same digit.
        if (cells[cell] === 0) this.place(cell, 32 - Math.clz32(masks[cell]));
        continue;
      }
      // A full grid built from candidates only is a solution: no unit to check.
      const dirty = this.filled === 81 ? 0 : this.dirtyUnits;
      if (dirty === 0) break;
      const u = lowestBit(dirty);
      this.dirtyUnits = dirty & (dirty - 1);
      const empty = emptyIn[u];
      if (empty === 0) continue;
      const base = u * 9;
      let once = 0;
      let twice = 0;
      for (let e = empty; e !== 0; e &= e - 1) {
        const m = masks[UNIT_CELLS[base + lowestBit(e)]];
        twice |= once & m;
        once |= m;
      }
      // The digits still to place in a unit are as many as its empty cells,
      // and its candidates are among them: all there iff as many.
      if (POPCOUNT[once] !== POPCOUNT[empty]) return this.fail();
      let hidden = once & ~twice;
      while (hidden !== 0) {
        const bit = hidden & -hidden;
        hidden ^= bit;
        let e = emptyIn[u];
        while (e !== 0 && (masks[UNIT_CELLS[base + lowestBit(e)]] & bit) === 0) e &= e - 1;
        // Its only cell just took another hidden digit of this unit.
        if (e === 0) return this.fail();
        this.place(UNIT_CELLS[base + lowestBit(e)], 32 - Math.clz32(bit));
      }
    }
    const depth = this.closedDepth;
    // Strictly increasing, so at most TRAIL_SIZE + 1 entries.
    if (depth === 0 || this.closedAt[depth - 1] !== this.trailLength) {
      this.closedAt[this.closedDepth++] = this.trailLength;
    }
    if (this.filled === 81) return -1;
    let best = -1;
    let bestCount = 10;
    for (let r = 0; r < 9; r++) {
      for (let e = emptyIn[r]; e !== 0; e &= e - 1) {
        const cell = r * 9 + lowestBit(e);
        const n = POPCOUNT[masks[cell]];
        if (n < bestCount) {
          // No empty cell of a closed position has fewer than two candidates.
          if (n === 2) return cell;
          best = cell;
          bestCount = n;
        }
      }
    }
    return best;
  }

  /** Also marks the position dead, so closing it again without an undo fails again. */
  private fail(): number {
    this.dead = true;
    this.singleCount = 0;
    this.dirtyUnits = 0;
    return -2;
  }
}
