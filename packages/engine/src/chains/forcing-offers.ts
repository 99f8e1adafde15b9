import { cellName, POPCOUNT, unitName } from '@sudoku/core';
import { listCells, listChoices } from '../words.js';
import type { BestStep } from './best-step.js';
import { branchesStep, contradictionStep, forcingName, type Level } from './forcing-steps.js';
import { HIDDEN_CAUSE, type Inference, NodeTally } from './inference.js';
import { chainDifficulty } from './length.js';
import { nodeText } from './notation.js';
import { CAUSE_CELL, NODE_COUNT, nodeCell, nodeDigit } from './potentials.js';
import { withSource } from './step-sources.js';

/** Sudoku Explainer's order among forcing chains of equal difficulty and length. */
const SORT_DOUBLE = 1;
const SORT_CELL = 5;
const SORT_REGION = 6;
const SORT_CONTRADICTION = 7;

/** One forcing-chain producer run: the best step so far and what rates a step. */
export interface ForcingRun {
  best: BestStep;
  level: Level;
  base: number;
  candidates: Uint16Array;
  /** The inference of a branch, with its causes, for the step kept. */
  inferenceOf: (branch: ForcingBranch) => Inference;
  scratch: OfferScratch;
}

/** What an assumption implies, as far as finding and measuring common conclusions goes. */
export interface ForcingBranch {
  readonly order: Int16Array | Int32Array;
  readonly size: number;
  has(node: number): boolean;
  /**
   * Nodes `node` stands on, itself included, counted up to `limit` (past it,
   * only known to exceed it), with `tally` to count in.
   */
  complexity(node: number, limit: number, tally: NodeTally): number;
}

/** What the offers of one forcing-chain search work with, reused from offer to offer. */
export class OfferScratch {
  readonly tally = new NodeTally();
  /** Sort keys of the nodes every branch of a forcing chain reached (see `commonNodes`). */
  readonly commonKeys = new Int32Array(NODE_COUNT);
  /** The two branches of a double forcing chain. */
  readonly pair: ForcingBranch[] = [];
}

const NODE_MASK = 0x7ff;

/**
 * Lists the nodes every branch reached the way Sudoku Explainer visits them
 * (on nodes first, then off nodes, each in the order the first branch
 * reached them) into `commonKeys` (the node is `key & NODE_MASK`); returns
 * how many.
 */
function commonNodes(branches: readonly ForcingBranch[], commonKeys: Int32Array): number {
  const first = branches[0];
  const last = branches.length - 1;
  let n = 0;
  for (let i = 0; i < first.size; i++) {
    const node = first.order[i];
    let everywhere = true;
    for (let b = 1; b <= last && everywhere; b++) everywhere = branches[b].has(node);
    if (everywhere) commonKeys[n++] = (((node & 1) ^ 1) << 22) | (i << 11) | node;
  }
  if (n > 1) commonKeys.subarray(0, n).sort();
  return n;
}

/**
 * The assumption `start` led to a contradiction: it is false. Counts each
 * side's nodes only up to the most that could still beat the best step.
 * True when the step kept (built later) reads `inference`.
 */
export function offerContradiction(run: ForcingRun, inference: Inference, start: number): boolean {
  const { best, base } = run;
  const clash = inference.conflict;
  if (clash < 0) return false;
  const { tally } = run.scratch;
  const limit = best.limit(base, SORT_CONTRADICTION);
  const one = inference.ancestors(clash, tally, limit - 1);
  if (one >= limit) return false;
  const complexity = one + inference.ancestors(clash ^ 1, tally, limit - one);
  const difficulty = chainDifficulty(base, complexity);
  if (!best.beats(difficulty, complexity, SORT_CONTRADICTION)) return false;
  keepContradiction(run, inference, start, complexity);
  return true;
}

/** Offers a contradiction's step (built when read). Kept apart so the caller captures nothing. */
function keepContradiction(
  run: ForcingRun,
  inference: Inference,
  start: number,
  complexity: number,
): void {
  const { best, base, level } = run;
  const clash = inference.conflict;
  const difficulty = chainDifficulty(base, complexity);
  best.offer(difficulty, complexity, SORT_CONTRADICTION, () =>
    withSource(contradictionStep(level, difficulty, inference, start), {
      complexity,
      branches: [
        { inference, target: clash },
        { inference, target: clash ^ 1 },
      ],
    }),
  );
}

/**
 * Conclusions reached both when `on` holds and when it does not (ons first,
 * then offs). True when the step kept (built later) reads the inferences.
 */
