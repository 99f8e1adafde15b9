import { type Grid, gridToString } from '@sudoku/core';
import type { RatedPuzzle } from '@sudoku/engine';
import { renderSvg } from '@sudoku/pictures';
import type { Describe, TimeLimitOptions } from '../commands/puzzle-line.js';
import { paragraph, puzzleStart, stepBlock } from '../pictures/html-page.js';
import { pathPictures, puzzlePicture } from '../pictures/path-pictures.js';
import { svgWriter } from '../pictures/svg-folder.js';
import { BEYOND_THE_LADDER, ratingText } from '../step-json.js';
import { rateProperPuzzle } from '../unique-puzzle.js';

/** What `explain --html` and `--svg` ask of each puzzle. */
export interface PictureOptions extends TimeLimitOptions {
  /** Each puzzle's line is its part of the page (else a line naming its pictures). */
  html: boolean;
  /** The folder the pictures go into, checked by the main thread. */
  svg?: string | undefined;
}

/** What the path says before its steps and after them, and why it is a problem (a timeout). */
function pathWords(rating: RatedPuzzle, timeLimit: number | undefined) {
  const steps = `${rating.steps.length} step${rating.steps.length === 1 ? '' : 's'}`;
  if (rating.status === 'timeout') {
    const reason = `no explanation within ${timeLimit} s`;
    return { reason, summary: `Stopped: ${reason}; the ${steps} found before it.`, end: '' };
  }
  const solved = rating.solvedLogically;
  return {
    reason: undefined,
    summary: `Rated ${ratingText(rating.rating)}${solved ? '' : '+'} (${rating.difficulty}), ${steps}.`,
    end: solved ? 'Solved.' : `Stuck here: the next step is ${BEYOND_THE_LADDER}.`,
  };
}

/** `puzzle-0012-step-007.svg`: numbered so a folder of them sorts (up to 9,999 puzzles; a path has at most 729 steps). */
export function pictureName(puzzle: number, step: number): string {
  return `puzzle-${String(puzzle).padStart(4, '0')}-step-${String(step).padStart(3, '0')}.svg`;
}

/**
 * One puzzle's path drawn (`explain --html`, `--svg`): with `html`, its
 * part of the page (its board, then each step as a picture with its
 * sentence); with `svg`, one picture per step written into the folder
 * (step 000 is the puzzle), and without `html` a line naming them. A
 * puzzle that cannot be explained, or not within `--time-limit`, is a
 * problem (stderr, exit 1), and is said so on the page.
 */
export const describe: Describe<PictureOptions> = (grid: Grid, options, number) => {
  const writeSvg = options.svg === undefined ? undefined : svgWriter(options.svg);
  const heading = `Puzzle ${number}`;
  const givens = gridToString(grid);
  const id = `p${number}`;
  const rated = rateProperPuzzle(grid, 'explained', options);
  if ('line' in rated) {
    const board = puzzlePicture(grid, heading, givens);
    writeSvg?.(pictureName(number, 0), renderSvg(board));
    return {
      ...rated.line,
      text: options.html
        ? puzzleStart(heading, `Not explained: ${rated.line.problem}.`, board, id)
        : rated.line.text,
    };
  }
  const { rating } = rated;
  const words = pathWords(rating, options.timeLimit);
  const board = puzzlePicture(grid, heading, `${words.summary} Givens: ${givens}`);
  writeSvg?.(pictureName(number, 0), renderSvg(board));
  const pictures = pathPictures(grid, rating.steps);
  let html = options.html ? puzzleStart(heading, words.summary, board, id) : '';
  pictures.forEach((picture, i) => {
    const step = rating.steps[i];
    if (options.html) html += stepBlock(picture, step, i + 1, `${id}-s${i + 1}`);
    const title = `Step ${i + 1}: ${step.name}`;
    writeSvg?.(pictureName(number, i + 1), renderSvg(picture, { title, unfold: true }));
  });
  if (options.html && words.end) html += paragraph(words.end);
  const named = `${pictureName(number, 0)} … ${pictureName(number, pictures.length)}`;
  return {
    text: options.html ? html : `${named}: ${words.summary.replace(/\.$/, '')}`,
    json: {},
    ...(words.reason ? { problem: words.reason } : {}),
  };
};
