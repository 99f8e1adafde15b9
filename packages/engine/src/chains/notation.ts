import { cellName, unitName } from '@sudoku/core';
import type { Chain, ChainNode } from '../step.js';
import type { Inference } from './inference.js';
import {
  CAUSE_ASSUMPTION,
  CAUSE_CELL,
  CAUSE_RULE,
  CAUSE_WEAK,
  nodeCell,
  nodeDigit,
  nodeOn,
} from './potentials.js';

/** "r4c5 = 3" or "r4c5 ≠ 3". */
export function nodeText(node: number): string {
  return `${cellName(nodeCell(node))} ${nodeOn(node) ? '=' : '≠'} ${nodeDigit(node)}`;
}

/** The chain node of an inference node. */
export function chainNode(node: number): ChainNode {
  return { cells: [nodeCell(node)], digit: nodeDigit(node), on: nodeOn(node) };
}

/** A path of inference nodes as a chain. */
export function chainOf(path: readonly number[]): Chain {
  return path.map(chainNode);
}

/** Why a node follows from its parents, in a few words a player can check. */
export function reason(inference: Inference, node: number, cause: number, unit: number): string {
  const cell = nodeCell(node);
  const digit = nodeDigit(node);
  switch (cause) {
    case CAUSE_ASSUMPTION:
      return 'assumed';
    case CAUSE_CELL:
      return `last candidate of ${cellName(cell)}`;
    case CAUSE_WEAK:
      return unit < 0 ? `same cell` : `same ${unitName(unit).split(' ')[0]}`;
    case CAUSE_RULE:
      return inference.notes?.get(node)?.text ?? 'a basic technique';
    default:
      return `last place for ${digit} in ${unitName(unit)}`;
  }
}

/** Nodes joined by `separator`, each after the first with why it follows: "r4c8 ≠ 3 (same row)". */
function linkedText(inference: Inference, nodes: readonly number[], separator: string): string {
  return nodes
    .map((node, i) => {
      if (i === 0) return nodeText(node);
      const conflictEnd = node === inference.conflict && !inference.has(node);
      const cause = conflictEnd ? inference.conflictCause : inference.causeOf(node);
      const unit = conflictEnd ? inference.conflictUnit : inference.unitOf(node);
      return `${nodeText(node)} (${reason(inference, node, cause, unit)})`;
    })
    .join(separator);
}

/** "r4c5 = 3 ⇒ r4c8 ≠ 3 (same row) ⇒ r4c8 = 7 (last candidate of r4c8)": a path with its links. */
export function pathText(inference: Inference, path: readonly number[]): string {
  return linkedText(inference, path, ' ⇒ ');
}

/**
 * How a conclusion follows from an assumption: the path of first links when
 * every node on it needs only its predecessor, else every implication the
 * conclusion stands on, in the order found (dynamic chains use candidates
 * removed earlier in the chain).
 */
export function derivationText(inference: Inference, target: number): string {
  const path = inference.path(target);
  const needed = inference.ancestorSet(target);
  let simple = true;
  for (const node of needed) {
    const outside = node === inference.conflict && !inference.has(node);
    if ((outside ? inference.conflictParents.length : inference.parentCount(node)) > 1)
      simple = false;
  }
  if (simple) return pathText(inference, path);
  const ordered: number[] = [];
  for (let i = 0; i < inference.size; i++) {
    const node = inference.order[i];
    if (needed.has(node)) ordered.push(node);
  }
  if (needed.has(target) && !inference.has(target)) ordered.push(target);
  return linkedText(inference, ordered, ', then ');
}
