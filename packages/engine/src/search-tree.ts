import { BOX_OF, COL_OF, type Grid, hasConflict, POPCOUNT, ROW_OF, UNIT_CELLS } from '@sudoku/core';

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
 * digits ascending. Typed arrays and a trail: no allocation per node.
 */
export class SearchTree {
  readonly cells = new Uint8Array(81);
  private readonly rows = new Int32Array(9);
  private readonly cols = new Int32Array(9);
  private readonly boxes = new Int32Array(9);
  private readonly trail = new Uint8Array(81);
  private trailLength = 0;
  private filled = 0;
  /** Set when the start position repeats a digit in a unit. */
  readonly conflicting: boolean;

  constructor(grid: Grid) {
    this.conflicting = hasConflict(grid);
    for (let i = 0; i < 81; i++) {
      const v = grid[i];
      if (v === 0) continue;
      this.cells[i] = v;
      const bit = 1 << (v - 1);
      this.rows[ROW_OF[i]] |= bit;
      this.cols[COL_OF[i]] |= bit;
      this.boxes[BOX_OF[i]] |= bit;
      this.filled++;
    }
  }

  /** Candidate set of an empty cell. */
  candidates(cell: number): number {
    return 0x1ff & ~(this.rows[ROW_OF[cell]] | this.cols[COL_OF[cell]] | this.boxes[BOX_OF[cell]]);
  }

  place(cell: number, digit: number): void {
    const bit = 1 << (digit - 1);
    this.cells[cell] = digit;
    this.rows[ROW_OF[cell]] |= bit;
    this.cols[COL_OF[cell]] |= bit;
    this.boxes[BOX_OF[cell]] |= bit;
    this.trail[this.trailLength++] = cell;
    this.filled++;
  }

  get mark(): number {
    return this.trailLength;
  }

  undo(mark: number): void {
    while (this.trailLength > mark) {
      const cell = this.trail[--this.trailLength];
      const clear = ~(1 << (this.cells[cell] - 1));
      this.cells[cell] = 0;
      this.rows[ROW_OF[cell]] &= clear;
      this.cols[COL_OF[cell]] &= clear;
      this.boxes[BOX_OF[cell]] &= clear;
      this.filled--;
    }
  }

  /**
   * Closes the position under naked and hidden singles. Returns the branch
   * cell (lowest index among the fewest candidates), -1 when the grid is full,
   * -2 on a contradiction.
   */
  close(): number {
    const cells = this.cells;
    for (;;) {
      let placed = false;
      let best = -1;
      let bestCount = 10;
      for (let cell = 0; cell < 81; cell++) {
        if (cells[cell] !== 0) continue;
        const m = this.candidates(cell);
        if (m === 0) return -2;
        if ((m & (m - 1)) === 0) {
          this.place(cell, 32 - Math.clz32(m));
          placed = true;
          continue;
        }
        const n = POPCOUNT[m];
        if (n < bestCount) {
          bestCount = n;
          best = cell;
        }
      }
      if (placed) continue;
      if (this.filled === 81) return -1;
      for (let u = 0; u < 27; u++) {
        let once = 0;
        let twice = 0;
        let used = 0;
        for (let k = 0; k < 9; k++) {
          const cell = UNIT_CELLS[u * 9 + k];
          if (cells[cell] !== 0) {
            used |= 1 << (cells[cell] - 1);
            continue;
          }
          const m = this.candidates(cell);
          twice |= once & m;
          once |= m;
        }
        if ((once | used) !== 0x1ff) return -2;
        let hidden = once & ~twice & ~used;
        while (hidden) {
          const bit = hidden & -hidden;
          hidden ^= bit;
          for (let k = 0; k < 9; k++) {
            const cell = UNIT_CELLS[u * 9 + k];
            if (cells[cell] === 0 && (this.candidates(cell) & bit) !== 0) {
              this.place(cell, 32 - Math.clz32(bit));
              placed = true;
              break;
            }
          }
        }
      }
      if (!placed) return best;
    }
  }
}

/** Options of {@link enumerateSolutions}. */
export interface EnumerateOptions {
  /** Stop after this many solutions (default: all). */
  maxSolutions?: number;
  /** Called with each solution (a fresh copy) in order; return `false` to stop. */
  onSolution?: (solution: Grid, index: number) => unknown;
}

/** What {@link enumerateSolutions} found. */
export interface EnumerateResult {
  count: number;
  /** True when the whole tree was searched, so `count` is the total. */
  exhaustive: boolean;
}

/**
 * Every solution of `grid` in the canonical order described on
 * {@link SearchTree}. Conflicting givens have no solutions. Enumerating the
 * parts of {@link splitSearch} one after another gives the same sequence.
 */
export function enumerateSolutions(grid: Grid, options: EnumerateOptions = {}): EnumerateResult {
  const tree = new SearchTree(grid);
  if (tree.conflicting) return { count: 0, exhaustive: true };
  const max = options.maxSolutions ?? Number.POSITIVE_INFINITY;
  const onSolution = options.onSolution;
  let count = 0;
  let stopped = false;
  if (max <= 0) return { count: 0, exhaustive: false };
  const visit = (): void => {
    const mark = tree.mark;
    const cell = tree.close();
    if (cell === -1) {
      const index = count++;
      if (onSolution && onSolution(Uint8Array.from(tree.cells), index) === false) stopped = true;
      if (count >= max) stopped = true;
    } else if (cell >= 0) {
      let m = tree.candidates(cell);
      while (m && !stopped) {
        const bit = m & -m;
        m ^= bit;
        const branch = tree.mark;
        tree.place(cell, 32 - Math.clz32(bit));
        visit();
        tree.undo(branch);
      }
    }
    tree.undo(mark);
  };
  visit();
  return { count, exhaustive: !stopped };
}
