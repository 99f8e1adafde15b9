import type { Grid } from '@sudoku/core';
import type { Difficulty, Step, TechniqueName } from './step.js';
import { solveLogically, TECHNIQUES, techniqueOf } from './step-solver.js';

/** How hard a puzzle is for a person, from the hardest technique it needs. */
export interface Rating {
  /** easy: singles only; medium: + locked candidates, pairs, triples; hard: + X-Wing, XY-Wing, Swordfish; expert: needs more (or guessing). */
  difficulty: Difficulty;
  /** The hardest technique used (by the order of the scale), or undefined when nothing was needed. */
  hardestTechnique?: TechniqueName;
  /** Every step of the logical solve, in order. */
  steps: Step[];
  /** How many steps of each technique were applied. */
  techniqueCounts: Partial<Record<TechniqueName, number>>;
  /** True when the techniques solved the whole grid. */
  solvedLogically: boolean;
}

const RANK: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2, expert: 3 };
// The scale order of the step solver: the later a technique, the harder.
const ORDER: TechniqueName[] = TECHNIQUES.map((t) => t.name);

/**
 * Rates a puzzle by solving it with the step solver. A puzzle the techniques
 * cannot finish (it needs harder logic, guessing, or has several solutions or
 * none) is `expert`. Throws `SUDOKU_BAD_GRID` when the givens repeat a digit.
 */
export function ratePuzzle(grid: Grid): Rating {
  const { status, steps } = solveLogically(grid);
  const techniqueCounts: Partial<Record<TechniqueName, number>> = {};
  let hardest = -1;
  let difficulty: Difficulty = 'easy';
  for (const step of steps) {
    techniqueCounts[step.technique] = (techniqueCounts[step.technique] ?? 0) + 1;
    const order = ORDER.indexOf(step.technique);
    if (order > hardest) hardest = order;
    const level = techniqueOf(step.technique).difficulty;
    if (RANK[level] > RANK[difficulty]) difficulty = level;
  }
  const solvedLogically = status === 'solved';
  return {
    difficulty: solvedLogically ? difficulty : 'expert',
    hardestTechnique: hardest >= 0 ? ORDER[hardest] : undefined,
    steps,
    techniqueCounts,
    solvedLogically,
  };
}

/** Distance between two difficulties on the scale (0 = same). */
export function difficultyDistance(a: Difficulty, b: Difficulty): number {
  return Math.abs(RANK[a] - RANK[b]);
}
