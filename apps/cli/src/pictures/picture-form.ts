import { SudokuError } from '@sudoku/core';
import type { OutputForm } from '../commands/puzzle-command.js';
import { pageEnd, pageStart } from './html-page.js';
import { refuseEmptyName, refuseTextOptions } from './picture-input.js';
import { prepareSvgFolder } from './svg-folder.js';

/**
 * `explain --html FILE` and `--svg DIR`: the puzzles' paths drawn, through
 * the same threads and pipeline as the text (src/describe/explain-pictures.ts
 * draws each puzzle). The page goes to FILE (`-o` and `--json` would have
 * nothing to write, so they are refused) between its start and its end; the
 * folder is checked, and created when missing, before any work starts.
 */
export function pictureForm(opts: Record<string, unknown>): OutputForm | undefined {
  const html = opts.html as string | undefined;
  const svg = opts.svg as string | undefined;
  if (html === undefined && svg === undefined) return undefined;
  const option = html !== undefined ? '--html' : '--svg';
  refuseTextOptions(opts, option, html !== undefined);
  refuseEmptyName('--html', html);
  if (svg !== undefined) prepareSvgFolder(svg);
  if (html === undefined)
    return { module: 'explain-pictures', output: opts.output as string | undefined };
  if (opts.shard !== undefined) {
    // Parts of a page are not a page: `sudoku merge` joins text and JSON Lines.
    throw new SudokuError(
      'SUDOKU_USAGE',
      '--html makes one page of a whole run and cannot be used with --shard (draw the shards with --svg DIR)',
    );
  }
  return {
    module: 'explain-pictures',
    output: html,
    start: (input) => pageStart(`Sudoku explained: ${input}`),
    end: pageEnd(),
  };
}
