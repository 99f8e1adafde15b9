import { cellName, maskDigits, POPCOUNT, UNIT_CELLS, unitName } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { makeStep, type Step, type TechniqueId } from '../step.js';
import { defineTechnique, type Technique } from '../technique.js';
import { listCells } from '../words.js';
import { offerAlsXz } from './als-xz.js';
import { rulePatterns } from './basic-rules.js';
import { BestStep } from './best-step.js';
import { type ChainMode, ChainSearch } from './chain-search.js';
import { offerGroupedChains } from './grouped-chains.js';
import { CELL_UNITS, Inference } from './inference.js';
import { chainDifficulty } from './length.js';
import { chainOf, derivationText, nodeText } from './notation.js';
import { CAUSE_RULE, NODE_COUNT, nodeCell, nodeDigit, nodeOf } from './potentials.js';

/** Sudoku Explainer's forcing-chain producers above the static chains. */
export type ForcingKind = 'nishio' | 'multiple' | 'dynamic';

interface Level {
  kind: ForcingKind;
  /** Basic techniques inside the chains (dynamic forcing chains "+"): 0 or 1. */
  level: number;
}

/** Base difficulty: Nishio 7.5, multiple 8.0, dynamic 8.5, each level of "+" or nesting 0.5 more. */
function baseOf({ kind, level }: Level): number {
  if (level > 0) return 8.5 + 0.5 * level;
  return kind === 'nishio' ? 7.5 : kind === 'dynamic' ? 8.5 : 8.0;
}

const SORT_DOUBLE = 1;
const SORT_CELL = 5;
const SORT_REGION = 6;
const SORT_CONTRADICTION = 7;

const seen = new Int32Array(NODE_COUNT);
let mark = 0;

/** A reusable pool of inferences, one per assumption of a search. */
class InferencePool {
  private readonly free: Inference[] = [];
  private readonly used: Inference[] = [];
  take(): Inference {
    const inference = this.free.pop() ?? new Inference();
    this.used.push(inference);
    return inference;
  }
  releaseAll(): void {
    for (const inference of this.used) this.free.push(inference);
    this.used.length = 0;
  }
}

const pool = new InferencePool();

/** One branch of a multi-branch forcing chain: its assumption's inference and conclusion. */
interface Branch {
  inference: Inference;
  target: number;
}

function words(level: Level): { prefix: string; suffix: string } {
  if (level.kind === 'nishio') return { prefix: 'Nishio ', suffix: '' };
  const dynamic = level.kind === 'dynamic';
  return {
    prefix: dynamic ? 'Dynamic ' : '',
    suffix: level.level > 0 ? ' (+)' : '',
  };
}

/**
 * Nishio, multiple and dynamic forcing chains (Sudoku Explainer's Chaining
 * with isMultiple/isDynamic/isNishio). For every cell with several
 * candidates: each candidate assumed true and false (a contradiction removes
 * or places it; "double" chains reach the same conclusion both ways); every
 * conclusion common to all candidates of the cell (cell forcing chains) or to
 * every place of a digit in a unit (unit forcing chains). Dynamic chains see
 * the candidates they removed gone, so later links can use them.
 */
