import type { Step } from '../step.js';

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

  offer(difficulty: number, complexity: number, sortKey: number, build: () => Step): void {
    if (!this.beats(difficulty, complexity, sortKey)) return;
    this.difficulty = difficulty;
    this.complexity = complexity;
    this.sortKey = sortKey;
    this.step = build();
  }
}
