import type { CandidateState } from '../candidate-state.js';
import { type CellMask, dropUnit, emptyCellMask, maskCells } from '../cell-mask.js';
import { lostDigits } from '../changes.js';
import { type SearchScratch, scratchOf } from '../search-scratch.js';
import type { Step, TechniqueId } from '../step.js';
import { defineTechnique } from '../technique.js';
import { type Link, type Node, StrongLinkGraphs, sharedUnit } from './strong-link-graph.js';
import {
  isLex,
  linkSetMask,
  permutationRank,
  strongLinksDifficulty,
  suffixOf,
} from './strong-link-order.js';
import { type Found, toStep } from './strong-link-steps.js';

/**
 * Single-digit chains of 2, 3 or 4 strong links (Sukaku Explainer's
 * StrongLinks): in each of n units the digit has two places (or two groups of
 * places: an empty rectangle in a box, or two box segments of a line), and the
 * end of each link shares a unit with the start of the next, so one of the
 * chain's two ends holds the digit and it leaves every cell that sees both.
 * With two links: skyscraper (two parallel lines, 4.0), two-string kite (a row
 * and a column, 4.1), turbot fish (a box and a line, 4.1), and with a grouped
 * link the empty rectangle and grouped forms (4.3); three links rate 5.4-5.7,
 * four 5.8-6.1. As the reference does, every chain is found and the easiest,
 * then the one with the most eliminations, is taken (ties: shape name, then
 * the reference's scan order).
 */

function better(a: Found, b: Found | undefined): boolean {
  if (!b) return true;
  if (a.difficulty !== b.difficulty) return a.difficulty < b.difficulty;
  if (a.count !== b.count) return a.count > b.count;
  if (a.suffix !== b.suffix) return a.suffix < b.suffix;
  for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i] < b.key[i];
  return false;
}

/** Suffix and difficulty of each chain shape (grouped links, kinds in order), by chain length. */
const SHAPES = [0, 1, 2, 3, 4].map(() => new Map<number, { suffix: string; difficulty: number }>());

/**
 * The least difficulty a chain can reach once it holds these links: grouped
 * links add 0.3, a box or a row with a column at least 0.1. Chains that cannot
 * beat the best one found are not followed (the step taken is unchanged).
 */
function floorDifficulty(n: number, grouped: number, kinds: number): number {
  const base = strongLinksDifficulty(n, '011');
  if (grouped > 0) return base + 0.3;
  return kinds & 1 || kinds === 6 ? base + 0.1 : base;
}

/**
 * Counts (and with `out`, lists) the cells of `cells` (the digit's) that see
 * every cell of both nodes, outside the chain's units (its links' and, with
 * `shares`, the units between them); `found` is room to work in.
 */
function victims(
  a: Node,
  b: Node,
  links: readonly Link[],
  shares: readonly number[] | undefined,
  cells: CellMask,
  found: CellMask,
  out?: number[],
): number {
  found[0] = cells[0] & a.sees[0] & b.sees[0];
  found[1] = cells[1] & a.sees[1] & b.sees[1];
  found[2] = cells[2] & a.sees[2] & b.sees[2];
  for (const link of links) dropUnit(found, link.unit);
  if (shares) for (const u of shares) dropUnit(found, u);
  if (out) for (const cell of maskCells(found)) if (!out.includes(cell)) out.push(cell);
  let n = 0;
  for (let w = 0; w < 3; w++) for (let m = found[w]; m; m &= m - 1) n++;
  return n;
}

/** Evaluates a complete chain the way the reference does; undefined when it is no better than `best`. */
function evaluate(
  d: number,
  digitCells: CellMask,
  found: CellMask,
  links: Link[],
  entries: number[],
  shares: number[],
  best: Found | undefined,
): Found | undefined {
  const n = links.length;
  const start = links[0].nodes[entries[0]];
  const end = links[n - 1].nodes[1 - entries[n - 1]];
  const loop = sharedUnit(start, end);
  // Most chains remove nothing: the cheapest test first.
  if (loop < 0 && victims(start, end, links, shares, digitCells, found) === 0) return undefined;
  // q[i]: the scan depth of chain link i (links sorted by kind, then scan order).
  const q = [0, 0, 0, 0].slice(0, n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const a = links[j];
      const b = links[i];
      if (a.kind < b.kind || (a.kind === b.kind && a.order < b.order)) q[i]++;
    }
  }
  if (!isLex(q)) return undefined; // the reverse of this chain is the one the reference reads
  if (loop >= 0 && (entries[0] !== 0 || links.some((l) => l.number < links[0].number)))
    return undefined;
  let code = 0;
  for (let i = 0; i < n; i++) code = code * 3 + links[i].kind;
  for (const l of links) if (l.grouped) code += 81;
  let shape = SHAPES[n].get(code);
  if (!shape) {
    const suffix = suffixOf(
      Math.floor(code / 81),
      links.map((l) => l.kind),
    );
    shape = { suffix, difficulty: strongLinksDifficulty(n, suffix) };
    SHAPES[n].set(code, shape);
  }
  const { suffix, difficulty } = shape;
  if (best && difficulty > best.difficulty) return undefined;
  const exits = (w: number) => links[w].nodes[1 - entries[w]];
  const enters = (w: number) => links[w].nodes[entries[w]];
  let count: number;
  if (loop >= 0) {
    count = victims(start, end, links, undefined, digitCells, found);
    for (let w = 0; w + 1 < n; w++)
      count += victims(exits(w), enters(w + 1), links, undefined, digitCells, found);
  } else {
    count = victims(start, end, links, shares, digitCells, found);
  }
  if (count === 0) return undefined;
  if (best && difficulty === best.difficulty && count < best.count) return undefined;
  const eliminations: number[] = [];
  if (loop >= 0) {
    victims(start, end, links, undefined, digitCells, found, eliminations);
    for (let w = 0; w + 1 < n; w++)
      victims(exits(w), enters(w + 1), links, undefined, digitCells, found, eliminations);
  } else {
    victims(start, end, links, shares, digitCells, found, eliminations);
  }
  const byDepth = links.map((_, i) => links[q.indexOf(i)]);
  const key = [
    linkSetMask(byDepth.map((l) => l.kind)),
    d,
    ...byDepth.map((l) => l.order),
    permutationRank(q),
    entries.reduce((acc, x) => acc * 2 + x, 0),
  ];
  return {
    digit: d + 1,
    links: [...links],
    entries: [...entries],
    shares: [...shares],
    loop,
    eliminations,
    count,
    suffix,
    difficulty,
    key,
  };
}

