import type { Grid } from '@sudoku/core';
import { type Describe, type TimeLimitOptions, timedOut } from '../commands/puzzle-line.js';
import { ratingFields } from '../puzzle-record.js';
import { BEYOND_THE_LADDER, ratingText, stepJson } from '../step-json.js';
import { rateProperPuzzle } from '../unique-puzzle.js';
import { stepLines } from './step-lines.js';

/**
 * One puzzle's whole solution path, as a person would write it: a heading
 * with its rating, then every step, simplest first, each with its difficulty
 * and its reasoning (the puzzles come out in input order; `--json` carries
 * the steps as the engine gives them). A puzzle not explained within `--time-limit` gets
 * "timeout: no explanation within 2 s" and the steps found until then.
 */
export const describe: Describe<TimeLimitOptions> = (grid: Grid, options) => {
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
    const line = timedOut('explanation', options, { steps: rating.steps.map(stepJson) });
    const found = `${rating.steps.length} step${rating.steps.length === 1 ? '' : 's'}`;
    return { ...line, text: [`${line.text}; the ${found} found before it:`, ...lines].join('\n') };
  }
  const solved = rating.solvedLogically;
  const end = solved ? 'solved' : `stuck here: the next step is ${BEYOND_THE_LADDER}`;
  return {
    text: [
      // Pearl and diamond, as Sudoku Explainer's EP and ED: the hardest step before the first placement, the first step.
      `rated ${ratingText(rating.rating)}${solved ? '' : '+'} (${rating.difficulty}; pearl ${ratingText(rating.pearl)}, diamond ${ratingText(rating.diamond)}), ${rating.steps.length} steps:`,
      ...lines,
      `  ${' '.repeat(width)}  ${end}.`,
    ].join('\n'),
    json: {
      status: 'solved',
      reason: null,
      ...ratingFields(rating),
      steps: rating.steps.map(stepJson),
    },
  };
};
