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
  step: Step | undefined;

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
   * The most nodes a chain with this base difficulty can have and still be
   * kept: searches stop growing chains past it.
   */
  maxComplexity(base: number): number {
    if (this.difficulty === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY;
    let c = 1;
    while (c < 100_000 && chainDifficulty(base, c + 1) <= this.difficulty) c++;
    return chainDifficulty(base, c) <= this.difficulty ? c : 0;
  }

  offer(difficulty: number, complexity: number, sortKey: number, build: () => Step): void {
    if (!this.beats(difficulty, complexity, sortKey)) return;
    this.difficulty = difficulty;
    this.complexity = complexity;
    this.sortKey = sortKey;
    this.step = build();
  }
}
