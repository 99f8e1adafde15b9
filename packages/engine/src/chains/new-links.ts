import { POPCOUNT, UNIT_CELLS } from '@sudoku/core';
import { fillUnitPlaces } from '../unit-view.js';
import type { ChainMode } from './chain-search.js';
import { NODE_COUNT, nodeOf } from './potentials.js';
import type { StaticGraph } from './static-graph.js';

/*
 * Inside a nested forcing chain, chains and cycles run on boards the chain
 * reached from a start board where they found no chain. A chain of the
 * working board whose strong links were all strong at the start would be a
 * chain of the start board too (every weak link is, the board only lost
 * candidates), so each chain there uses a strong link that is new: one in a
 * cell or unit that lost candidates. A source that cannot reach such a link
 * has no chain, and its search is skipped. The same holds of cell and unit
 * forcing chains where the start board has none: a step of the working
 * board that stands on nothing the chain removed (no rule parents, as
 * Sudoku Explainer requires of a nested step) would be one of the start.
 */

/** The strong links of a board that are new since a start board, as the off nodes at their ends (tails). */
export class NewLinks {
  readonly boardPlaces = new Uint16Array(27 * 9);
  readonly startPlaces = new Uint16Array(27 * 9);
  /** Room for every unit's two places of every digit and every bivalue cell's two candidates. */
  readonly tails = new Int32Array(27 * 9 * 2 + 81 * 2);
  /** How many of `tails` are in units (they come first; the cells' follow, up to `tailCount`). */
  unitTailCount = 0;
  tailCount = 0;

  /**
   * Finds the off nodes of `board` whose strong link was not strong on
   * `start` (`start` holds every candidate of `board`): the digit's two
   * places in a unit that had more, then a bivalue cell's two candidates
   * where the cell had more. Returns how many (none: nothing of `board` can
   * stand on a change).
   */
  load(board: Uint16Array, start: Uint16Array): number {
    const { boardPlaces, startPlaces, tails } = this;
    let n = 0;
    fillUnitPlaces(board, boardPlaces);
    fillUnitPlaces(start, startPlaces);
    for (let i = 0; i < 27 * 9; i++) {
      const at = boardPlaces[i];
      if (POPCOUNT[at] !== 2 || at === startPlaces[i]) continue;
      const u = (i / 9) | 0;
      for (let m = at; m; m &= m - 1)
        tails[n++] = nodeOf(UNIT_CELLS[u * 9 + 31 - Math.clz32(m & -m)], (i % 9) + 1, false);
    }
    this.unitTailCount = n;
    for (let cell = 0; cell < 81; cell++) {
      const m = board[cell];
      if (POPCOUNT[m] !== 2 || m === start[cell]) continue;
      for (let r = m; r; r &= r - 1) tails[n++] = nodeOf(cell, 32 - Math.clz32(r & -r), false);
    }
    this.tailCount = n;
    return n;
  }

  /**
   * Keeps, in `graph` under `mode` (the one selected), only the chains and
   * loops through a strong link of the board last loaded that is new since
   * its start (see `StaticGraph.keepThrough`). A loop whose strong links
   * were all strong at the start was a loop of the start board, where it
   * removed all it removes now; and a candidate a loop removes has a chain
   * to its opposite along the loop, which the start does not have. So a loop
   * that removes something goes through a new strong link too. False when
   * the mode has no new strong link (nothing to search).
   */
  keepChainsThrough(graph: StaticGraph, mode: ChainMode): boolean {
    const from = mode.units ? 0 : this.unitTailCount;
    const to = mode.cells ? this.tailCount : this.unitTailCount;
    if (from === to) return false;
    graph.keepThrough(this.tails, from, to);
    return true;
  }
}

/**
 * Which cell and unit forcing chains of a working board can stand on what
 * changed since a start board that has none (see above): a cell or a unit's
 * places of a digit that changed, or an assumption that reaches a new strong
 * link. The others are skipped, and the step found is the same.
 */
export class ForcingChangeFilter {
  private readonly reaches = new Uint8Array(NODE_COUNT);
  private readonly board = new Uint16Array(81);
  private readonly start = new Uint16Array(81);
  private readonly links = new NewLinks();

  /** Reads `board` against `start` over `graph` (built on `board`, links inside cells and units selected). */
  load(graph: StaticGraph, board: Uint16Array, start: Uint16Array): this {
    const { links } = this;
    links.load(board, start);
    graph.markReaching(links.tails, links.tailCount, this.reaches);
    this.board.set(board);
    this.start.set(start);
    return this;
  }

  /** True when a cell forcing chain on `cell` can stand on a change. */
  cellMayCount(cell: number): boolean {
    const m = this.board[cell];
    if (m !== this.start[cell]) return true;
    for (let r = m; r; r &= r - 1)
      if (this.reaches[nodeOf(cell, 32 - Math.clz32(r & -r), true)]) return true;
    return false;
  }

  /** True when a unit forcing chain on digit d (1-9) in unit u can stand on a change. */
  unitMayCount(u: number, d: number): boolean {
    const at = this.links.boardPlaces[u * 9 + d - 1];
    if (at !== this.links.startPlaces[u * 9 + d - 1]) return true;
    for (let m = at; m; m &= m - 1)
      if (this.reaches[nodeOf(UNIT_CELLS[u * 9 + 31 - Math.clz32(m & -m)], d, true)]) return true;
    return false;
  }
}
