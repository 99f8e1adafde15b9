import type { CandidateState } from '../candidate-state.js';
import type { Step } from '../step.js';
import type { ChainSearch } from './chain-search.js';
import { findChainsAndCycles } from './chains-and-cycles.js';
import type { Inference } from './inference.js';
import { nodeOf } from './potentials.js';
import { ruleParents, sourceOf } from './step-sources.js';

/** A chain technique run on a chain's working board. */
type InnerFinder = (state: CandidateState) => Step | undefined;

/**
 * Nested forcing chains (Sudoku Explainer's levels 2-4, 9.5-10.5): when a
 * dynamic chain runs dry and no basic technique helps, a whole chain
 * technique runs on the board the chain has reached, and what it removes
 * joins the chain. Level 2 nests forcing chains and cycles, level 3 adds
 * cell and unit forcing chains, level 4 nests dynamic forcing chains alone
 * (the vanilla rule set of Sukaku Explainer). `forcing` runs a forcing-chain
 * search of the kind given, one depth down.
 */
export function innerFinders(
  level: number,
  forcing: (state: CandidateState, kind: 'multiple' | 'dynamic') => Step | undefined,
): InnerFinder[] {
  if (level >= 4) return [(state) => forcing(state, 'dynamic')];
  const finders: InnerFinder[] = [findChainsAndCycles];
  if (level >= 3) finders.push((state) => forcing(state, 'multiple'));
  return finders;
}

/**
 * Runs the first inner technique that finds a step standing on candidates
 * the chain removed (its rule parents; a step that needs none would apply
 * without the chain) and adds what it removes to the chain, its length
 * counted in the chain's. True when something new was removed.
 */
export function applyNested(
  finders: readonly InnerFinder[],
  digits: Uint8Array,
  inference: Inference,
  search: ChainSearch,
): boolean {
  const board = Uint16Array.from(search.grid);
  const state: CandidateState = { digits, candidates: board };
  for (const find of finders) {
    const step = find(state);
    if (!step) continue;
    const source = sourceOf(step);
    if (!source) throw new Error(`${step.name} keeps no source to nest`);
    const parents = ruleParents(source, search.startBoard, board).filter((p) => inference.has(p));
    if (parents.length === 0) continue;
    let added = false;
    for (const node of removals(step, board)) {
      if (inference.has(node)) continue;
      inference.addByRule(node, parents, `on the board the chain has reached, ${step.explanation}`);
      inference.nested ??= new Map();
      inference.nested.set(node, source.complexity);
      search.pushOff(node);
      added = true;
    }
    return added;
  }
  return false;
}

/** The candidates a step removes: its eliminations, and a placed cell's other candidates. */
function removals(step: Step, board: Uint16Array): number[] {
  const nodes = step.eliminations.map(({ cell, digit }) => nodeOf(cell, digit, false));
  for (const { cell, digit } of step.placements) {
    for (let m = board[cell] & ~(1 << (digit - 1)); m; m &= m - 1)
      nodes.push(nodeOf(cell, 32 - Math.clz32(m & -m), false));
  }
  return nodes;
}
