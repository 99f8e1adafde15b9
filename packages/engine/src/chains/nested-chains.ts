import type { CandidateState } from '../candidate-state.js';
import type { SearchScratch } from '../search-scratch.js';
import type { Step } from '../step.js';
import { BoardMemo, type MemoScope } from './board-memo.js';
import type { ChainSearch } from './chain-search.js';
import { findChainsAndCycles, hasChains } from './chains-and-cycles.js';
import type { Inference } from './inference.js';
import { nodeOf } from './potentials.js';
import { presentOn, readsGone, sourceOf } from './step-sources.js';

/** A chain technique run on a chain's working board, named so its answers can be remembered. */
interface InnerFinder {
  id: 'chains' | 'multiple' | 'dynamic';
  find: (state: CandidateState) => Step | undefined;
}

/**
 * Nested forcing chains (Sudoku Explainer's levels 2-4, 9.5-10.5): when a
 * dynamic chain runs dry and no basic technique helps, a whole chain
 * technique runs on the board the chain has reached, and what it removes
 * joins the chain. Level 2 nests forcing chains and cycles, level 3 adds
 * cell and unit forcing chains, level 4 nests dynamic forcing chains alone
 * (the vanilla rule set of Sukaku Explainer). `start` is the position the
 * chains start from; `forcing` runs a forcing-chain search of the kind
 * given, one depth down; `scratch` is the call's.
 */
export function innerFinders(
  level: number,
  start: CandidateState,
  scratch: SearchScratch,
  forcing: (
    state: CandidateState,
    kind: 'multiple' | 'dynamic',
    since?: Uint16Array,
  ) => Step | undefined,
): InnerFinder[] {
  if (level >= 4) return [{ id: 'dynamic', find: (state) => forcing(state, 'dynamic') }];
  // Where the start board has none, only chains that can stand on a change
  // since are searched (new-links.ts).
  const chainless = hasChains(start, scratch) ? undefined : start.candidates;
  const finders: InnerFinder[] = [
    { id: 'chains', find: (state) => findChainsAndCycles(state, chainless, scratch) },
  ];
  if (level >= 3) {
    const forcingless = forcing(start, 'multiple') ? undefined : start.candidates;
    finders.push({ id: 'multiple', find: (state) => forcing(state, 'multiple', forcingless) });
  }
  return finders;
}

/**
 * What an inner technique concludes on a board, whatever the start board:
 * nothing (null), or its step's removals, the candidates gone that it reads
 * (its rule parents on a start are those the start holds), its sentence and
 * its length.
 */
type InnerFinding = {
  reads: number[];
  removals: number[];
  note: string;
  complexity: number;
} | null;

/** An inner finding on a board, for one start board: `parents` are its rule parents there. */
type InnerAnswer = { parents: number[]; finding: NonNullable<InnerFinding> } | null;

/** What the inner techniques answered, by board: the memos of one call (see `ForcingScratch`). */
export class NestedMemos {
  /**
   * The answers for the start board the scope was entered with (rule
   * parents are read against it): the levels of one puzzle position repeat each other's
   * stalls, so about 40% of inner searches on the hardest puzzles meet a
   * board already searched (docs/performance.md).
   */
  readonly answers;
  /**
   * The findings across start boards, for chains and cycles and for cell and
   * unit forcing chains: each finds the same step on a board wherever the
   * chain started (new-links.ts), so the positions of one solve share their
   * inner boards. Dynamic forcing chains are left out: their steps depend on
   * the start board.
   */
  readonly findings = {
    chains: new BoardMemo<InnerFinding>(),
    multiple: new BoardMemo<InnerFinding>(),
  };
  /** How many findings each memo gave back (the tests read it: a memo never used proves nothing). */
  readonly reused = { chains: 0, multiple: 0 };

  constructor(scope: MemoScope) {
    this.answers = {
      chains: scope.memo<InnerAnswer>(),
      multiple: scope.memo<InnerAnswer>(),
      dynamic: scope.memo<InnerAnswer>(),
    };
  }
}

function findingOf(finder: InnerFinder, state: CandidateState): InnerFinding {
  const step = finder.find(state);
  if (!step) return null;
  const source = sourceOf(step);
  if (!source) throw new Error(`${step.name} keeps no source to nest`);
  return {
    reads: readsGone(source, state.candidates),
    removals: removals(step, state.candidates),
    note: `on the board the chain has reached, ${step.explanation}`,
    complexity: source.complexity,
  };
}

/** The inner technique's finding on the board (remembered across start boards but for dynamic chains). */
function rememberedFinding(
  finder: InnerFinder,
  state: CandidateState,
  memos: NestedMemos,
): InnerFinding {
  if (finder.id === 'dynamic') return findingOf(finder, state);
  const memo = memos.findings[finder.id];
  const known = memo.get(state.candidates);
  if (known !== undefined) {
    memos.reused[finder.id]++;
    return known;
  }
  const finding = findingOf(finder, state);
  memo.set(state.candidates, finding);
  return finding;
}

function answerOf(
  finder: InnerFinder,
  state: CandidateState,
  start: Uint16Array,
  memos: NestedMemos,
): InnerAnswer {
  const memo = memos.answers[finder.id];
  const known = memo.get(state.candidates);
  if (known !== undefined) return known;
  const finding = rememberedFinding(finder, state, memos);
  const answer = finding && { parents: presentOn(start, finding.reads), finding };
  memo.set(state.candidates, answer);
  return answer;
}

/**
 * Runs the first inner technique that finds a step standing on candidates
 * the chain removed (its rule parents; a step that needs none would apply
 * without the chain) and adds what it removes to the chain, its length
 * counted in the chain's (`memos`: the call's). True when something new was removed.
 */
export function applyNested(
  finders: readonly InnerFinder[],
  digits: Uint8Array,
  inference: Inference,
  search: ChainSearch,
  memos: NestedMemos,
): boolean {
  const board = Uint16Array.from(search.grid);
  const state: CandidateState = { digits, candidates: board };
  for (const finder of finders) {
    const answer = answerOf(finder, state, search.startBoard, memos);
    if (!answer) continue;
    const parents = answer.parents.filter((p) => inference.has(p));
    if (parents.length === 0) continue;
    const { removals, note, complexity } = answer.finding;
    let added = false;
    for (const node of removals) {
      if (inference.has(node)) continue;
      inference.addByRule(node, parents, note);
      inference.nested ??= new Map();
      inference.nested.set(node, complexity);
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
