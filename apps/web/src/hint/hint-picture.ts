import { type Grid, PEERS, UNIT_CELLS } from '@sudoku/core';
import type { CellDigit, ChainNode, Step } from '@sudoku/engine/game';

/** A link drawn between two chain nodes: solid for a strong link (off → on), dashed for a weak one. */
export interface HintLink {
  from: ChainNode;
  to: ChainNode;
  strong: boolean;
}

/** What a shown hint draws on the board. */
export interface HintPicture {
  /** The technique's display name ("Hidden single"), or undefined for the solution fallback. */
  technique?: string;
  /** The digit the hint places. */
  placement?: CellDigit;
  /** The pattern's cells. */
  cells: number[];
  /** The units the pattern lives in (0-8 rows, 9-17 columns, 18-26 boxes). */
  units: number[];
  /** Cells the reasoning relies on besides the pattern (for singles: the digits that rule the others out). */
  witnesses: number[];
  /** Candidates the reasoning uses, drawn ringed. */
  candidates: CellDigit[];
  /** Candidates the step (and the steps before it) remove, drawn struck out. */
  eliminations: CellDigit[];
  /** The chain nodes, drawn green when on and blue when off. */
  nodes: ChainNode[];
  links: HintLink[];
}

/** For a naked single: one peer holding each other digit, the lowest-numbered. */
function nakedWitnesses(values: Grid, cell: number, digit: number): number[] {
  const cells: number[] = [];
  for (let d = 1; d <= 9; d++) {
    if (d === digit) continue;
    for (let k = cell * 20; k < cell * 20 + 20; k++) {
      if (values[PEERS[k]] === d) {
        cells.push(PEERS[k]);
        break;
      }
    }
  }
  return cells;
}

/** For a hidden single in `unit`: for every other empty cell of it, a peer holding the digit. */
function hiddenWitnesses(values: Grid, unit: number, cell: number, digit: number): number[] {
  const cells = new Set<number>();
  for (let k = unit * 9; k < unit * 9 + 9; k++) {
    const other = UNIT_CELLS[k];
    if (other === cell || values[other] !== 0) continue;
    for (let p = other * 20; p < other * 20 + 20; p++) {
      if (values[PEERS[p]] === digit) {
        cells.add(PEERS[p]);
        break;
      }
    }
  }
  return [...cells];
}

/**
 * The picture of the engine's `step` on the board `values`. `before` are the
 * steps the engine took first (eliminations the board cannot show): their
 * removals are drawn struck out too.
 */
export function pictureOfStep(values: Grid, step: Step, before: readonly Step[] = []): HintPicture {
  const placement = step.placements[0];
  let witnesses: number[] = [];
  if (placement && step.technique === 'naked-single') {
    witnesses = nakedWitnesses(values, placement.cell, placement.digit);
  } else if (placement && step.technique === 'hidden-single' && step.units.length > 0) {
    witnesses = hiddenWitnesses(values, step.units[0], placement.cell, placement.digit);
  }
  const nodes: ChainNode[] = [];
  const links: HintLink[] = [];
  for (const chain of step.chains) {
    for (let i = 0; i < chain.length; i++) {
      nodes.push(chain[i]);
      if (i + 1 < chain.length)
        links.push({ from: chain[i], to: chain[i + 1], strong: !chain[i].on && chain[i + 1].on });
    }
  }
  return {
    technique: step.name,
    ...(placement ? { placement } : {}),
    cells: step.cells.filter((c) => c !== placement?.cell),
    units: step.units,
    witnesses,
    // The placement is drawn as a digit: its own candidate would sit under it.
    candidates: step.candidates.filter(
      (c) => !(c.cell === placement?.cell && c.digit === placement?.digit),
    ),
    eliminations: [...before.flatMap((s) => s.eliminations), ...step.eliminations],
    nodes,
    links,
  };
}

/** The picture of the solution fallback: only the cell and its digit. */
export function pictureOfFallback(cell: number, digit: number): HintPicture {
  return {
    placement: { cell, digit },
    cells: [],
    units: [],
    witnesses: [],
    candidates: [],
    eliminations: [],
    nodes: [],
    links: [],
  };
}

/** The picture of a board with clashes: the clashing cells. */
export function pictureOfCells(cells: number[]): HintPicture {
  return {
    cells,
    units: [],
    witnesses: [],
    candidates: [],
    eliminations: [],
    nodes: [],
    links: [],
  };
}
