import {
  BOX_OF,
  COL_OF,
  type Grid,
  POLL_INTERVAL,
  ROW_OF,
  type SearchContext,
  type SearchCounters,
  UNIT_CELLS,
} from '@sudoku/core';

/**
 * The fast path: bitmask unit state, naked and hidden singles propagated to
 * a fixpoint at every node, then a branch on the cell with the fewest
 * candidates. All state lives in typed arrays allocated once per solve;
 * undo is a trail of placed cells, so a search node allocates nothing.
 */
class PropagatingSearch {
  readonly cells = new Uint8Array(81);
  readonly rows = new Int32Array(9);
  readonly cols = new Int32Array(9);
  readonly boxes = new Int32Array(9);
  /** Empty cells, packed at the front; placing swaps a cell past the end. */
  readonly empty = new Uint8Array(81);
  readonly position = new Uint8Array(81);
  emptyCount = 0;
  /** Placed cells in order, so a branch can be undone by popping. */
  readonly trail = new Uint8Array(81);
  trailLength = 0;
  nodes = 0;
  guesses = 0;
  backtracks = 0;
  stopped = false;
  readonly context: SearchContext;

  constructor(puzzle: Grid, context: SearchContext) {
    this.context = context;
    for (let i = 0; i < 81; i++) {
      const v = puzzle[i];
      if (v === 0) {
        this.position[i] = this.emptyCount;
        this.empty[this.emptyCount++] = i;
      } else {
        const bit = 1 << (v - 1);
        this.cells[i] = v;
        this.rows[ROW_OF[i]] |= bit;
        this.cols[COL_OF[i]] |= bit;
        this.boxes[BOX_OF[i]] |= bit;
      }
    }
  }

  private place(cell: number, bit: number): void {
    this.cells[cell] = 32 - Math.clz32(bit);
    this.rows[ROW_OF[cell]] |= bit;
    this.cols[COL_OF[cell]] |= bit;
    this.boxes[BOX_OF[cell]] |= bit;
    // Swap the cell to the end of the packed empty list.
    const last = this.empty[--this.emptyCount];
    const at = this.position[cell];
    this.empty[at] = last;
    this.position[last] = at;
    this.empty[this.emptyCount] = cell;
    this.position[cell] = this.emptyCount;
    this.trail[this.trailLength++] = cell;
  }

  /** Undoes placements back to `mark`, in reverse, which restores the empty list exactly. */
  private undo(mark: number): void {
    while (this.trailLength > mark) {
      const cell = this.trail[--this.trailLength];
      const clear = ~(1 << (this.cells[cell] - 1));
      this.cells[cell] = 0;
      this.rows[ROW_OF[cell]] &= clear;
      this.cols[COL_OF[cell]] &= clear;
      this.boxes[BOX_OF[cell]] &= clear;
      this.emptyCount++;
    }
  }

  /**
   * Places naked and hidden singles until none is left. Returns the empty
   * cell with the fewest candidates (-1 when the grid is full), or -2 on a
   * contradiction.
   */
  private propagate(): number {
    const { cells, rows, cols, boxes, empty } = this;
    for (;;) {
      let best = -1;
      let bestCount = 10;
      let placed = false;
      for (let k = 0; k < this.emptyCount; k++) {
        const cell = empty[k];
        const m = 0x1ff & ~(rows[ROW_OF[cell]] | cols[COL_OF[cell]] | boxes[BOX_OF[cell]]);
        if (m === 0) return -2;
        if ((m & (m - 1)) === 0) {
          this.place(cell, m);
          placed = true;
          k--; // the swap moved another empty cell into slot k
          continue;
        }
        if (bestCount > 2) {
          let n = 0;
          for (let x = m; x; x &= x - 1) n++;
          if (n < bestCount) {
            bestCount = n;
            best = cell;
          }
        }
      }
      if (placed) continue;
      if (this.emptyCount === 0) return -1;
      // Hidden singles: a digit with exactly one place in a unit.
      for (let u = 0; u < 27; u++) {
        let once = 0;
        let twice = 0;
        let used = 0;
        const base = u * 9;
        for (let k = 0; k < 9; k++) {
          const cell = UNIT_CELLS[base + k];
          if (cells[cell] !== 0) {
            used |= 1 << (cells[cell] - 1);
            continue;
          }
          const m = 0x1ff & ~(rows[ROW_OF[cell]] | cols[COL_OF[cell]] | boxes[BOX_OF[cell]]);
          twice |= once & m;
          once |= m;
        }
        if ((once | used) !== 0x1ff) return -2; // some digit has no place left
        let hidden = once & ~twice;
        while (hidden) {
          const bit = hidden & -hidden;
          hidden ^= bit;
          for (let k = 0; k < 9; k++) {
            const cell = UNIT_CELLS[base + k];
            if (
              cells[cell] === 0 &&
              (~(rows[ROW_OF[cell]] | cols[COL_OF[cell]] | boxes[BOX_OF[cell]]) & bit) !== 0
            ) {
              this.place(cell, bit);
              placed = true;
              break;
            }
          }
        }
      }
      if (!placed) return best;
    }
  }

  /** Returns true when the search must stop (cap reached or aborted). */
  search(): boolean {
    if (++this.nodes % POLL_INTERVAL === 0 && this.context.shouldStop()) return true;
    const mark = this.trailLength;
    const cell = this.propagate();
    if (cell === -2) {
      this.backtracks++;
      this.undo(mark);
      return false;
    }
    if (cell === -1) {
      const stop = this.context.report(this.cells);
      this.undo(mark);
      return stop;
    }
    this.guesses++;
    let m = 0x1ff & ~(this.rows[ROW_OF[cell]] | this.cols[COL_OF[cell]] | this.boxes[BOX_OF[cell]]);
    while (m) {
      const bit = m & -m;
      m ^= bit;
      const branch = this.trailLength;
      this.place(cell, bit);
      if (this.search()) {
        this.undo(mark);
        return true;
      }
      this.undo(branch);
    }
    this.undo(mark);
    return false;
  }
}

/** Runs the propagating search inside core's frame. */
export function propagatingSearch(puzzle: Grid, context: SearchContext): SearchCounters {
  const state = new PropagatingSearch(puzzle, context);
  state.search();
  return { nodes: state.nodes, guesses: state.guesses, backtracks: state.backtracks };
}
