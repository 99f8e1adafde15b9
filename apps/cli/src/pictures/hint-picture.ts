import { cellName } from '@sudoku/core';
import { hint } from '@sudoku/engine';
import { type Picture, pictureOfBoard, pictureOfStep, renderSvg } from '@sudoku/pictures';
import { timeLimitMs } from '../commands/puzzle-line.js';
import { readOnePuzzle } from '../commands/read-one-puzzle.js';
import { puzzleAt, quietly, type Reporter } from '../commands/reporter.js';
import { stepHead } from '../describe/hint.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import type { InputArguments } from '../io/input.js';
import { withOutput } from '../io/output.js';
import { resolveOutput } from '../io/output-target.js';
import { countingSolver } from '../unique-puzzle.js';
import { positionOf } from './path-pictures.js';
import { refuseEmptyName, refuseTextOptions } from './picture-input.js';

/**
 * `sudoku hint --svg FILE`: the hint of one position drawn instead of
 * written. A logical hint shows its step's pattern, what it removes and
 * what it places; a fallback shows the cell and its digit;
 * a full board is drawn as it is. A position with a clash, without a
 * solution, or with no hint within `--time-limit` is reported on stderr
 * (exit 1) and nothing is written.
 */
export async function runHintPicture(
  file: InputArguments,
  opts: Record<string, unknown>,
  reporter: Reporter,
): Promise<ExitCode> {
  refuseTextOptions(opts, '--svg', true);
  refuseEmptyName('--svg', opts.svg);
  const target = resolveOutput(opts.svg as string);
  const note = quietly(opts.quiet === true, reporter);
  const skip = (opts.skip as number | undefined) ?? 0;
  // Read as a stream, stopping at a second position: a large file given by mistake fails at once.
  const one = await readOnePuzzle(file, note, {
    skip,
    why: '--svg draws the hint of one position',
  });
  const grid = one.puzzle;
  const position = positionOf(grid);
  const h = hint(grid, {
    solver: countingSolver,
    timeLimitMs: timeLimitMs({ timeLimit: opts.timeLimit as number | undefined }),
  });
  let picture: Picture;
  let what: string;
  if (h.kind === 'step') {
    what = `${stepHead(h.step)}, ${h.step.name}`;
    picture = pictureOfStep(position, h.step);
  } else if (h.kind === 'fallback') {
    what = `${cellName(h.cell)} = ${h.digit}, from a solution`;
    picture = {
      ...pictureOfBoard(position, `${cellName(h.cell)} = ${h.digit} (fallback)`, h.explanation),
      placements: [{ cell: h.cell, digit: h.digit }],
    };
  } else if (h.kind === 'solved') {
    what = 'the full board';
    picture = pictureOfBoard(position, 'Solved', h.explanation);
  } else {
    reporter.problem(`${puzzleAt(one.number, one.line)}: ${h.kind}: ${h.explanation}`);
    return EXIT.PUZZLE_FAILED;
  }
  const svg = renderSvg(picture, { title: `Hint: ${what}`, description: h.explanation });
  // A signal that came during the search stops the run here, before anything is written.
  await new Promise((resolve) => setImmediate(resolve));
  await withOutput(target, undefined, async (output) => {
    await output.write(new TextEncoder().encode(svg));
  });
  if (target.kind !== 'stdout') note(`sudoku: drew the hint (${what}) into ${target.shown}`);
  return EXIT.OK;
}
