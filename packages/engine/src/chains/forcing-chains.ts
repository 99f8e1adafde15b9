import { POPCOUNT, UNIT_CELLS } from '@sudoku/core';
import type { CandidateState } from '../candidate-state.js';
import { CELL_UNITS } from '../geometry.js';
import type { SearchScratch } from '../search-scratch.js';
import type { Step } from '../step.js';
import { fillUnitPlaces } from '../unit-view.js';
import { AlsScratch, offerAlsXz } from './als-xz.js';
import { type RulePattern, rulePatterns } from './basic-rules.js';
import { BestStep } from './best-step.js';
import { MemoScope } from './board-memo.js';
import { type ChainMode, ChainSearch } from './chain-search.js';
import { DigitClash } from './digit-clash.js';
import {
  type ForcingBranch,
  type ForcingRun,
  OfferScratch,
  offerCommon,
  offerContradiction,
  offerDouble,
} from './forcing-offers.js';
import { baseOf, type Level } from './forcing-steps.js';
import { GroupedSearch, offerGroupedChains } from './grouped-chains.js';
import { Inference } from './inference.js';
import { applyNested, innerFinders, NestedMemos } from './nested-chains.js';
import { ForcingChangeFilter } from './new-links.js';
import { NODE_COUNT, nodeOf } from './potentials.js';
import { StaticGraph } from './static-graph.js';
import { StaticReach } from './static-reach.js';

/** Reusable objects, one per assumption of a search, all given back when the search ends. */
class Pool<T> {
  private readonly free: T[] = [];
  private readonly used: T[] = [];
  constructor(private readonly make: () => T) {}
  take(): T {
    const item = this.free.pop() ?? this.make();
    this.used.push(item);
    return item;
  }
  releaseAll(): void {
    for (const item of this.used) this.free.push(item);
    this.used.length = 0;
  }
}

/**
 * What one forcing-chain search works with, reused from search to search. A
 * nested forcing chain runs another search inside a chain of this one, so
 * each depth has its own.
 */
class ForcingContext {
  readonly pool = new Pool(() => new Inference());
  private readonly reachQueue = new Int16Array(NODE_COUNT * 2);
  readonly reachPool = new Pool(() => new StaticReach(this.reachQueue));
  readonly search = new ChainSearch(new Uint16Array(81));
  readonly clashes = new DigitClash();
  readonly unitPlaces = new Uint16Array(27 * 9);
  /** Each candidate's "on" inference (or static reach), by node, for one run. */
  readonly onCache = new Array<Inference | undefined>(NODE_COUNT).fill(undefined);
  readonly reachCache = new Array<StaticReach | undefined>(NODE_COUNT).fill(undefined);
  /** The branches of the cell and of the unit being offered (reused: offers copy what they keep). */
  readonly cellBranches: ForcingBranch[] = [];
  /** What changed since a start board (`since`), for the static searches. */
  readonly changes = new ForcingChangeFilter();
  readonly unitBranches: ForcingBranch[] = [];
  readonly offers = new OfferScratch();
}

/** What the forcing-chain searches of one call work with (search-scratch.ts). */
export class ForcingScratch {
  /** A context per depth: a nested forcing chain runs a search inside a chain of the one above. */
  readonly contexts: ForcingContext[] = [];
  depth = 0;
  /** The memos whose answers hold for one start board of a dynamic search. */
  readonly scope = new MemoScope();
  /** The basic rules' patterns by working board: the levels of one position repeat each other's stalls. */
  readonly rulesByBoard = this.scope.memo<RulePattern[]>();
  readonly nested = new NestedMemos(this.scope);
}

/**
 * Nishio, multiple and dynamic forcing chains (Sudoku Explainer's Chaining
 * with isMultiple/isDynamic/isNishio). For every cell with several
 * candidates: each candidate assumed true and false (a contradiction removes
 * or places it; "double" chains reach the same conclusion both ways); every
 * conclusion common to all candidates of the cell (cell forcing chains) or to
 * every place of a digit in a unit (unit forcing chains). Dynamic chains see
 * the candidates they removed gone, so later links can use them.
 * `nested`: run inside a nested forcing chain (no grouped chains or ALS).
 * `since`: for cell and unit forcing chains, a board with every candidate of
 * this one where they find nothing, so that only chains that can stand on a
 * change since are tried (new-links.ts); the step found is the same.
 * `scratch`: the call's.
 */
