import { type Grid, hasConflict } from '@sudoku/core';
import { CandidateBoard, DEAD_END } from '@sudoku/core/kernel';

/**
 * A depth-first enumeration whose order depends only on the position, never
 * on the path that led to it, so the tree can be cut into sub-puzzles that
 * enumerate, concatenated, in exactly the sequential order (the tree is
 * split a few levels down to feed threads).
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
 * The closure and the branch cell are core's kernel board (`CandidateBoard`);
 * this adds the bookkeeping that makes an undo to a closed position free.
 */
export class SearchTree {
  readonly cells: Uint8Array;
  /** Set when the start position repeats a digit in a unit. */
  readonly conflicting: boolean;
  private readonly board = new CandidateBoard(true);
  /**
   * Trail lengths at which `close()` reached a fixpoint, innermost last: an
   * undo to one of them needs no work; an undo anywhere else forgets which
   * singles were pending, so the next `close()` rescans everything.
   */
  private readonly closedAt = new Int32Array(81 * 10 + 1);
  private closedDepth = 0;
  private rescan = true;

  constructor(grid: Grid) {
    this.conflicting = hasConflict(grid);
    this.board.load(grid);
    this.cells = this.board.cells;
  }

  /** Candidate set of an empty cell. */
  candidates(cell: number): number {
    return this.board.candidates[cell];
  }

  /**
   * Places a candidate digit in an empty cell and removes it from the cell's
   * peers; the singles this creates are left for {@link close}.
   */
  place(cell: number, digit: number): void {
    this.board.place(cell, 1 << (digit - 1));
  }

  /** A point to {@link undo} back to. */
  get mark(): number {
    return this.board.trailLength;
  }

  /** Takes back every placement since `mark`, those made by {@link close} included. */
  undo(mark: number): void {
    this.board.undo(mark);
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
    const board = this.board;
    if (this.rescan) {
      // After construction or an undo to an unclosed position: every single is pending.
      this.rescan = false;
      if (!board.queueSingles()) return board.fail();
    }
    const cell = board.close();
    if (cell === DEAD_END) return cell;
    const depth = this.closedDepth;
    // Strictly increasing, so at most one entry per trail length.
    if (depth === 0 || this.closedAt[depth - 1] !== board.trailLength) {
      this.closedAt[this.closedDepth++] = board.trailLength;
    }
    return cell;
  }
}
