import { POPCOUNT, UNIT_CELLS } from '@sudoku/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CELL_UNITS } from '../geometry.js';
import { makeStep } from '../step.js';
import { BestStep } from './best-step.js';
import { type ChainMode, ChainSearch } from './chain-search.js';
import { DigitClash } from './digit-clash.js';
import { Inference, NodeTally, PEER_CELLS } from './inference.js';
import { chainDifficulty } from './length.js';
import { NODE_COUNT, nodeOf } from './potentials.js';
import { StaticGraph } from './static-graph.js';
import { StaticReach } from './static-reach.js';

/*
 * The shortcuts the chain searches take must give what the plain searches
 * give: each law compares a shortcut with the search it stands for, on
 * random pencil marks (about two candidates a cell, so links abound).
 */

const board = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 511 }), fc.integer({ min: 0, max: 511 })), {
    minLength: 81,
    maxLength: 81,
  })
  .map((pairs) => Uint16Array.from(pairs, ([a, b]) => a & b));

/** A board with an assumption on one of its candidates (a node index). */
const boardAndNode = board
  .filter((grid) => grid.some((m) => m !== 0))
  .chain((grid) => {
    const nodes: number[] = [];
    for (let cell = 0; cell < 81; cell++)
      for (let d = 0; d < 9; d++) if (grid[cell] & (1 << d)) nodes.push((cell * 9 + d) * 2);
    return fc.tuple(
      fc.constant(grid),
      fc.constantFrom(...nodes),
      fc.boolean(),
      fc.integer({ min: 1, max: 12 }),
    );
  })
  .map(([grid, off, on, depth]) => ({ grid, node: off + (on ? 1 : 0), depth }));

const STATIC: ChainMode = { cells: true, units: true, dynamic: false };
const X_MODE: ChainMode = { cells: false, units: true, dynamic: false };
const Y_MODE: ChainMode = { cells: true, units: false, dynamic: false };
const DYNAMIC: ChainMode = { cells: true, units: true, dynamic: true };
const NISHIO_MODE: ChainMode = { cells: false, units: true, dynamic: true };

function orderOf(inference: { order: ArrayLike<number>; size: number }): number[] {
  return Array.from({ length: inference.size }, (_, i) => inference.order[i]);
}