export function findForcingChains(state: CandidateState, level: Level): Step | undefined {
  const { digits, candidates } = state;
  const nishio = level.kind === 'nishio';
  const dynamic = level.kind !== 'multiple';
  const multiple = level.kind !== 'nishio';
  const mode: ChainMode = { cells: !nishio, units: true, dynamic };
  const search = new ChainSearch(candidates);
  if (level.level > 0) search.onStall = (inference, s) => applyRules(digits, inference, s);
  const base = baseOf(level);
  const best = new BestStep();
  const onCache = new Map<number, Inference>();
  const inferOn = (cell: number, digit: number): Inference => {
    const node = nodeOf(cell, digit, true);
    let inference = onCache.get(node);
    if (!inference) {
      inference = pool.take();
      search.infer(node, mode, inference);
      onCache.set(node, inference);
    }
    return inference;
  };
  const { prefix, suffix } = words(level);
  const offInference = new Inference();
  try {
    for (let cell = 0; cell < 81; cell++) {
      const m = candidates[cell];
      const count = POPCOUNT[m];
      if (digits[cell] !== 0 || !(count > 2 || (count > 1 && dynamic))) continue;
      const cellBranches: Inference[] = [];
      for (let bits = m; bits; bits &= bits - 1) {
        const digit = 32 - Math.clz32(bits & -bits);
        const on = nodeOf(cell, digit, true);
        const onInference = inferOn(cell, digit);
        search.infer(on ^ 1, mode, offInference);
        cellBranches.push(onInference);
        if (dynamic) {
          for (const [inference, start] of [
            [onInference, on],
            [offInference, on ^ 1],
          ] as const) {
            if (inference.conflict < 0) continue;
            const clash = inference.conflict;
            const complexity =
              inference.ancestors(clash, seen, ++mark) +
              inference.ancestors(clash ^ 1, seen, ++mark);
            const difficulty = chainDifficulty(base, complexity);
            best.offer(difficulty, complexity, SORT_CONTRADICTION, () =>
              contradictionStep(level, difficulty, inference, start, prefix, suffix),
            );
          }
        }
        if (count >= 3 && dynamic && !nishio) {
          for (const polarity of [1, 0]) {
            for (let i = 0; i < onInference.size; i++) {
              const node = onInference.order[i];
              if ((node & 1) !== polarity || !offInference.has(node)) continue;
              if (polarity === 1 && POPCOUNT[candidates[nodeCell(node)]] < 2) continue;
              const complexity =
                onInference.ancestors(node, seen, ++mark) +
                offInference.ancestors(node, seen, ++mark);
              const difficulty = chainDifficulty(base, complexity);
              best.offer(difficulty, complexity, SORT_DOUBLE, () =>
                branchesStep(
                  level,
                  difficulty,
                  node,
                  `${prefix}Double forcing chains${suffix}`,
                  `whether ${nodeText(on)} or not`,
                  [
                    { inference: onInference, target: node },
                    { inference: offInference, target: node },
                  ],
                ),
              );
            }
          }
        }
        if (!nishio) {
          for (let j = cell * 3; j < cell * 3 + 3; j++) {
            const u = CELL_UNITS[j];
            const bit = 1 << (digit - 1);
            const places: number[] = [];
            for (let k = 0; k < 9; k++)
              if (candidates[UNIT_CELLS[u * 9 + k]] & bit) places.push(UNIT_CELLS[u * 9 + k]);
            if (!(places.length === 2 || (multiple && places.length > 2)) || places[0] !== cell)
              continue;
            const branches = places.map((c) => inferOn(c, digit));
            offerCommon(best, level, base, branches, SORT_REGION, candidates, [
              `${prefix}Unit forcing chains${suffix}`,
              `wherever ${digit} goes in ${unitName(u)} (${listCells(places)})`,
            ]);
          }
        }
      }
      if (!nishio && (count === 2 || (multiple && count > 2))) {
        offerCommon(best, level, base, cellBranches, SORT_CELL, candidates, [
          `${prefix}Cell forcing chains${suffix}`,
          `whatever ${cellName(cell)} holds (${maskDigits(m).join(', ')})`,
        ]);
      }
    }
  } finally {
    pool.releaseAll();
  }
  // Grouped chains and almost locked sets are forms of what Sudoku Explainer
  // finds here (unit and cell forcing chains), rated on the same terms.
  if (level.kind === 'multiple' && level.level === 0) {
    offerGroupedChains(state, best, base);
    offerAlsXz(state, best, base);
  }
  return best.step;
}

/**
 * Dynamic forcing chains "+": when a chain runs dry, the first basic
 * technique with patterns standing on its removals removes more (Sudoku
 * Explainer's advanced potentials). True when something new was removed.
 */
