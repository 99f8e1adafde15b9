import type { Step } from '../step.js';
import { chainDifficulty } from './length.js';

/**
 * The easiest of a technique's steps, the way Sudoku Explainer sorts its
 * chains: by difficulty, then complexity (nodes), then kind, and the first
 * found among equals. A step is built only when it beats the best so far.
 */
export class BestStep {
  private difficulty = Number.POSITIVE_INFINITY;
  private complexity = 0;
  private sortKey = 0;
  /** The step kept, built when first read. */
  private build: (() => Step) | undefined;
  private built: Step | undefined;
  /**
   * `maxComplexity` and `limit` answers for the current best, as (key,
   * value) pairs: a search asks for a few kinds of chain, millions of times,
   * so a short list beats a map (and allocates nothing).
   */
  private readonly cachedKeys: number[] = [];
  private readonly cachedValues: number[] = [];

  /** True when a step of this rank would be kept (so it is worth building). */
  beats(difficulty: number, complexity: number, sortKey: number): boolean {
    if (difficulty !== this.difficulty) return difficulty < this.difficulty;
    if (complexity !== this.complexity) return complexity < this.complexity;
    return sortKey < this.sortKey;
  }

  /** The difficulty to beat (infinity until a step is found). */
  get bound(): number {
    return this.difficulty;
  }

  /**
   * The most nodes a chain with this base difficulty can have and not be
   * harder than the best step (at most 100 000; infinity until a step is
   * found): searches stop growing chains past it.
   */
  maxComplexity(base: number): number {
    if (this.difficulty === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY;
    const key = cacheKey(base, 15);
    const at = this.cachedKeys.indexOf(key);
    if (at >= 0) return this.cachedValues[at];
    return this.remember(key, mostNodes(this, base, -1));
  }

  /**
   * The most nodes a chain of this base difficulty and kind can have and
   * still beat the best step (infinity until a step is found): searches and
   * counts stop past it.
   */
  limit(base: number, sortKey: number): number {
    if (this.difficulty === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY;
    const key = cacheKey(base, sortKey);
    const at = this.cachedKeys.indexOf(key);
    if (at >= 0) return this.cachedValues[at];
    return this.remember(key, mostNodes(this, base, sortKey));
  }

  private remember(key: number, value: number): number {
    this.cachedKeys.push(key);
    this.cachedValues.push(value);
    return value;
  }

  /**
   * Keeps the step when it beats the best so far. `build` runs once, when
   * the step is read: what it reads must not change in between.
   */
  offer(difficulty: number, complexity: number, sortKey: number, build: () => Step): void {
    if (!this.beats(difficulty, complexity, sortKey)) return;
    this.difficulty = difficulty;
    this.complexity = complexity;
    this.sortKey = sortKey;
    this.build = build;
    this.built = undefined;
    this.cachedKeys.length = 0;
    this.cachedValues.length = 0;
  }

  /** The easiest step offered, or undefined. */
  get step(): Step | undefined {
    if (this.build) {
      this.built = this.build();
      this.build = undefined;
    }
    return this.built;
  }
}

/**
 * The most nodes a chain of base difficulty `base` can have and still beat
 * `best` (of kind `sortKey`), or not be harder than it (`sortKey` -1, at most
 * 100 000). Outside the class: a closure over the caller's arguments would
 * cost the caller an allocation on every call, cached or not.
 */
function mostNodes(best: BestStep, base: number, sortKey: number): number {
  if (sortKey < 0) return lastTrue((n) => n <= 100_000 && chainDifficulty(base, n) <= best.bound);
  return lastTrue((n) => best.beats(chainDifficulty(base, n), n, sortKey));
}

/** A cache key: a base difficulty in tenths and a kind (0-15). */
function cacheKey(base: number, sortKey: number): number {
  return Math.round(base * 10) * 16 + sortKey;
}

/**
 * The largest n ≥ 1 for which `holds` is true, or 0: `holds` must be true up
 * to some point and false after it (longer chains never rank better).
 */
function lastTrue(holds: (n: number) => boolean): number {
  let low = 0;
  let high = 1;
  while (holds(high)) {
    low = high;
    high *= 2;
  }
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (holds(middle)) low = middle;
    else high = middle;
  }
  return low;
}
