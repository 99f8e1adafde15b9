import { cellName, POPCOUNT } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { type SearchScratch, scratchOf } from '../search-scratch.js';
import { type CellDigit, makeStep, type Step, type TechniqueId } from '../step.js';
import { defineTechnique } from '../technique.js';
import { describeCandidates } from '../words.js';
import { BestStep } from './best-step.js';
import { type ChainMode, ChainSearch } from './chain-search.js';
import { CycleSearch } from './cycle-search.js';
import { Inference, NodeTally } from './inference.js';
import { chainDifficulty } from './length.js';
import { NewLinks } from './new-links.js';
import { chainOf, derivationText, nodeText } from './notation.js';
import { nodeCell, nodeDigit, nodeOf } from './potentials.js';
import { StaticGraph } from './static-graph.js';
import { withSource } from './step-sources.js';

/** Sudoku Explainer's three static modes, in its order: X (one digit), Y (bivalue cells), XY. */
const MODES: readonly (ChainMode & { sortKey: number })[] = [
  { cells: false, units: true, dynamic: false, sortKey: 2 },
  { cells: true, units: false, dynamic: false, sortKey: 3 },
  { cells: true, units: true, dynamic: false, sortKey: 4 },
];

/** What the search works with, made once a call (search-scratch.ts). */
class ChainsScratch {
  readonly cycles = new CycleSearch();
  readonly newLinks = new NewLinks();
  /** The chain of the step kept, with its causes, traced again by `chainSearch`. */
  readonly inference = new Inference();
  readonly tally = new NodeTally();
  /** Made on first use: most searches keep no step. */
  chainSearch: ChainSearch | undefined;
}

/** The name of a one-way chain by the links it uses. */
function chainName(
  mode: ChainMode,
  inference: Inference,
  path: readonly number[],
  state: CandidateState,
): [TechniqueId, string] {
  if (!mode.cells) return ['x-chain', 'X-Chain'];
  let xy = true;
  for (let i = 1; i < path.length; i++) {
    const node = path[i];
    const cause = inference.causeOf(node);
    if (node & 1 ? cause !== 1 : inference.unitOf(node) < 0) xy = false;
  }
  if (xy) return ['xy-chain', 'XY-Chain'];
  if (isWWing(path, state)) return ['w-wing', 'W-Wing'];
  return ['aic', 'Alternating inference chain'];
}

/**
 * A W-Wing as a chain: x off in bivalue cell A {x,y}, so A is y, so y leaves a
 * cell that sees A, so y sits at the other end of a strong link, so y leaves
 * bivalue cell B {x,y}, so B is x.
 */
function isWWing(path: readonly number[], state: CandidateState): boolean {
  if (path.length !== 8) return false;
  const a = nodeCell(path[1]);
  const b = nodeCell(path[5]);
  const pair = state.candidates[a];
  return (
    POPCOUNT[pair] === 2 &&
    state.candidates[b] === pair &&
    nodeCell(path[2]) === a &&
    nodeCell(path[6]) === b &&
    nodeDigit(path[2]) === nodeDigit(path[3]) &&
    nodeDigit(path[3]) === nodeDigit(path[4]) &&
    nodeDigit(path[4]) === nodeDigit(path[5])
  );
}

/**
 * Forcing chains and cycles (Sudoku Explainer's "Forcing Chains & Cycles"):
 * for every candidate, the static chains of one digit (X), of bivalue cells
 * (Y) and of both (XY). A chain from "r1c2 = 5" to "r1c2 ≠ 5" removes the 5;
 * one from "r1c2 ≠ 5" to "r1c2 = 5" places it; a loop back to its start makes
 * every weak link strong, so candidates that see both ends of one go. Rated
 * 6.5 (X or Y cycles), 6.6 (X chains), 7.0 (XY) plus the length bonus.
 * `chainlessStart`: a board with every candidate of this one and no chain
 * (see `hasChains`; where this search found nothing, `StepContext.since`, is
 * one), so that only chains and loops through links new since are searched
 * (new-links.ts); the step found is the same. `scratch`: the call's.
 */