export function findForcingChains(
  state: CandidateState,
  level: Level,
  nested: boolean,
  since: Uint16Array | undefined,
  scratch: SearchScratch,
): Step | undefined {
  const forcing = scratch.get(ForcingScratch);
  const context = (forcing.contexts[forcing.depth] ??= new ForcingContext());
  forcing.depth++;
  try {
    return searchForcingChains(context, state, level, nested, since, scratch, forcing);
  } finally {
    forcing.depth--;
  }
}

function searchForcingChains(
  context: ForcingContext,
  state: CandidateState,
  level: Level,
  nested: boolean,
  since: Uint16Array | undefined,
  scratch: SearchScratch,
  forcing: ForcingScratch,
): Step | undefined {
  const { pool, reachPool, clashes, unitPlaces, onCache, reachCache } = context;
  const { cellBranches, unitBranches: branches } = context;
  const forcingSearch = context.search;
  const { digits, candidates } = state;
  const nishio = level.kind === 'nishio';
  const dynamic = level.kind !== 'multiple';
  const multiple = level.kind !== 'nishio';
  const mode: ChainMode = { cells: !nishio, units: true, dynamic };
  const search = forcingSearch.load(candidates);
  if (nishio) clashes.load(candidates);
  if (level.level > 0) {
    // The rules' and inner techniques' answers read rule parents against this start board.
    forcing.scope.enter(candidates, digits);
    const finders =
      level.level >= 2
        ? innerFinders(level.level, state, scratch, (inner, kind, start) =>
            findForcingChains(inner, { kind, level: 0 }, true, start, scratch),
          )
        : [];
    search.onStall = (inference, s) =>
      applyRules(digits, inference, s, forcing) ||
      (finders.length > 0 && applyNested(finders, digits, inference, s, forcing.nested));
  }
  const base = baseOf(level);
  const best = new BestStep();
  // Static chains are found over the link graph without their causes; the
  // inference with its causes is rebuilt for the step kept.
  const graph = dynamic ? undefined : scratch.get(StaticGraph).build(candidates).select(mode);
  const changes = graph && since ? context.changes.load(graph, candidates, since) : undefined;
  const inferenceOf = (branch: ForcingBranch): Inference => {
    if (branch instanceof Inference) return branch;
    const inference = pool.take();
    search.infer(branch.order[0], mode, inference);
    return inference;
  };
  const run: ForcingRun = { best, level, base, candidates, inferenceOf, scratch: context.offers };
  // A node k links deep stands on k + 1 nodes or more, and a step on it has
  // at least one node more (another branch, or the clash's other side): an
  // inference may stop at depth limit - 2, where nothing can beat the best.
  const depthLimit = () => best.limit(base, 0) - 2;
  // Each candidate's "on" inference, computed once: cells and units share them.
  onCache.fill(undefined);
  const inferOn = (cell: number, digit: number): Inference => {
    const node = nodeOf(cell, digit, true);
    let inference = onCache[node];
    if (!inference) {
      inference = pool.take();
      search.infer(node, mode, inference, depthLimit());
      onCache[node] = inference;
    }
    return inference;
  };
  reachCache.fill(undefined);
  const branchOn = (cell: number, digit: number): ForcingBranch => {
    if (!graph) return inferOn(cell, digit);
    const node = nodeOf(cell, digit, true);
    let reach = reachCache[node];
    if (!reach) {
      reach = reachPool.take();
      reach.run(graph, node, depthLimit());
      reachCache[node] = reach;
    }
    return reach;
  };
  // Steps are built at the end: an "off" inference a kept step reads is not reused.
  let offInference = pool.take();
  let nishioInference = pool.take();
  fillUnitPlaces(candidates, unitPlaces);
  try {
    for (let cell = 0; cell < 81; cell++) {
      const m = candidates[cell];
      const count = POPCOUNT[m];
      if (digits[cell] !== 0 || !(count > 2 || (count > 1 && dynamic))) continue;
      cellBranches.length = 0;
      const cellCounts = !changes || changes.cellMayCount(cell);
      for (let bits = m; bits; bits &= bits - 1) {
        const digit = 32 - Math.clz32(bits & -bits);
        const on = nodeOf(cell, digit, true);
        if (!nishio && cellCounts) cellBranches.push(branchOn(cell, digit));
        if (nishio) {
          // Nishio only looks for contradictions (its inferences are not
          // kept): an assumption is followed only if its digit can clash.
          const onClash = clashes.canClash(cell, digit, true);
          const offClash = clashes.canClash(cell, digit, false);
          if (onClash) search.infer(on, mode, nishioInference, depthLimit());
          if (offClash) search.infer(on ^ 1, mode, offInference, depthLimit());
          if (onClash && offerContradiction(run, nishioInference, on))
            nishioInference = pool.take();
          if (offClash && offerContradiction(run, offInference, on ^ 1)) offInference = pool.take();
        } else if (dynamic) {
          // The "off" side only serves contradictions and double chains.
          const onInference = inferOn(cell, digit);
          search.infer(on ^ 1, mode, offInference, depthLimit());
          offerContradiction(run, onInference, on);
          let kept = offerContradiction(run, offInference, on ^ 1);
          if (count >= 3 && offerDouble(run, on, onInference, offInference)) kept = true;
          if (kept) offInference = pool.take();
        }
        if (!nishio) {
          for (let j = cell * 3; j < cell * 3 + 3; j++) {
            const u = CELL_UNITS[j];
            // The digit's places in the unit, from this cell, its first one.
            const at = unitPlaces[u * 9 + digit - 1];
            const placeCount = POPCOUNT[at];
            if (!(placeCount === 2 || (multiple && placeCount > 2))) continue;
            if (UNIT_CELLS[u * 9 + 31 - Math.clz32(at & -at)] !== cell) continue;
            if (changes && !changes.unitMayCount(u, digit)) continue;
            branches.length = 0;
            for (let p = at; p; p &= p - 1)
              branches.push(branchOn(UNIT_CELLS[u * 9 + 31 - Math.clz32(p & -p)], digit));
            offerCommon(run, branches, u);
          }
        }
      }
      if (!nishio && cellCounts && (count === 2 || (multiple && count > 2))) {
        offerCommon(run, cellBranches, -1);
      }
    }
    // Grouped chains and almost locked sets are forms of what Sudoku Explainer
    // finds here (unit and cell forcing chains), rated on the same terms.
    if (level.kind === 'multiple' && level.level === 0 && !nested) {
      offerGroupedChains(state, best, base, scratch.get(GroupedSearch));
      offerAlsXz(state, best, base, scratch.get(AlsScratch));
    }
    return best.step;
  } finally {
    pool.releaseAll();
    reachPool.releaseAll();
  }
}

/**
 * Dynamic forcing chains "+": when a chain runs dry, the first basic
 * technique with patterns standing on its removals removes more (Sudoku
 * Explainer's advanced potentials). True when something new was removed.
 */
function applyRules(
  digits: Uint8Array,
  inference: Inference,
  search: ChainSearch,
  { rulesByBoard }: ForcingScratch,
): boolean {
  let patterns = rulesByBoard.get(search.grid);
  if (!patterns) {
    patterns = rulePatterns(digits, search.grid, search.startBoard, search.unitPlaces);
    rulesByBoard.set(search.grid, patterns);
  }
  let added = false;
  for (const pattern of patterns) {
    for (const key of pattern.removals) {
      const node = nodeOf((key / 9) | 0, (key % 9) + 1, false);
      if (inference.has(node)) continue;
      inference.addByRule(node, pattern.parents, pattern.note);
      search.pushOff(node);
      added = true;
    }
  }
  return added;
}
