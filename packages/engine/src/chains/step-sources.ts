import { UNIT_CELLS } from '@sudoku/core';
import { CELL_UNITS } from '../geometry.js';
import type { Step } from '../step.js';
import { HIDDEN_CAUSE, type Inference } from './inference.js';
import {
  CAUSE_ASSUMPTION,
  CAUSE_CELL,
  CAUSE_WEAK,
  isLastCandidateOrPlace,
  nodeCell,
  nodeDigit,
  nodeOf,
} from './potentials.js';

/**
 * What a chain step stands on, kept beside the step so a nested forcing chain
 * can use it as one link: the step's complexity (its nodes, which the outer
 * chain's length counts) and its branches, from which the candidates it
 * needed gone are read. Inferences are reused by the next search: read the
 * source at once.
 */
export interface StepSource {
  complexity: number;
  branches: SourceBranch[];
}

/**
 * One branch: an inference and the node it concludes, with what the
 * assumption itself stands on (a cell forcing chain's cell, a unit forcing
 * chain's unit), or a static chain's path.
 */
export type SourceBranch =
  | { inference: Inference; target: number; assumedCause?: number; assumedUnit?: number }
  | { path: readonly number[] };

const sources = new WeakMap<Step, StepSource>();

/** Keeps a step's source (see {@link StepSource}); returns the step. */
export function withSource(step: Step, source: StepSource): Step {
  sources.set(step, source);
  return step;
}

export function sourceOf(step: Step): StepSource | undefined {
  return sources.get(step);
}

/** The off nodes of `nodes` whose candidates `board` holds, in order. */
export function presentOn(board: Uint16Array, nodes: readonly number[]): number[] {
  return nodes.filter((node) => board[nodeCell(node)] & (1 << (nodeDigit(node) - 1)));
}

/**
 * The candidates gone on `current` that the step's placements-by-elimination
 * read, as off nodes, whatever the start board: for each node reached as a
 * cell's last candidate, the cell's other candidates gone; as a digit's last
 * place in a unit, the digit's other places gone there. Sudoku Explainer's
 * rule parents on a start board are those of them the start holds
 * (`presentOn(start, readsGone(source, current))`).
 */
export function readsGone(source: StepSource, current: Uint16Array): number[] {
  const found = new Set<number>();
  const gone = (cell: number, digit: number) => {
    if (!(current[cell] & (1 << (digit - 1)))) found.add(nodeOf(cell, digit, false));
  };
  const fromCause = (node: number, cause: number, unit: number) => {
    const cell = nodeCell(node);
    const digit = nodeDigit(node);
    if (cause === CAUSE_CELL) {
      for (let d = 1; d <= 9; d++) gone(cell, d);
    } else if (unit >= 0) {
      for (let k = 0; k < 9; k++) gone(UNIT_CELLS[unit * 9 + k], digit);
    }
  };
  for (const branch of source.branches) {
    if ('path' in branch) {
      const { path } = branch;
      for (let i = 1; i < path.length; i++) {
        if (path[i] & 1) fromCause(path[i], ...staticLink(path[i - 1], path[i], current));
      }
      continue;
    }
    const { inference, target } = branch;
    for (const node of inference.ancestorSet(target)) {
      if (node & 1 && inference.has(node)) {
        let cause = inference.causeOf(node);
        let unit = inference.unitOf(node);
        if (cause === CAUSE_ASSUMPTION) {
          cause = branch.assumedCause ?? CAUSE_ASSUMPTION;
          unit = branch.assumedUnit ?? -1;
        }
        if (isLastCandidateOrPlace(cause)) fromCause(node, cause, unit);
      }
    }
  }
  return [...found];
}

/**
 * How a static chain's "on" node follows from the "off" before it: the
 * cell's last candidate when both are in one cell, else the digit's last
 * place in the unit they share where it has no other place.
 */
function staticLink(off: number, on: number, current: Uint16Array): [number, number] {
  const a = nodeCell(off);
  const b = nodeCell(on);
  if (a === b) return [CAUSE_CELL, -1];
  const bit = 1 << (nodeDigit(on) - 1);
  let shared = -1;
  for (let j = a * 3; j < a * 3 + 3; j++) {
    const u = CELL_UNITS[j];
    let holdsB = false;
    let others = 0;
    for (let k = 0; k < 9; k++) {
      const c = UNIT_CELLS[u * 9 + k];
      if (c === b) holdsB = true;
      else if (c !== a && current[c] & bit) others++;
    }
    if (!holdsB) continue;
    if (others === 0) return [HIDDEN_CAUSE[u], u];
    if (shared < 0) shared = u;
  }
  return shared < 0 ? [CAUSE_WEAK, -1] : [HIDDEN_CAUSE[shared], shared];
}
