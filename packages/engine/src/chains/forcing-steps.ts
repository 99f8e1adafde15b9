import { cellName } from '@sudoku/core';
import { makeStep, type Step, type TechniqueId } from '../step.js';
import type { Inference } from './inference.js';
import { chainOf, derivationText, nodeText } from './notation.js';
import { nodeCell, nodeDigit } from './potentials.js';

/** Sudoku Explainer's forcing-chain producers above the static chains. */
export type ForcingKind = 'nishio' | 'multiple' | 'dynamic';

export interface Level {
  kind: ForcingKind;
  /**
   * What runs inside the chains: 0 nothing, 1 basic techniques (dynamic
   * forcing chains "+"), 2-4 those and chain techniques (nested forcing
   * chains, see nested-chains.ts).
   */
  level: number;
}

/** Base difficulty: Nishio 7.5, multiple 8.0, dynamic 8.5, each level of "+" or nesting 0.5 more. */
export function baseOf({ kind, level }: Level): number {
  if (level > 0) return 8.5 + 0.5 * level;
  return kind === 'nishio' ? 7.5 : kind === 'dynamic' ? 8.5 : 8.0;
}

/** What each level runs inside its chains, as its steps' names end (Sudoku Explainer's). */
const NESTED_SUFFIXES = [
  '',
  ' (+)',
  ' (+ forcing chains)',
  ' (+ cell and unit forcing chains)',
  ' (+ dynamic forcing chains)',
];

/** A level's technique name: "Dynamic forcing chains (+)", "Nested forcing chains (+ forcing chains)". */
export function levelName({ kind, level }: Level): string {
  const suffix = NESTED_SUFFIXES[level] ?? '';
  if (level >= 2) return `Nested forcing chains${suffix}`;
  if (kind === 'nishio') return 'Nishio forcing chains';
  return `${kind === 'dynamic' ? 'Dynamic' : 'Cell and unit'} forcing chains${suffix}`;
}

/** The kinds of forcing-chain step, as their names say them. */
export type ForcingShape = 'Cell' | 'Unit' | 'Double' | 'Contradiction';

/** A step's name: "Cell forcing chains", "Dynamic cell forcing chains (+)". */
export function forcingName(level: Level, shape: ForcingShape): string {
  if (level.kind === 'nishio') return 'Nishio forcing chains';
  const suffix = NESTED_SUFFIXES[level.level] ?? '';
  return level.kind === 'dynamic'
    ? `Dynamic ${shape.toLowerCase()} forcing chains${suffix}`
    : `${shape} forcing chains${suffix}`;
}

/** One branch of a multi-branch forcing chain: its assumption's inference and conclusion. */
export interface Branch {
  inference: Inference;
  target: number;
}

function techniqueOf(level: Level, name: string): TechniqueId {
  if (level.level > 0) return 'nested-forcing-chains';
  if (/\bcell\b/i.test(name))
    return level.kind === 'dynamic' ? 'dynamic-cell-forcing-chains' : 'cell-forcing-chains';
  if (/\bunit\b/i.test(name))
    return level.kind === 'dynamic' ? 'dynamic-unit-forcing-chains' : 'unit-forcing-chains';
  if (/\bdouble\b/i.test(name)) return 'double-forcing-chains';
  return level.kind === 'nishio' ? 'nishio' : 'contradiction-chains';
}

function conclusion(node: number): {
  placements: { cell: number; digit: number }[];
  eliminations: { cell: number; digit: number }[];
  text: string;
} {
  const candidate = { cell: nodeCell(node), digit: nodeDigit(node) };
  return node & 1
    ? {
        placements: [candidate],
        eliminations: [],
        text: `${cellName(candidate.cell)} = ${candidate.digit}`,
      }
    : {
        placements: [],
        eliminations: [candidate],
        text: `remove ${candidate.digit} from ${cellName(candidate.cell)}`,
      };
}

/** The step of an assumption (`start`) whose inference ran into a contradiction. */
export function contradictionStep(
  level: Level,
  difficulty: number,
  inference: Inference,
  start: number,
): Step {
  const name = forcingName(level, 'Contradiction');
  const clash = inference.conflict;
  const result = conclusion(start ^ 1);
  return makeStep({
    technique: techniqueOf(level, name),
    name,
    difficulty,
    ...result,
    cells: [nodeCell(start)],
    candidates: [{ cell: nodeCell(start), digit: nodeDigit(start) }],
    chains: [chainOf(inference.path(clash)), chainOf(inference.path(clash ^ 1))],
    explanation: `${name}: assuming ${nodeText(start)} leads both to ${nodeText(clash)} and to ${nodeText(clash ^ 1)}. One way: ${derivationText(inference, clash)}. The other: ${derivationText(inference, clash ^ 1)}. So the assumption is false: ${result.text}.`,
  });
}

/** The step of a conclusion every branch reaches. */
export function branchesStep(
  level: Level,
  difficulty: number,
  target: number,
  name: string,
  premise: string,
  branches: readonly Branch[],
): Step {
  const result = conclusion(target);
  const starts = branches.map((b) => b.inference.order[0]);
  return makeStep({
    technique: techniqueOf(level, name),
    name,
    difficulty,
    ...result,
    cells: [...new Set(starts.map(nodeCell))],
    candidates: starts.map((n) => ({ cell: nodeCell(n), digit: nodeDigit(n) })),
    chains: branches.map((b) => chainOf(b.inference.path(b.target))),
    explanation: `${name}: ${premise}, ${nodeText(target)}. ${branches
      .map((b) => `${derivationText(b.inference, b.target)}.`)
      .join(' ')} So ${result.text}.`,
  });
}
