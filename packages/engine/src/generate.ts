import { countGivens, type Grid, type Solver } from '@sudoku/core';
import { budgetFrom, type StopReason, withBudget } from './budget.js';
import { hasUniqueSolution } from './count.js';
import { DEFAULT_ATTEMPTS } from './default-attempts.js';
import { checkOptions, type GeneratedPuzzle, type GenerateOptions } from './generate-options.js';
import { LADDER } from './ladder.js';
import { createRandom, freshSeed, type Random } from './random.js';
import { randomCompletedGrid } from './random-grid.js';
import { expectRated, type RatedPuzzle, ratePuzzle } from './rating.js';
import { DIFFICULTY_RANGES, type TechniqueId } from './step.js';
import { type Symmetry, symmetryOrbits } from './symmetry.js';
import { stepsOf } from './technique.js';

/** Holes per box of a grid. */
function holesByBox(grid: Grid): number[] {
  const holes = new Array<number>(9).fill(0);
  for (let i = 0; i < 81; i++)
    if (grid[i] === 0) holes[Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3)]++;
  return holes;
}

/**
 * Holes aimed at when a rating range is asked for without a givens count:
 * easy puzzles need many givens, so those keep to the GUI rule's easier half;
 * anything harder is cut down to a minimal puzzle, where hard ones live.
 */
const EASY_HOLES: [number, number] = [30, 45];
const ANY_HOLES: [number, number] = [30, 60];

/**
 * The rating interval asked for, as [min, max) (a word's range) or [min, max]
 * (numbers, or the difficulties a technique's steps can have, when the
 * hardest step must also be of that kind).
 */
interface Target {
  min: number;
  max: number;
  closed: boolean;
  label: string;
  technique?: TechniqueId;
}

function targetOf(options: GenerateOptions): Target | undefined {
  const { technique } = options;
  if (technique) {
    const takers = LADDER.filter((t) => stepsOf(t).includes(technique));
    return {
      min: Math.min(...takers.map((t) => t.difficulty[0])),
      max: Math.max(...takers.map((t) => t.difficulty[1])),
      closed: true,
      label: `whose hardest step is ${technique}`,
      technique,
    };
  }
  if (options.rating) {
    const [min, max] = options.rating;
    return { min, max, closed: true, label: `rated ${min.toFixed(1)}-${max.toFixed(1)}` };
  }
  if (options.difficulty) {
    const [min, max] = DIFFICULTY_RANGES[options.difficulty];
    return { min, max, closed: false, label: options.difficulty };
  }
  return undefined;
}

/** How far a rating is from the target (0 inside; a hardest step of another kind misses a little). */
function missBy(target: Target, rating: RatedPuzzle): number {
  const value = rating.rating;
  if (value < target.min) return target.min - value;
  if (target.closed ? value > target.max : value >= target.max) return value - target.max + 0.01;
  if (target.technique && rating.hardestTechnique !== target.technique) return 0.01;
  return 0;
}

interface Cut {
  puzzle: Grid;
  solution: Grid;
  target: number;
}

/** Where removal stops: at `stopAt` givens or below, never below `floor`. */
interface Bounds {
  stopAt: number;
  floor: number;
}

/**
 * One puzzle cut from a fresh completed grid: orbits of the symmetry are
 * tried in random order and removed when the puzzle stays unique (or always,
 * in `unique: false` mode) until the givens reach `stopAt`, never going
 * below `floor` (an exact target has both equal; the GUI rule lets a big
 * symmetric orbit overshoot its random target but not the 60-hole bound).
 * With `boxRule`, orbits touching a box with fewer than 2 holes go first.
 */
function cutPuzzle(
  random: Random,
  symmetry: Symmetry,
  { stopAt, floor }: Bounds,
  unique: boolean,
  boxRule: boolean,
  solver: Solver | undefined,
): Cut {
  const solution = randomCompletedGrid(random);
  const puzzle = Uint8Array.from(solution);
  const orbits = random.shuffle(symmetryOrbits(symmetry).slice());
  let givens = 81;
  const tryRemove = (orbit: readonly number[]): void => {
    if (givens - orbit.length < floor) return;
    for (const cell of orbit) puzzle[cell] = 0;
    if (!unique || hasUniqueSolution(puzzle, { solver })) {
      givens -= orbit.length;
    } else {
      for (const cell of orbit) puzzle[cell] = solution[cell];
    }
  };
  if (boxRule) {
    for (const orbit of orbits) {
      const holes = holesByBox(puzzle);
      if (
        orbit.some(
          (cell) =>
            puzzle[cell] !== 0 && holes[Math.floor(cell / 27) * 3 + Math.floor((cell % 9) / 3)] < 2,
        )
      ) {
        tryRemove(orbit);
      }
    }
  }
  for (const orbit of orbits) {
    if (givens <= stopAt) break;
    if (puzzle[orbit[0]] !== 0) tryRemove(orbit);
  }
  return { puzzle, solution, target: stopAt };
}

/**
 * Attempts when the caller gives none: 10 for a givens target; 300 for a
 * rating range; 3,000 for one that starts at 9.0 or above, where about one
 * minimal puzzle in 800 rates (mean over 40 seeds), so that it is met about
 * 97% of the time rather than about 30%, and for a technique, since some
 * are rarely the hardest step (an X-Wing about one puzzle in 400, a
 * jellyfish one in thousands; docs/performance.md).
 */
function defaultAttempts(target: Target | undefined): number {
  if (!target) return DEFAULT_ATTEMPTS.givens;
  return target.technique || target.min >= DIFFICULTY_RANGES.extreme[0]
    ? DEFAULT_ATTEMPTS.rare
    : DEFAULT_ATTEMPTS.range;
}

