import type { Grid } from '@sudoku/core';
import { pollBudget } from './budget.js';
import { SearchTree } from './search-tree.js';

/** What `close()` returns for a dead end; here also "go on from the last solution". */
const BACKTRACK = -2;

/**
 * The solutions of a position one at a time, in the search tree's canonical
 * order (see {@link SearchTree}), with the branches still open: what
 * `enumerateSolutions` and the engine's own counts walk.
 */
export class SolutionWalk {
  readonly tree: SearchTree;
  // One frame per open branch, innermost last: its cell, the digits not yet
  // tried there, and the trail mark to undo to before trying the next.
  private readonly branchCells = new Uint8Array(81);
  private readonly untried = new Uint16Array(81);
  private readonly marks = new Int32Array(81);
  private depth = 0;
  private started = false;

  constructor(grid: Grid) {
    this.tree = new SearchTree(grid);
  }

  /**
   * Walks to the next solution, left in `tree.cells`: false when there is
   * none left. `polling`: poll the engine call's budget at each branch (a
   * stop then leaves the frames holding exactly what is left).
   */
  next(polling: boolean): boolean {
    const { tree, branchCells, untried, marks } = this;
    let depth = this.depth;
    let cell = BACKTRACK;
    if (!this.started) {
      this.started = true;
      cell = tree.close();
    }
    try {
      for (;;) {
        if (cell === -1) return true;
        if (cell >= 0) {
          branchCells[depth] = cell;
          untried[depth] = tree.candidates(cell);
          marks[depth++] = tree.mark;
        }
        while (depth > 0 && untried[depth - 1] === 0) depth--;
        if (depth === 0) return false;
        if (polling) pollBudget();
        const top = depth - 1;
        tree.undo(marks[top]);
        const bit = untried[top] & -untried[top];
        untried[top] ^= bit;
        tree.place(branchCells[top], 32 - Math.clz32(bit));
        cell = tree.close();
      }
    } finally {
      this.depth = depth;
    }
  }

  /**
   * The unsearched rest of the tree as sub-puzzles, in order: each open
   * branch's closed position with one untried digit placed, deepest first.
   * Ends the walk.
   */
  rest(): Grid[] {
    const { tree, branchCells, untried, marks } = this;
    const rest: Grid[] = [];
    for (let d = this.depth - 1; d >= 0; d--) {
      tree.undo(marks[d]);
      for (let m = untried[d]; m !== 0; m &= m - 1) {
        const part = Uint8Array.from(tree.cells);
        part[branchCells[d]] = 32 - Math.clz32(m & -m);
        rest.push(part);
      }
    }
    this.depth = 0;
    return rest;
  }
}