function applyRules(digits: Uint8Array, inference: Inference, search: ChainSearch): boolean {
  let added = false;
  for (const pattern of rulePatterns(digits, search.grid, search.startBoard)) {
    for (const key of pattern.removals) {
      const node = nodeOf((key / 9) | 0, (key % 9) + 1, false);
      if (inference.has(node)) continue;
      inference.add(node, CAUSE_RULE, -1, -1);
      for (const parent of pattern.parents) {
        if (!inference.has(parent)) throw new Error('a rule parent was never reached');
        inference.addParent(node, parent);
      }
      inference.notes ??= new Map();
      inference.notes.set(node, { text: pattern.note });
      search.pushOff(node);
      added = true;
    }
  }
  return added;
}

/** Offers every conclusion common to all branches (on nodes first, then off nodes, in the first branch's order). */
function offerCommon(
  best: BestStep,
  level: Level,
  base: number,
  branches: readonly Inference[],
  sortKey: number,
  candidates: Uint16Array,
  [name, premise]: [string, string],
): void {
  const first = branches[0];
  for (const polarity of [1, 0]) {
    for (let i = 0; i < first.size; i++) {
      const node = first.order[i];
      if ((node & 1) !== polarity) continue;
      let everywhere = true;
      for (let b = 1; b < branches.length && everywhere; b++) everywhere = branches[b].has(node);
      if (!everywhere) continue;
      if (polarity === 1 && POPCOUNT[candidates[nodeCell(node)]] < 2) continue;
      let complexity = 0;
      for (const branch of branches) complexity += branch.ancestors(node, seen, ++mark);
      const difficulty = chainDifficulty(base, complexity);
      best.offer(difficulty, complexity, sortKey, () =>
        branchesStep(
          level,
          difficulty,
          node,
          name,
          premise,
          branches.map((inference) => ({ inference, target: node })),
        ),
      );
    }
  }
}

function techniqueOf(level: Level, name: string): TechniqueId {
  if (level.level > 0) return 'nested-forcing-chains';
  if (name.includes('Cell'))
    return level.kind === 'dynamic' ? 'dynamic-cell-forcing-chains' : 'cell-forcing-chains';
  if (name.includes('Unit'))
    return level.kind === 'dynamic' ? 'dynamic-unit-forcing-chains' : 'unit-forcing-chains';
  if (name.includes('Double')) return 'double-forcing-chains';
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

function contradictionStep(
  level: Level,
  difficulty: number,
  inference: Inference,
  start: number,
  prefix: string,
  suffix: string,
): Step {
  const name =
    level.kind === 'nishio'
      ? 'Nishio forcing chains'
      : `${prefix}Contradiction forcing chains${suffix}`;
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

function branchesStep(
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
      .map((b) => `If ${nodeText(b.inference.order[0])}: ${derivationText(b.inference, b.target)}.`)
      .join(' ')} So ${result.text}.`,
  });
}

function forcingTechnique(
  id: string,
  name: string,
  level: Level,
  difficulty: [number, number],
): Technique {
  return defineTechnique({
    id,
    name,
    difficulty,
    find: (state) => findForcingChains(state, level),
  });
}

export const NISHIO = forcingTechnique(
  'nishio',
  'Nishio forcing chains',
  { kind: 'nishio', level: 0 },
  [7.5, 8.5],
);
export const MULTIPLE_FORCING_CHAINS = forcingTechnique(
  'multiple-forcing-chains',
  'Cell and unit forcing chains',
  { kind: 'multiple', level: 0 },
  [8.0, 9.0],
);
export const DYNAMIC_FORCING_CHAINS = forcingTechnique(
  'dynamic-forcing-chains',
  'Dynamic forcing chains',
  { kind: 'dynamic', level: 0 },
  [8.5, 9.5],
);

export const DYNAMIC_FORCING_CHAINS_PLUS = forcingTechnique(
  'dynamic-forcing-chains-plus',
  'Dynamic forcing chains (+)',
  { kind: 'dynamic', level: 1 },
  [9.0, 10.0],
);
