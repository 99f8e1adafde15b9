import {
  ALL_DIGITS,
  BOX_OF,
  COL_OF,
  type Grid,
  PEERS,
  POPCOUNT,
  ROW_OF,
  UNIT_CELLS,
  UNIT_SET_OF_CELL,
} from '@sudoku/core';

/** Returned by {@link CandidateBoard.propagate} when the grid is full. */
export const SOLVED = -1;
/** Returned by {@link CandidateBoard.propagate} when some cell has no candidate. */
export const DEAD_END = -2;
/** All 27 units. */
const ALL_UNITS = (1 << 27) - 1;

// A module constant, not the imported binding or a field: the search ran 1.5-3% faster (docs/performance.md).
const UNITS_OF_CELL: Int32Array = UNIT_SET_OF_CELL;

/** Trail entries: `cell << 9 | old candidates`, plus this flag when the cell was filled. */
const FILLED = 1 << 16;
/** A fill records itself and at most 20 peers; at most 81 fills are undone at once. */
const TRAIL_SIZE = 81 * 21;

/**
 * The board the iterative deepening search works on: each cell's candidates
 * as a 9-bit mask, updated incrementally when a peer is filled, with every
 * change logged on a trail so a branch is undone by popping; a queue of
 * cells that became naked singles; and the set of units whose candidates
 * changed, for hidden singles. Nothing is allocated per node.
 */
export class CandidateBoard {
  /** Placed digits, 0 when empty. */
  readonly cells = new Uint8Array(81);
  /** Candidate set of each empty cell; 0 once filled. */
  readonly candidates = new Uint16Array(81);
  /** Digits placed in each unit: rows 0-8, columns 9-17, boxes 18-26 (core's UNIT_CELLS order). */
  readonly used = new Int32Array(27);
  emptyCount = 0;
  readonly trail = new Int32Array(TRAIL_SIZE);
  trailLength = 0;
  /** Cells whose candidates dropped to one, waiting to be filled. */
  readonly singles = new Uint8Array(81);
  singleCount = 0;
  /** Units whose candidates changed since their last hidden-single check. */
  dirtyUnits = 0;
  /** Seed 003 fills naked singles only; the default adds hidden singles. */
  readonly nakedOnly: boolean;
  // Core's tables as fields, read into locals: an imported binding is a live
  // cell that optimised code re-checks (hole and map) at every use, as the
  // dfs strategy found (its README).
  protected readonly tPeers = PEERS;
  protected readonly tUnitCells = UNIT_CELLS;
  protected readonly tRowOf = ROW_OF;
  protected readonly tColOf = COL_OF;
  protected readonly tBoxOf = BOX_OF;
  protected readonly tPopcount = POPCOUNT;

  constructor(nakedOnly: boolean) {
    this.nakedOnly = nakedOnly;
  }

  /** Loads a puzzle: its digits, each unit's placed digits and each empty cell's candidates. */
  protected loadBoard(puzzle: Grid): void {
    this.emptyCount = this.trailLength = this.singleCount = this.dirtyUnits = 0;
    const { cells, used, candidates } = this;
    const rowOf = this.tRowOf;
    const colOf = this.tColOf;
    const boxOf = this.tBoxOf;
    used.fill(0);
    for (let i = 0; i < 81; i++) {
      const v = puzzle[i];
      cells[i] = v;
      if (v === 0) {
        this.emptyCount++;
      } else {
        const bit = 1 << (v - 1);
        used[rowOf[i]] |= bit;
        used[9 + colOf[i]] |= bit;
        used[18 + boxOf[i]] |= bit;
      }
    }
    // Each empty cell's candidates: the digits none of its units holds yet.
    for (let i = 0; i < 81; i++) {
      candidates[i] =
        cells[i] !== 0
          ? 0
          : ALL_DIGITS & ~(used[rowOf[i]] | used[9 + colOf[i]] | used[18 + boxOf[i]]);
    }
  }

  /**
   * Prepares a pass from the root: queues the givens' naked singles and
   * marks every unit for the hidden-single check. False when some cell has
   * no candidate at all.
   */
  startPass(): boolean {
    this.singleCount = 0;
    for (let cell = 0; cell < 81; cell++) {
      if (this.cells[cell] !== 0) continue;
      const m = this.candidates[cell];
      if (m === 0) return false;
      if ((m & (m - 1)) === 0) this.singles[this.singleCount++] = cell;
    }
    this.dirtyUnits = ALL_UNITS;
    return true;
  }