/**
 * The easiest chain of n strong links on the board, by the reference's
 * ordering. With `since` (see `StepContext.since`), only digits that lost a
 * candidate since: a chain of another digit stands on places all there
 * before, where it removed nothing.
 */
export function findStrongLinks(
  state: CandidateState,
  n: 2 | 3 | 4,
  since: Uint16Array | undefined,
  scratch: SearchScratch,
): Step | undefined {
  let best: Found | undefined;
  const digits = since ? lostDigits(since, state) : 0x1ff;
  if (digits === 0) return undefined;
  const graphs = scratch.get(StrongLinkGraphs);
  const victimCells = emptyCellMask();
  for (let d = 0; d < 9; d++) {
    if (!(digits & (1 << d))) continue;
    const { links, next, cells } = graphs.of(state, d);
    if (links.length < n) continue;
    const chain: Link[] = [];
    const entries: number[] = [];
    const shares: number[] = [];
    const used = emptyCellMask();
    // Follows the chain from link i, entered by node `entry`.
    // `grouped` and `kinds` count the chain's grouped links and gather its link kinds so far.
    const extend = (i: number, entry: number, grouped: number, kinds: number) => {
      const link = links[i];
      const p = link.places;
      if (used[0] & p[0] || used[1] & p[1] || used[2] & p[2]) return;
      if (link.grouped) grouped++;
      kinds |= 1 << link.kind;
      if (best && floorDifficulty(n, grouped, kinds) > best.difficulty + 1e-9) return;
      chain.push(link);
      entries.push(entry);
      if (chain.length === n) {
        const found = evaluate(d, cells, victimCells, chain, entries, shares, best);
        if (found && better(found, best)) best = found;
      } else {
        used[0] |= p[0];
        used[1] |= p[1];
        used[2] |= p[2];
        for (const step of next[i * 2 + entry]) {
          shares.push(step & 31);
          extend(step >> 6, (step >> 5) & 1, grouped, kinds);
          shares.pop();
        }
        used[0] &= ~p[0];
        used[1] &= ~p[1];
        used[2] &= ~p[2];
      }
      chain.pop();
      entries.pop();
    };
    for (let i = 0; i < links.length; i++) {
      extend(i, 0, 0, 0);
      extend(i, 1, 0, 0);
    }
  }
  return best && toStep(state, best, n);
}

/** The kinds of step n strong links make (see strong-link-steps.ts nameOf). */
const STRONG_LINK_STEPS: Record<2 | 3 | 4, readonly TechniqueId[]> = {
  2: ['skyscraper', 'two-string-kite', 'turbot-fish', 'empty-rectangle', 'finned-x-wing'],
  3: ['three-strong-links', 'finned-swordfish'],
  4: ['four-strong-links', 'finned-jellyfish'],
};

function strongLinksTechnique(n: 2 | 3 | 4, id: string, name: string) {
  const low = strongLinksDifficulty(n, '011');
  return defineTechnique(
    { id, name, difficulty: [low, Math.round((low + 0.3) * 10) / 10], steps: STRONG_LINK_STEPS[n] },
    (state, context) => findStrongLinks(state, n, context.since, scratchOf(context)),
  );
}

export const TWO_STRONG_LINKS = strongLinksTechnique(
  2,
  'two-strong-links',
  'Skyscraper, kite, turbot fish, empty rectangle',
);
export const THREE_STRONG_LINKS = strongLinksTechnique(
  3,
  'three-strong-links',
  'Three strong links',
);
export const FOUR_STRONG_LINKS = strongLinksTechnique(4, 'four-strong-links', 'Four strong links');