/**
 * A new puzzle (see {@link GenerateOptions}). Deterministic for a seed and
 * options. Unique puzzles are checked by counting solutions up to 2 after
 * every removal; a failed removal is final, since removing more clues only
 * adds solutions, so one pass over the orbits gives a minimal puzzle. For a
 * rating range, puzzles are rated with a ceiling (the solve stops at the
 * first step above the range), and the one returned is rated in full unless
 * its quick rating already was.
 */
export function generatePuzzle(given: GenerateOptions = {}): GeneratedPuzzle {
  const options = checkOptions(given);
  const unique = options.unique ?? true;
  const symmetry = options.symmetry ?? 'none';
  const seed = options.seed === undefined ? freshSeed() : String(options.seed);
  const random = createRandom(seed);
  const { solver } = options;
  const target = targetOf(options);
  const explicit = options.givens;
  // Hard puzzles are minimal ones: a rating above the easy range cuts to minimal.
  const minimal =
    options.minimal === true ||
    (target !== undefined && explicit === undefined && target.min >= 2.0);
  const maxAttempts = options.maxAttempts ?? defaultAttempts(target);
  const [low, high] = target ? EASY_HOLES : ANY_HOLES;

  // The classic GUI rule (no givens target): 30-60 holes, 2+ per box.
  const boxRule = explicit === undefined && !minimal;
  const crampedIn = (cut: Cut): number =>
    boxRule ? holesByBox(cut.puzzle).filter((h) => h < 2).length : 0;
  let attempts = 0;
  const attempt = (cut: Cut): number => {
    const givens = countGivens(cut.puzzle);
    // Lower is better: first the GUI rule (cutPuzzle opens every box it can,
    // but a box whose every removal breaks uniqueness stays cramped, so that
    // grid is rejected here), then the distance to the rating range, then to
    // the givens target.
    const crampedBoxes = crampedIn(cut);
    const missGivens = minimal || explicit === undefined ? 0 : Math.abs(givens - cut.target);
    let missRating = 0;
    // A quick rating that no step took past the ceiling is the full rating.
    let rated: RatedPuzzle | undefined;
    if (target) {
      const quick = expectRated(
        ratePuzzle(cut.puzzle, { assumeUnique: true, ceiling: target.max }),
      );
      missRating = missBy(target, quick);
      if (quick.steps.every((step) => step.difficulty <= target.max)) rated = quick;
    }
    const score = crampedBoxes * 10_000 + Math.ceil(missRating * 10) * 100 + missGivens;
    if (score < best.score) best = { cut, score, crampedBoxes, rated };
    options.onAttempt?.(attempts);
    return score;
  };
  const cutOne = (): Cut => {
    attempts++;
    const aim = minimal ? 0 : (explicit ?? 81 - (low + random.int(high - low + 1)));
    const floor = explicit === undefined && !minimal ? 81 - high : aim;
    return cutPuzzle(random, symmetry, { stopAt: aim, floor }, unique, boxRule, solver);
  };
  // The first cut is made whatever the budget (tens of milliseconds at
  // most), so a stopped call still has a puzzle to return.
  const budgetLeft = budgetFrom(options);
  const first = cutOne();
  let best: { cut: Cut; score: number; crampedBoxes: number; rated: RatedPuzzle | undefined } = {
    cut: first,
    score: Infinity,
    crampedBoxes: crampedIn(first),
    rated: undefined,
  };
  const stopped = withBudget(
    budgetLeft(),
    (): StopReason | undefined => {
      if (attempt(first) === 0) return undefined;
      while (attempts < maxAttempts) if (attempt(cutOne()) === 0) break;
      return undefined;
    },
    (reason) => reason,
  );
  const { cut, crampedBoxes, rated } = best;
  const tries = `${attempts} attempt${attempts === 1 ? '' : 's'}`;
  const givens = countGivens(cut.puzzle);
  // The full rating of the puzzle chosen spends what is left of the budget (its status says when it was cut short).
  const rating = unique
    ? (rated ?? expectRated(ratePuzzle(cut.puzzle, { assumeUnique: true, ...budgetLeft() })))
    : undefined;
  const notes: string[] = [];
  if (explicit !== undefined && givens !== explicit) {
    notes.push(
      `could not reach ${explicit} givens${symmetry === 'none' ? '' : ` with ${symmetry} symmetry`} in ${tries}; the closest has ${givens}`,
    );
  }
  if (crampedBoxes > 0) {
    notes.push(
      `could not keep 2 holes in every box in ${tries}; ${crampedBoxes} box${crampedBoxes === 1 ? ' has' : 'es have'} fewer`,
    );
  }
  if (stopped) {
    notes.push(
      `${stopped === 'timeout' ? 'the time limit ran out' : 'stopped'} after ${tries}${target ? `; the closest to ${target.label}` : ''}`,
    );
  }
  if (target && rating && missBy(target, rating) > 0) {
    const hardest = target.technique ? `, its hardest step ${rating.hardestTechnique}` : '';
    notes.push(
      `no puzzle ${target.closed ? target.label : `rated ${target.label}`} in ${tries}; this one is rated ${rating.rating.toFixed(1)} (${rating.difficulty})${hardest}`,
    );
  }
  return {
    puzzle: cut.puzzle,
    solution: cut.solution,
    givens,
    seed,
    symmetry,
    unique,
    targetGivens: minimal ? undefined : cut.target,
    targetReached: notes.length === 0,
    rating,
    attempts,
    note: notes.length > 0 ? `${notes.join('; ')}.` : undefined,
    stopped,
  };
}
