import { type Grid, gridToString } from '@sudoku/core';
import type { Rating } from '@sudoku/engine';
import { renderSvg } from '@sudoku/pictures';
import { createProgress, showsProgress } from '../batch/progress.js';
import { puzzleAt, quietly, type Reporter } from '../commands/reporter.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import type { InputArguments } from '../io/input.js';
import { withOutput } from '../io/output.js';
import { resolveOutput } from '../io/output-target.js';
import { BEYOND_THE_LADDER, ratingText } from '../step-json.js';
import { rateProperPuzzle } from '../unique-puzzle.js';
import { pageEnd, pageStart, paragraph, puzzleStart, stepBlock } from './html-page.js';
import { pathPictures, puzzlePicture } from './path-pictures.js';
import { readPuzzles, refuseEmptyName, refuseTextOptions } from './picture-input.js';
import { openSvgFolder } from './svg-folder.js';

const encoder = new TextEncoder();

/** What the path of one puzzle says before its steps and after them. */
function pathWords(rating: Rating, timeLimit: unknown) {
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

/**
 * `sudoku explain --html FILE` and `--svg DIR`: every puzzle's path drawn
 * instead of written, one puzzle after another on this thread. The page
 * (--html) holds each puzzle's board, then each step as a picture with its
 * sentence; the folder (--svg) gets one picture per step,
 * `puzzle-N-step-SSS.svg` (step 000 is the puzzle), numbered so they sort.
 * A puzzle that cannot be explained is reported on stderr (exit 1) and
 * named on the page; a timed-out one keeps the steps found.
 */
export async function runExplainPictures(
  file: InputArguments,
  opts: Record<string, unknown>,
  reporter: Reporter,
): Promise<ExitCode> {
  refuseTextOptions(opts, opts.html !== undefined ? '--html' : '--svg');
  const html = opts.html as string | undefined;
  refuseEmptyName('--html', html);
  const target = html === undefined ? undefined : resolveOutput(html);
  const writeSvg = opts.svg === undefined ? undefined : openSvgFolder(opts.svg as string);
  const quiet = opts.quiet === true;
  const { puzzles, description } = await readPuzzles(
    file,
    (opts.skip as number | undefined) ?? 0,
    quietly(quiet, reporter),
  );
  const width = String(puzzles.first + puzzles.lines.length).length;
  const progress = createProgress({
    enabled: target ? showsProgress(quiet, target) : !quiet,
    label: 'drawing',
    unit: 'puzzles',
    total: puzzles.lines.length,
    counted: true,
  });
  let problems = 0;
  let drawn = 0;

  const draw = async (write: (text: string) => Promise<void> | undefined) => {
    await write(pageStart(`Sudoku explained: ${description}`));
    for (let k = 0; k < puzzles.lines.length; k++) {
      const number = puzzles.first + k + 1;
      const grid: Grid = puzzles.cells.slice(k * 81, k * 81 + 81);
      const id = `p${number}`;
      const name = (step: number) =>
        `puzzle-${String(number).padStart(width, '0')}-step-${String(step).padStart(3, '0')}.svg`;
      const rated = rateProperPuzzle(grid, 'explained', { timeLimit: opts.timeLimit as number });
      const heading = `Puzzle ${number}`;
      const givens = gridToString(grid);
      if ('line' in rated) {
        problems++;
        reporter.problem(`${puzzleAt(number, puzzles.lines[k])}: ${rated.line.problem}`);
        const board = puzzlePicture(grid, heading, givens);
        await write(puzzleStart(heading, `Not explained: ${rated.line.problem}.`, board, id));
        writeSvg?.(name(0), renderSvg(board));
      } else {
        const { rating } = rated;
        const words = pathWords(rating, opts.timeLimit);
        if (words.reason) {
          problems++;
          reporter.problem(`${puzzleAt(number, puzzles.lines[k])}: ${words.reason}`);
        }
        const board = puzzlePicture(grid, heading, `${words.summary} Givens: ${givens}`);
        await write(puzzleStart(heading, words.summary, board, id));
        writeSvg?.(name(0), renderSvg(board));
        const pictures = pathPictures(grid, rating.steps);
        for (let i = 0; i < pictures.length; i++) {
          const step = rating.steps[i];
          await write(stepBlock(pictures[i], step, i + 1, `${id}-s${i + 1}`));
          writeSvg?.(
            name(i + 1),
            renderSvg(pictures[i], { title: `Step ${i + 1}: ${step.name}`, unfold: true }),
          );
        }
        drawn += pictures.length;
        if (words.end) await write(paragraph(words.end));
      }
      progress.update(k + 1);
    }
    await write(pageEnd());
  };

  if (target) {
    await withOutput(target, progress, (output) =>
      draw((text) => output.write(encoder.encode(text))),
    );
  } else {
    await draw(() => undefined);
    progress.stop();
  }
  const where = [html, opts.svg].filter((w) => w !== undefined).join(' and ');
  const count = puzzles.lines.length;
  if (html !== '-' && html !== '/dev/stdout')
    quietly(
      quiet,
      reporter,
    )(
      `sudoku: drew ${drawn} step${drawn === 1 ? '' : 's'} of ${count} puzzle${count === 1 ? '' : 's'} into ${where}`,
    );
  return problems > 0 ? EXIT.PUZZLE_FAILED : EXIT.OK;
}