  /**
   * Fills `cell` with the digit of `bit` and removes it from the peers,
   * queueing peers left with one candidate. False when a peer is left with
   * none; the trail still holds every change, so undo stays exact.
   */
  protected fill(cell: number, bit: number): boolean {
    const { candidates, trail, used } = this;
    const PEERS = this.tPeers;
    let t = this.trailLength;
    trail[t++] = (cell << 9) | candidates[cell] | FILLED;
    candidates[cell] = 0;
    this.cells[cell] = 32 - Math.clz32(bit);
    used[this.tRowOf[cell]] |= bit;
    used[9 + this.tColOf[cell]] |= bit;
    used[18 + this.tBoxOf[cell]] |= bit;
    this.emptyCount--;
    // The cell's own units lost its other candidates.
    let dirty = this.dirtyUnits | UNITS_OF_CELL[cell];
    let ok = true;
    for (let k = cell * 20, end = k + 20; k < end; k++) {
      const peer = PEERS[k];
      const m = candidates[peer];
      if ((m & bit) === 0) continue;
      trail[t++] = (peer << 9) | m;
      const left = m ^ bit;
      candidates[peer] = left;
      dirty |= UNITS_OF_CELL[peer];
      if ((left & (left - 1)) === 0) {
        if (left === 0) {
          ok = false;
          break;
        }
        this.singles[this.singleCount++] = peer;
      }
    }
    this.trailLength = t;
    this.dirtyUnits = dirty;
    return ok;
  }

  /** Undoes changes back to `mark`, in reverse. */
  protected undo(mark: number): void {
    const { candidates, trail } = this;
    let t = this.trailLength;
    while (t > mark) {
      const entry = trail[--t];
      const cell = (entry >>> 9) & 0x7f;
      candidates[cell] = entry & ALL_DIGITS;
      if ((entry & FILLED) !== 0) {
        const clear = ~(1 << (this.cells[cell] - 1));
        this.cells[cell] = 0;
        this.used[this.tRowOf[cell]] &= clear;
        this.used[9 + this.tColOf[cell]] &= clear;
        this.used[18 + this.tBoxOf[cell]] &= clear;
        this.emptyCount++;
      }
    }
    this.trailLength = t;
  }

  /**
   * The seed's `dis_uni`: fills naked singles until none is left and (in
   * the default `hidden` mode) hidden singles too, until neither finds
   * anything. Returns the empty cell with the fewest candidates,
   * {@link SOLVED} or {@link DEAD_END}. Leaves the queue and the dirty set
   * empty either way.
   */
  protected propagate(): number {
    const { candidates, singles, cells } = this;
    const POPCOUNT = this.tPopcount;
    for (;;) {
      while (this.singleCount > 0) {
        const cell = singles[--this.singleCount];
        if (cells[cell] === 0 && !this.fill(cell, candidates[cell])) return this.deadEnd();
      }
      if (this.nakedOnly || this.dirtyUnits === 0) break;
      if (!this.fillHiddenSingles()) return this.deadEnd();
    }
    this.dirtyUnits = 0;
    if (this.emptyCount === 0) return SOLVED;
    // The first cell in row-major order among those with fewest candidates:
    // an order that depends on nothing but the position, so both passes grow
    // the very same tree (a list reshuffled by undo would not).
    let best = SOLVED;
    let bestCount = 10;
    for (let cell = 0; cell < 81; cell++) {
      const m = candidates[cell];
      if (m === 0) continue; // filled
      const n = POPCOUNT[m];
      if (n < bestCount) {
        best = cell;
        bestCount = n;
        // Two is the least an unfilled cell can have: the first pair ends the hunt.
        if (n === 2) break;
      }
    }
    return best;
  }

  protected deadEnd(): number {
    this.singleCount = 0;
    this.dirtyUnits = 0;
    return DEAD_END;
  }

  /**
   * Checks the dirty units once each: a digit with no place left is a dead
   * end, a digit with one place is filled there (which queues more work).
   * False on a dead end.
   */
  private fillHiddenSingles(): boolean {
    const { candidates, used } = this;
    const UNIT_CELLS = this.tUnitCells;
    while (this.dirtyUnits !== 0) {
      const u = 31 - Math.clz32(this.dirtyUnits & -this.dirtyUnits);
      this.dirtyUnits &= this.dirtyUnits - 1;
      const base = u * 9;
      let once = 0;
      let twice = 0;
      for (let k = base; k < base + 9; k++) {
        const m = candidates[UNIT_CELLS[k]];
        twice |= once & m;
        once |= m;
      }
      if ((once | used[u]) !== ALL_DIGITS) return false;
      // A placed digit is gone from every cell of its units, so `once` has
      // only open digits.
      let lone = once & ~twice;
      while (lone !== 0) {
        const bit = lone & -lone;
        lone ^= bit;
        let k = base;
        while (k < base + 9 && (candidates[UNIT_CELLS[k]] & bit) === 0) k++;
        // An earlier fill in this unit took the digit's only place.
        if (k === base + 9) return false;
        if (!this.fill(UNIT_CELLS[k], bit)) return false;
      }
      if (this.singleCount > 0) return true; // naked singles first: they are cheaper
    }
    return true;
  }
}