export function offerDouble(
  run: ForcingRun,
  on: number,
  onInference: Inference,
  offInference: Inference,
): boolean {
  const { best, base, candidates } = run;
  const { tally, commonKeys, pair } = run.scratch;
  let kept = false;
  pair[0] = onInference;
  pair[1] = offInference;
  const n = commonNodes(pair, commonKeys);
  for (let i = 0; i < n; i++) {
    const node = commonKeys[i] & NODE_MASK;
    if (node & 1 && POPCOUNT[candidates[nodeCell(node)]] < 2) continue;
    const limit = best.limit(base, SORT_DOUBLE);
    const one = onInference.ancestors(node, tally, limit - 1);
    if (one >= limit) continue;
    const complexity = one + offInference.ancestors(node, tally, limit - one);
    const difficulty = chainDifficulty(base, complexity);
    if (!best.beats(difficulty, complexity, SORT_DOUBLE)) continue;
    keepDouble(run, on, onInference, offInference, node, complexity);
    kept = true;
  }
  return kept;
}

/** Offers a double forcing chain's step (built when read). Kept apart so offerDouble's loop captures nothing. */
function keepDouble(
  run: ForcingRun,
  on: number,
  onInference: Inference,
  offInference: Inference,
  node: number,
  complexity: number,
): void {
  const { best, base, level } = run;
  const difficulty = chainDifficulty(base, complexity);
  best.offer(difficulty, complexity, SORT_DOUBLE, () => {
    const branches = [
      { inference: onInference, target: node },
      { inference: offInference, target: node },
    ];
    return withSource(
      branchesStep(
        level,
        difficulty,
        node,
        forcingName(level, 'Double'),
        `whether ${nodeText(on)} or not`,
        branches,
      ),
      { complexity, branches },
    );
  });
}

/** A cell or unit forcing chain's premise: "whatever r1c2 holds (1 or 5)", "wherever 4 goes in row 3 (…)". */
function premiseOf(branches: readonly ForcingBranch[], unit: number): string {
  const starts = branches.map((b) => b.order[0]);
  if (unit < 0) {
    const digits = starts.map(nodeDigit);
    return `whatever ${cellName(nodeCell(starts[0]))} holds (${listChoices(digits)})`;
  }
  return `wherever ${nodeDigit(starts[0])} goes in ${unitName(unit)} (${listCells(starts.map(nodeCell))})`;
}

/**
 * Offers every conclusion common to all branches (on nodes first, then off
 * nodes, in the first branch's order). `unit` is the unit whose places of a
 * digit the branches assume in turn, or -1 for a cell's candidates. The
 * branches array may be reused by the caller: a step kept copies it.
 */
export function offerCommon(
  run: ForcingRun,
  branches: readonly ForcingBranch[],
  unit: number,
): void {
  const sortKey = unit < 0 ? SORT_CELL : SORT_REGION;
  const { best, base, candidates } = run;
  const { tally, commonKeys } = run.scratch;
  const last = branches.length - 1;
  const n = commonNodes(branches, commonKeys);
  for (let i = 0; i < n; i++) {
    const node = commonKeys[i] & NODE_MASK;
    if (node & 1 && POPCOUNT[candidates[nodeCell(node)]] < 2) continue;
    // Each branch adds at least one node: stop counting once past the limit.
    const limit = best.limit(base, sortKey);
    let complexity = 0;
    for (let b = 0; b <= last && complexity <= limit; b++)
      complexity += branches[b].complexity(node, limit - complexity - (last - b), tally);
    if (complexity > limit) continue;
    const difficulty = chainDifficulty(base, complexity);
    if (!best.beats(difficulty, complexity, sortKey)) continue;
    keepCommon(run, branches.slice(), unit, node, complexity);
  }
}

/** Offers a cell or unit forcing chain's step (built when read). Kept apart so offerCommon's loop captures nothing. */
function keepCommon(
  run: ForcingRun,
  branches: readonly ForcingBranch[],
  unit: number,
  node: number,
  complexity: number,
): void {
  const { best, base, level, inferenceOf } = run;
  const sortKey = unit < 0 ? SORT_CELL : SORT_REGION;
  const difficulty = chainDifficulty(base, complexity);
  best.offer(difficulty, complexity, sortKey, () => {
    const name = forcingName(level, unit < 0 ? 'Cell' : 'Unit');
    const premise = premiseOf(branches, unit);
    const kept = branches.map((branch) => ({
      inference: inferenceOf(branch),
      target: node,
      assumedCause: unit < 0 ? CAUSE_CELL : HIDDEN_CAUSE[unit],
      assumedUnit: unit,
    }));
    return withSource(branchesStep(level, difficulty, node, name, premise, kept), {
      complexity,
      branches: kept,
    });
  });
}
