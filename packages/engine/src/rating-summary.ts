import { BEYOND_LADDER_RATING } from './ladder.js';
import type { Step, TechniqueId } from './step.js';

/** What a rating says of a solve's steps. */
export interface StepSummary {
  rating: number;
  hardest: TechniqueId | undefined;
  pearl: number;
  diamond: number;
  techniqueCounts: Partial<Record<TechniqueId, number>>;
}

/**
 * Sudoku Explainer's three numbers of a solve: the hardest step (ER), the
 * hardest up to the first placement (EP) and the first (ED). `beyond`: the
 * techniques got stuck on a puzzle with one solution, so the step they could
 * not find is harder than any they have, and each number it would have
 * counted is at least `BEYOND_LADDER_RATING`.
 */
export function summarizeSteps(steps: readonly Step[], beyond: boolean): StepSummary {
  const techniqueCounts: Partial<Record<TechniqueId, number>> = {};
  let rating = 0;
  let hardest: TechniqueId | undefined;
  let pearl = 0;
  let placed = false;
  for (const step of steps) {
    techniqueCounts[step.technique] = (techniqueCounts[step.technique] ?? 0) + 1;
    if (step.difficulty > rating) {
      rating = step.difficulty;
      hardest = step.technique;
    }
    if (!placed) {
      pearl = rating;
      placed = step.placements.length > 0;
    }
  }
  let diamond = steps.length > 0 ? steps[0].difficulty : 0;
  if (beyond) {
    rating = Math.max(rating, BEYOND_LADDER_RATING);
    if (!placed) pearl = Math.max(pearl, BEYOND_LADDER_RATING);
    if (steps.length === 0) diamond = BEYOND_LADDER_RATING;
  }
  return { rating, hardest, pearl, diamond, techniqueCounts };
}
