import { pollBudget } from '../budget.js';
import { NODE_COUNT } from './potentials.js';
import type { StaticGraph } from './static-graph.js';

/**
 * What a static inference reaches, without its parents: the nodes in the
 * order reached and how many links each is from the assumption. In a static
 * inference every node has one parent, so the nodes a conclusion stands on
 * (its complexity) are its depth plus one; the inference itself, with its
 * causes, is rebuilt only for a step that is kept.
 */
export class StaticReach {
  /** `queue`: pending ons (front half) and offs (back half) of `run`, shared by the reaches of one search. */
  constructor(private readonly queue = new Int16Array(NODE_COUNT * 2)) {}
  readonly order = new Int16Array(NODE_COUNT);
  size = 0;
  private readonly depthOf = new Uint16Array(NODE_COUNT);
  private readonly reached = new Int32Array((NODE_COUNT + 31) >> 5);

  has(node: number): boolean {
    return ((this.reached[node >> 5] >>> (node & 31)) & 1) === 1;
  }

  /** Nodes `node` stands on, itself included (the limit is not needed, nor a tally: the count is exact). */
  complexity(node: number, _limit: number): number {
    return this.depthOf[node] + 1;
  }

  /**
   * The same nodes, in the same order, as `ChainSearch.infer` reaches from
   * `assumption` in a static search over `graph`'s links (each on's offs,
   * then, an off at a time, its ons and what they imply), stopping at a
   * clash or at the first off `maxDepth` links deep.
   */
  run(graph: StaticGraph, assumption: number, maxDepth: number): void {
    pollBudget();
    const { order, depthOf, reached } = this;
    const { first, last, next } = graph;
    reached.fill(0);
    const { queue } = this;
    // Ons and offs share the queue: ons from its front half, offs from its back half.
    let onHead = 0;
    let onTail = 0;
    let offHead = NODE_COUNT;
    let offTail = NODE_COUNT;
    reached[assumption >> 5] |= 1 << (assumption & 31);
    depthOf[assumption] = 0;
    order[0] = assumption;
    let size = 1;
    if (assumption & 1) queue[onTail++] = assumption;
    else queue[offTail++] = assumption;
    for (;;) {
      let from: number;
      if (onHead < onTail) from = queue[onHead++];
      else if (offHead < offTail) {
        from = queue[offHead++];
        if (depthOf[from] >= maxDepth) break;
      } else break;
      const depth = depthOf[from] + 1;
      const toOn = (from & 1) === 0;
      let clash = false;
      for (let e = first[from], end = last[from]; e < end; e++) {
        const node = next[e];
        const conjugate = node ^ 1;
        if ((reached[conjugate >> 5] >>> (conjugate & 31)) & 1) {
          clash = true;
          break;
        }
        if ((reached[node >> 5] >>> (node & 31)) & 1) continue;
        reached[node >> 5] |= 1 << (node & 31);
        depthOf[node] = depth;
        order[size++] = node;
        if (toOn) queue[onTail++] = node;
        else queue[offTail++] = node;
      }
      if (clash) break;
    }
    this.size = size;
  }
}