describe('chain search shortcuts', () => {
  it('a static reach meets the nodes of the static inference, in order, each at its depth', () => {
    fc.assert(
      fc.property(boardAndNode, ({ grid, node, depth }) => {
        const graph = new StaticGraph().build(grid).select(STATIC);
        const search = new ChainSearch(grid);
        for (const maxDepth of [depth, Number.POSITIVE_INFINITY]) {
          const inference = new Inference();
          search.infer(node, STATIC, inference, maxDepth);
          const reach = new StaticReach();
          reach.run(graph, node, maxDepth);
          expect(orderOf(reach)).toEqual(orderOf(inference));
          for (const n of orderOf(inference))
            expect(reach.complexity(n, NODE_COUNT)).toBe(inference.ancestors(n, new NodeTally()));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a depth-limited inference is a prefix of the full one, and the rest lies deeper', () => {
    fc.assert(
      fc.property(boardAndNode, ({ grid, node, depth }) => {
        const search = new ChainSearch(grid);
        const full = new Inference();
        search.infer(node, DYNAMIC, full);
        const cut = new Inference();
        search.infer(node, DYNAMIC, cut, depth);
        const order = orderOf(full);
        expect(orderOf(cut)).toEqual(order.slice(0, cut.size));
        if (cut.size < full.size) {
          for (const n of order.slice(cut.size)) expect(full.depthOf(n)).toBeGreaterThan(depth);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('the half-depth distance to the conjugate is the length of the chain a full search finds', () => {
    fc.assert(
      fc.property(boardAndNode, fc.integer({ min: 1, max: 24 }), ({ grid, node }, most) => {
        for (const mode of [STATIC, X_MODE, Y_MODE]) {
          const graph = new StaticGraph().build(grid).select(mode);
          const search = new ChainSearch(grid);
          const inference = new Inference();
          search.chainsFrom(node, mode, inference);
          const target = node ^ 1;
          const found = search.targets.includes(target);
          const nodes = found ? inference.ancestors(target, new NodeTally()) : 0;
          expect(graph.conjugateDistance(node, Number.POSITIVE_INFINITY)).toBe(
            found ? nodes - 1 : -1,
          );
          // With a bound: only chains of at most `most` nodes.
          const bounded = graph.conjugateDistance(node, most);
          expect(bounded).toBe(found && nodes <= most ? nodes - 1 : -1);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('the static link graph', () => {
  it("lists each node's links in the searches' order", () => {
    fc.assert(
      fc.property(board, (grid) => {
        const graph = new StaticGraph().build(grid).select(STATIC);
        for (let cell = 0; cell < 81; cell++) {
          for (let d = 1; d <= 9; d++) {
            const bit = 1 << (d - 1);
            const on = nodeOf(cell, d, true);
            const expected: Record<number, number[]> = { [on]: [], [on ^ 1]: [] };
            if (grid[cell] & bit) {
              // An on's offs: the cell's other digits, then its peers holding d (box, row, column).
              for (let e = 1; e <= 9; e++)
                if (e !== d && grid[cell] & (1 << (e - 1)))
                  expected[on].push(nodeOf(cell, e, false));
              for (let i = cell * 20; i < cell * 20 + 20; i++)
                if (grid[PEER_CELLS[i]] & bit) expected[on].push(nodeOf(PEER_CELLS[i], d, false));
              // An off's ons: the cell's last candidate, then d's last place in box, row, column.
              if (POPCOUNT[grid[cell]] === 2)
                expected[on ^ 1].push(nodeOf(cell, 32 - Math.clz32(grid[cell] & ~bit), true));
              for (let j = cell * 3; j < cell * 3 + 3; j++) {
                const u = CELL_UNITS[j];
                const places = UNIT_CELLS.slice(u * 9, u * 9 + 9).filter((c) => grid[c] & bit);
                if (places.length === 2)
                  expected[on ^ 1].push(
                    nodeOf(places[0] === cell ? places[1] : places[0], d, true),
                  );
              }
            }
            for (const node of [on, on ^ 1])
              expect(Array.from(graph.next.subarray(graph.first[node], graph.last[node]))).toEqual(
                expected[node],
              );
          }
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('chains known to be missing', () => {
  it('a graph searched from every node in turn answers as a fresh graph does for each', () => {
    fc.assert(
      fc.property(board, fc.integer({ min: 1, max: 24 }), (grid, most) => {
        for (const mode of [STATIC, X_MODE, Y_MODE]) {
          // One graph remembers the nodes its exhausted searches reached; the other forgets them (select) before each search.
          const marked = new StaticGraph().build(grid).select(mode);
          const fresh = new StaticGraph().build(grid);
          for (let node = 0; node < NODE_COUNT; node++) {
            const limit = node % 3 === 0 ? most : Number.POSITIVE_INFINITY;
            fresh.select(mode);
            expect(marked.conjugateDistance(node, limit)).toBe(
              fresh.conjugateDistance(node, limit),
            );
          }
        }
      }),
      { numRuns: 15 },
    );
  });
});

describe('chains and loops kept through a set of strong links', () => {
  it('keep every chain and loop through one of them, and find no chain shorter than the shortest', () => {
    fc.assert(
      fc.property(board, fc.array(fc.nat(NODE_COUNT - 1), { maxLength: 6 }), (grid, picked) => {
        for (const mode of [STATIC, X_MODE, Y_MODE]) {
          const graph = new StaticGraph().build(grid).select(mode);
          // Links chosen by their off end; both ends' offs are targets.
          const links: [number, number][] = [];
          for (const node of picked) {
            const off = node & ~1;
            if (graph.first[off] < graph.last[off]) links.push([off, graph.next[graph.first[off]]]);
          }
          const targets = Int32Array.from(links.flatMap(([off, on]) => [off, on ^ 1]));
          graph.keepThrough(targets, 0, targets.length);
          const kept = links.flatMap(([off, on]) => [
            [off, on],
            [on ^ 1, off ^ 1],
          ]);
          // Links from every node, by a plain breadth-first search over the same links.
          const distancesFrom = (from: number): Map<number, number> => {
            const distance = new Map([[from, 0]]);
            const queue = [from];
            for (let i = 0; i < queue.length; i++) {
              const x = queue[i];
              for (let e = graph.first[x]; e < graph.last[x]; e++) {
                const y = graph.next[e];
                if (!distance.has(y)) {
                  distance.set(y, distance.get(x)! + 1);
                  queue.push(y);
                }
              }
            }
            return distance;
          };
          const fromHead = new Map(kept.map(([, on]) => [on, distancesFrom(on)]));
          for (let node = 0; node < NODE_COUNT; node += 5) {
            const fromNode = distancesFrom(node);
            // The shortest chain to ¬node (or loop back to node) through a kept link, in links.
            const through = (end: number) =>
              Math.min(
                ...kept.map(([off, on]) =>
                  fromNode.has(off) && fromHead.get(on)!.has(end)
                    ? fromNode.get(off)! + 1 + fromHead.get(on)!.get(end)!
                    : Number.POSITIVE_INFINITY,
                ),
              );
            const shortest = new StaticGraph()
              .build(grid)
              .select(mode)
              .conjugateDistance(node, Number.POSITIVE_INFINITY);
            const found = graph.conjugateDistance(node, Number.POSITIVE_INFINITY);
            if (through(node ^ 1) < Number.POSITIVE_INFINITY) {
              expect(found).toBeGreaterThanOrEqual(shortest);
              expect(found).toBeLessThanOrEqual(through(node ^ 1));
            } else if (found !== -1) expect(found).toBeGreaterThanOrEqual(shortest);
            if (through(node) < Number.POSITIVE_INFINITY) expect(graph.mayLoop(node)).toBe(true);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('Nishio clash check', () => {
  it('says a digit can clash exactly when the units-only dynamic search from the assumption clashes', () => {
    fc.assert(
      fc.property(boardAndNode, ({ grid, node }) => {
        const search = new ChainSearch(grid);
        const inference = new Inference();
        search.infer(node, NISHIO_MODE, inference);
        const cell = ((node >> 1) / 9) | 0;
        const digit = ((node >> 1) % 9) + 1;
        const clash = new DigitClash().load(grid).canClash(cell, digit, (node & 1) === 1);
        expect(clash).toBe(inference.conflict >= 0);
      }),
      { numRuns: 400 },
    );
  });
});

describe('BestStep limits', () => {
  it('limit is the most nodes a step of that base and kind can have and still be kept', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 65, max: 95 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 65, max: 95 }),
        fc.integer({ min: 0, max: 9 }),
        (bestBase, bestNodes, bestKind, base, kind) => {
          const best = new BestStep();
          const difficulty = chainDifficulty(bestBase / 10, bestNodes);
          best.offer(difficulty, bestNodes, bestKind, () =>
            makeStep({ technique: 'nishio', name: 'x', difficulty, explanation: 'x.' }),
          );
          const limit = best.limit(base / 10, kind);
          const keeps = (n: number) => best.beats(chainDifficulty(base / 10, n), n, kind);
          if (limit > 0) expect(keeps(limit)).toBe(true);
          expect(keeps(limit + 1)).toBe(false);
        },
      ),
    );
  });
});
