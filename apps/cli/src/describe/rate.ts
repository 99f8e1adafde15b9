import { type Grid, gridToString } from '@sudoku/core';
import { type Describe, type TimeLimitOptions, timedOut } from '../commands/puzzle-line.js';
import { ratingFields } from '../puzzle-record.js';
import { BEYOND_THE_LADDER, ratingText } from '../step-json.js';
import { rateProperPuzzle } from '../unique-puzzle.js';
import { fillTemplate } from './rating-template.js';

/** `rate`'s options: the time limit, a line template, and filters on what is kept. */
interface RateOptions extends TimeLimitOptions {
  template?: string;
  /** Keep only puzzles rated in [min, max] … */
  rating?: [number, number];
  /** … whose word is this … */
  difficulty?: string;
  /** … whose hardest step is of this kind. */
  technique?: string;
}

/**
 * One puzzle's rating line: "7.2 diabolical: Alternating inference chain, 58
 * steps" — the rating on Sudoku Explainer's scale (the hardest step of the
 * simplest path), its word, the hardest step's technique. A puzzle the
 * techniques cannot finish (none is known) gets a lower bound: "11.0+ extreme: beyond …". A puzzle with
 * conflicting givens, no solution or several solutions gets "invalid",
 * "unsolvable" or "several-solutions" (outcome.ts) and is reported (exit 1), and so
 * is one not rated within `--time-limit` ("timeout: no rating within 2 s").
 */
export const describe: Describe<RateOptions> = (grid: Grid, options, number) => {
  const filtered =
    options.rating !== undefined ||
    options.difficulty !== undefined ||
    options.technique !== undefined;
  const rated = rateProperPuzzle(grid, 'rated', options);
  // A filter keeps rated puzzles only: the others are still reported.
  if ('line' in rated) return { ...rated.line, omit: filtered };
  const { rating } = rated;
  if (rating.status === 'timeout') return { ...timedOut('rating', options), omit: filtered };
  const [min, max] = options.rating ?? [0, Number.POSITIVE_INFINITY];
  const kept =
    rating.rating >= min &&
    rating.rating <= max &&
    (options.difficulty === undefined || rating.difficulty === options.difficulty) &&
    (options.technique === undefined || rating.hardestTechnique === options.technique);
  const hardest = rating.steps.find((s) => s.difficulty === rating.rating);
  const steps = rating.steps.length;
  const counted = `${steps} step${steps === 1 ? '' : 's'}`;
  // A lower bound, for a puzzle the techniques cannot finish.
  const beyond = rating.solvedLogically ? '' : '+';
  const text = options.template
    ? fillTemplate(options.template, {
        puzzle: gridToString(grid),
        rating: `${ratingText(rating.rating)}${beyond}`,
        pearl: ratingText(rating.pearl),
        diamond: ratingText(rating.diamond),
        number,
        difficulty: rating.difficulty,
        technique: rating.solvedLogically ? (hardest?.name ?? 'nothing to do') : BEYOND_THE_LADDER,
        steps,
      })
    : rating.solvedLogically
      ? `${ratingText(rating.rating)} ${rating.difficulty}: ${hardest?.name ?? 'nothing to do'}, ${counted}`
      : `${ratingText(rating.rating)}+ ${rating.difficulty}: ${BEYOND_THE_LADDER}, stuck after ${counted}`;
  return {
    omit: !kept,
    text,
    json: { status: 'solved', reason: null, ...ratingFields(rating) },
  };
};