export function findChainsAndCycles(
  state: CandidateState,
  chainlessStart: Uint16Array | undefined,
  scratch: SearchScratch,
): Step | undefined {
  const { digits, candidates } = state;
  const chains = scratch.get(ChainsScratch);
  const { cycles, newLinks } = chains;
  // Every chain or loop that removes something goes through a strong link new since the start.
  if (chainlessStart && newLinks.load(candidates, chainlessStart) === 0) return undefined;
  const best = new BestStep();
  const graph = scratch.get(StaticGraph).build(candidates);
  for (const mode of MODES) {
    const both = mode.cells && mode.units;
    // XY chains and loops start at 7.0: nothing to gain once a step below that is found.
    if (both && best.bound < 7.0) break;
    const loopBase = both ? 7.0 : 6.5;
    const chainBase = both ? 7.0 : 6.6;
    // Searches stop growing chains that could no longer beat the best step found.
    const acceptLoop = (complexity: number) =>
      best.beats(chainDifficulty(loopBase, complexity), complexity, mode.sortKey);
    graph.select(mode);
    if (chainlessStart && !newLinks.keepChainsThrough(graph, mode)) continue;
    const [loopTechnique, loopName] = both
      ? (['aic-loop', 'AIC loop'] as const)
      : mode.units
        ? (['x-cycle', 'X-Cycle'] as const)
        : (['xy-cycle', 'XY-Cycle'] as const);
    // One callback a mode (not one a candidate): the searches run millions of times in nested chains.
    const offerLoop = (path: number[], eliminations: CellDigit[], complexity: number) => {
      const difficulty = chainDifficulty(loopBase, complexity);
      best.offer(difficulty, complexity, mode.sortKey, () => {
        const step = makeStep({
          technique: loopTechnique,
          name: loopName,
          difficulty,
          eliminations,
          cells: [...new Set(path.map(nodeCell))],
          candidates: path.slice(1).map((n) => ({ cell: nodeCell(n), digit: nodeDigit(n) })),
          chains: [chainOf(path)],
          explanation: `${loopName}: ${path.map(nodeText).join(' ⇒ ')} closes a loop, so every link in it works both ways and candidates that see both ends of a link go: remove ${describeCandidates(eliminations)}.`,
        });
        return withSource(step, { complexity, branches: [{ path }] });
      });
    };
    for (let cell = 0; cell < 81; cell++) {
      const m = candidates[cell];
      if (digits[cell] !== 0 || POPCOUNT[m] < 2) continue;
      if (!mode.units && POPCOUNT[m] > 2) continue;
      for (let bits = m & graph.sourceDigits(cell); bits; bits &= bits - 1) {
        const digit = 32 - Math.clz32(bits & -bits);
        const on = nodeOf(cell, digit, true);
        if (graph.mayLoop(on)) cycles.find(candidates, graph, on, acceptLoop, offerLoop);
        if (!mode.units) continue;
        // A chain from the off to the on ends with a strong link into the on.
        const strong = graph.first[on ^ 1] < graph.last[on ^ 1];
        for (let start = on; start >= (strong ? on - 1 : on); start--) {
          const links = graph.conjugateDistance(start, best.limit(chainBase, mode.sortKey));
          if (links < 0) continue;
          offerChain(best, mode, chainBase, start, links + 1, state, chains);
        }
      }
    }
  }
  return best.step;
}

/**
 * True when some candidate that `findChainsAndCycles` starts from has an X
 * or XY chain to its opposite.
 */
export function hasChains(state: CandidateState, scratch: SearchScratch): boolean {
  const { digits, candidates } = state;
  const graph = scratch.get(StaticGraph).build(candidates);
  for (const mode of MODES) {
    if (!mode.units) continue;
    graph.select(mode);
    for (let cell = 0; cell < 81; cell++) {
      const m = candidates[cell];
      if (digits[cell] !== 0 || POPCOUNT[m] < 2) continue;
      for (let bits = m; bits; bits &= bits - 1) {
        const on = nodeOf(cell, 32 - Math.clz32(bits & -bits), true);
        if (graph.conjugateDistance(on, Number.POSITIVE_INFINITY) >= 0) return true;
        if (graph.conjugateDistance(on ^ 1, Number.POSITIVE_INFINITY) >= 0) return true;
      }
    }
  }
  return false;
}

/**
 * Offers the chain from `start` to its conjugate, `complexity` nodes long.
 * A function of its own so the search loops capture nothing (a closure over
 * a loop's variables costs an allocation every turn).
 */
function offerChain(
  best: BestStep,
  mode: ChainMode & { sortKey: number },
  base: number,
  start: number,
  complexity: number,
  state: CandidateState,
  chains: ChainsScratch,
): void {
  const difficulty = chainDifficulty(base, complexity);
  best.offer(difficulty, complexity, mode.sortKey, () => {
    // The chain itself, as the breadth-first search meets it.
    const { inference, tally } = chains;
    const target = start ^ 1;
    chains.chainSearch ??= new ChainSearch(state.candidates);
    chains.chainSearch
      .load(state.candidates)
      .chainsFrom(start, mode, inference, (c) => c <= complexity);
    if (inference.ancestors(target, tally) !== complexity)
      throw new Error('the chain search and the chain graph disagree');
    const path = inference.path(target);
    const [technique, name] = chainName(mode, inference, path, state);
    const placing = (target & 1) === 1;
    const candidate = { cell: nodeCell(start), digit: nodeDigit(start) };
    const step = makeStep({
      technique,
      name,
      difficulty,
      placements: placing ? [candidate] : [],
      eliminations: placing ? [] : [candidate],
      cells: [...new Set(path.map(nodeCell))],
      candidates: path.map((n) => ({ cell: nodeCell(n), digit: nodeDigit(n) })),
      chains: [chainOf(path)],
      explanation: `${name}: ${derivationText(inference, target)}. Assuming ${nodeText(start)} leads to its opposite, so ${placing ? `${cellName(candidate.cell)} = ${candidate.digit}` : `remove ${candidate.digit} from ${cellName(candidate.cell)}`}.`,
    });
    return withSource(step, { complexity, branches: [{ inference, target }] });
  });
}

export const CHAINS_AND_CYCLES = defineTechnique(
  {
    id: 'chains-and-cycles',
    name: 'X-Chains, XY-Chains, AICs and cycles',
    difficulty: [6.5, 7.5],
    steps: ['x-cycle', 'xy-cycle', 'aic-loop', 'x-chain', 'xy-chain', 'w-wing', 'aic'],
  },
  (state, context) => findChainsAndCycles(state, context.since, scratchOf(context)),
);
