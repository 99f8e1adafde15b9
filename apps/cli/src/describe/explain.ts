import { type Grid, gridToString } from '@sudoku/core';
import { type Describe, type TimeLimitOptions, timedOut } from '../commands/puzzle-line.js';
import { BEYOND_THE_LADDER, ratingText, stepJson } from '../step-json.js';
import { rateProperPuzzle } from '../unique-puzzle.js';
import { stepLines } from './step-lines.js';

/**
 * One puzzle's whole solution path, as a person would write it: a heading
 * with its rating, then every step, simplest first, each with its difficulty
 * and its reasoning (the puzzles come out in input order; `--json` also
 * carries the givens). A puzzle not explained within `--time-limit` gets
 * "timeout: no explanation within 2 s" and the steps found until then.
 */
export const describe: Describe<TimeLimitOptions> = (grid: Grid, options) => {
  const puzzle = gridToString(grid);
  const rated = rateProperPuzzle(grid, 'explained', options);
  if ('line' in rated) return rated.line;
  const { rating } = rated;
  const width = String(rating.steps.length).length;
  const lines = rating.steps.flatMap((step, i) =>
    stepLines(
      `  ${String(i + 1).padStart(width)}. (${ratingText(step.difficulty)}) `,
      step.explanation,
    ),
  );
  if (rating.status === 'timeout') {
    const line = timedOut('explanation', options, {
      givens: puzzle,
      steps: rating.steps.map(stepJson),
    });
    const found = `${rating.steps.length} step${rating.steps.length === 1 ? '' : 's'}`;
    return { ...line, text: [`${line.text}; the ${found} found before it:`, ...lines].join('\n') };
  }
  const solved = rating.solvedLogically;
  const end = solved ? 'solved' : `stuck here: the next step is ${BEYOND_THE_LADDER}`;
  return {
    text: [
      `rated ${ratingText(rating.rating)}${solved ? '' : '+'} (${rating.difficulty}), ${rating.steps.length} steps:`,
      ...lines,
      `  ${' '.repeat(width)}  ${end}.`,
    ].join('\n'),
    json: {
      status: 'rated',
      reason: null,
      givens: puzzle,
      rating: rating.rating,
      difficulty: rating.difficulty,
      hardestTechnique: rating.hardestTechnique ?? null,
      pearl: rating.pearl,
      diamond: rating.diamond,
      solvedLogically: rating.solvedLogically,
      steps: rating.steps.map(stepJson),
    },
  };
};
