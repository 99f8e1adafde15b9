import { BOX_OF, COL_OF, POPCOUNT, ROW_OF, UNIT_CELLS } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { addCell, type CellMask, commonPeers, emptyCellMask } from '../cell-mask.js';
import { cellsAt } from '../geometry.js';
import { fillUnitPlaces } from '../unit-view.js';
import { BOX_CONFIGS, LINE_CONFIGS } from './strong-link-order.js';

/**
 * The strong links of each digit as Sukaku Explainer's StrongLinks reads
 * them, and which link can follow which in a chain (the end of one and the
 * start of the next share a unit).
 */

/** The links' unit kinds in the reference's numbering: 0 box, 1 row, 2 column. */
const KIND_UNIT = [18, 0, 9];

export interface Node {
  cells: number[];
  column: number;
  row: number;
  box: number;
  /** The cells that see every cell of the node. */
  sees: CellMask;
}

export interface Link {
  unit: number;
  kind: number;
  /** Index among the digit's links of its kind, in scan order (unit, then variant). */
  order: number;
  /** The reference's unit number (boxes 1-9, rows 11-19, columns 21-29), to pick a loop's first link. */
  number: number;
  grouped: boolean;
  places: CellMask;
  nodes: [Node, Node];
}

function node(cells: number[]): Node {
  const same = (of: Uint8Array) => (cells.every((c) => of[c] === of[cells[0]]) ? of[cells[0]] : -1);
  return {
    cells,
    column: same(COL_OF),
    row: same(ROW_OF),
    box: same(BOX_OF),
    sees: commonPeers(cells),
  };
}

function nodeOf(cells: number[]): Node {
  return cells.length === 1 ? SINGLE_NODES[cells[0]] : node(cells);
}

/** One-cell nodes never change: built once, shared by every graph. */
const SINGLE_NODES: readonly Node[] = Array.from({ length: 81 }, (_, cell) => node([cell]));

/** The unit holding every cell of both nodes (a column, then a row, then a box), or -1. */
export function sharedUnit(a: Node, b: Node): number {
  if (a.column >= 0 && a.column === b.column) return 9 + a.column;
  if (a.row >= 0 && a.row === b.row) return a.row;
  if (a.box >= 0 && a.box === b.box) return 18 + a.box;
  return -1;
}

const sameLine = (a: number, b: number) => ROW_OF[a] === ROW_OF[b] || COL_OF[a] === COL_OF[b];

/**
 * The strong links of a digit in one unit as the reference reads them: two
 * places (in a box, not on one line: that link is the line's), or for 3-6
 * places the first configuration whose empty part holds none of them, split
 * into its two groups. A group beside a single cell in an empty rectangle also
 * counts the heart cell, as the reference does.
 */
function unitLinks(u: number, kind: number, positions: number): [number[], number[]][] {
  const count = POPCOUNT[positions];
  if (count < 2 || count > 6) return [];
  if (count === 2) {
    const [a, b] = cellsAt(u, positions);
    return kind === 0 && sameLine(a, b) ? [] : [[[a], [b]]];
  }
  const configs = kind === 0 ? BOX_CONFIGS : LINE_CONFIGS;
  let e = 0;
  while (e < configs.length && ((e > 8 && count < 4) || positions & configs[e].empty)) e++;
  if (e === configs.length) return [];
  const b1 = cellsAt(u, positions & configs[e].blade1);
  const b2 = cellsAt(u, positions & configs[e].blade2);
  if (b1.length === 0 || b2.length === 0) return [];
  const heart = kind === 0 && e < 9 ? UNIT_CELLS[u * 9 + e] : -1;
  if (b1.length === 1 || b2.length === 1) {
    const [single, other] = b1.length === 1 && b2.length > 1 ? [b1, b2] : [b2, b1];
    return [[single, heart < 0 ? other : [other[0], heart, ...other.slice(1)]]];
  }
  if (kind === 0 && e > 8 && count === 4 && sameLine(b1[1], b2[1]) && sameLine(b1[0], b2[0])) {
    return [
      [b1, b2],
      [
        [b1[0], b2[0]],
        [b1[1], b2[1]],
      ],
    ];
  }
  if (heart >= 0 && positions & (1 << e)) {
    return [[b1.length === 2 ? [...b1, heart] : b1, b2.length === 2 ? [...b2, heart] : b2]];
  }
  return [[b1, b2]];
}

/** Every strong link of a digit (0-8), boxes, then rows, then columns; `places` as `fillUnitPlaces` fills them. */
function digitLinks(places: Uint16Array, d: number): Link[] {
  const links: Link[] = [];
  for (let kind = 0; kind < 3; kind++) {
    let order = 0;
    for (let i = 0; i < 9; i++) {
      const u = KIND_UNIT[kind] + i;
      const positions = places[u * 9 + d];
      const variants = unitLinks(u, kind, positions);
      if (variants.length === 0) continue;
      const cells = emptyCellMask();
      for (const cell of cellsAt(u, positions)) addCell(cells, cell);
      const number = kind * 10 + i + 1;
      for (const [a, b] of variants) {
        const grouped = POPCOUNT[positions] > 2;
        links.push({
          unit: u,
          kind,
          order: order++,
          number,
          grouped,
          places: cells,
          nodes: [nodeOf(a), nodeOf(b)],
        });
      }
    }
  }
  return links;
}

/** A digit's links, which links can follow each one, and where the digit is. */
export interface DigitGraph {
  links: Link[];
  /**
   * For link i left by node e, at `next[i * 2 + e]`: the links entered next,
   * each as `(j * 2 + entry) << 5 | share`, the unit they share in the low bits.
   */
  next: number[][];
  cells: CellMask;
}

/**
 * The strong-link graphs of the last board asked about (a call's scratch,
 * search-scratch.ts): the three strong-link techniques usually look at the
 * same board in turn, so each digit's graph is made when a technique first
 * asks for it and kept while the board stays the same (compared in full).
 */
export class StrongLinkGraphs {
  private readonly board = new Uint16Array(81);
  private graphs: (DigitGraph | undefined)[] | undefined;
  /** The board's places of each digit in each unit, read once for all its digits. */
  private readonly places = new Uint16Array(27 * 9);

  /** The strong-link graph of digit d (0-8) on the board. */
  of(state: CandidateState, d: number): DigitGraph {
    const { candidates } = state;
    const { board } = this;
    if (!this.graphs || !board.every((m, i) => m === candidates[i])) {
      board.set(candidates);
      fillUnitPlaces(candidates, this.places);
      this.graphs = [];
    }
    let graph = this.graphs[d];
    if (!graph) {
      graph = buildDigitGraph(this.places, candidates, d);
      this.graphs[d] = graph;
    }
    return graph;
  }
}

function buildDigitGraph(places: Uint16Array, candidates: Uint16Array, d: number): DigitGraph {
  const links = digitLinks(places, d);
  const next: number[][] = [];
  for (let i = 0; i < links.length; i++) {
    for (let entered = 0; entered < 2; entered++) {
      const exit = links[i].nodes[1 - entered];
      const out: number[] = [];
      for (let j = 0; j < links.length; j++) {
        if (j === i) continue;
        for (let entry = 0; entry < 2; entry++) {
          const share = sharedUnit(exit, links[j].nodes[entry]);
          if (share >= 0) out.push(((j * 2 + entry) << 5) | share);
        }
      }
      next.push(out);
    }
  }
  const cells = emptyCellMask();
  for (let cell = 0; cell < 81; cell++) if (candidates[cell] & (1 << d)) addCell(cells, cell);
  return { links, next, cells };
}
