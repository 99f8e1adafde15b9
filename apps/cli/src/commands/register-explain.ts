import { pictureForm } from '../pictures/picture-form.js';
import { puzzleCommand } from './puzzle-command.js';

export const registerExplain = puzzleCommand({
  name: 'explain',
  summary: 'the whole solution path of each puzzle, step by step',
  description:
    'Solves every puzzle of FILE (or standard input) the way a person would, simplest technique ' +
    'first, and writes the whole path: a heading with its rating, then every step ' +
    'with its difficulty and its reasoning, in words you can check on the board (chains are ' +
    'written link by link: "r1c2 = 5 ⇒ r1c7 ≠ 5 (same row) ⇒ …"). Only puzzles with exactly ' +
    'one solution are explained; others get "conflict", "no-solution" or "several-solutions" and a ' +
    'message on stderr (exit 1).',
  module: 'explain',
  label: 'explaining',
  jsonHelp:
    'one JSON object per puzzle per line: the fields rate writes, and steps, every step (pattern, chains, eliminations)',
  logic: true,
  options(command) {
    command
      .option(
        '--html <file>',
        'draw instead: one self-contained page (works offline, prints one step a page) with each puzzle and every step as a picture with its sentence',
      )
      .option(
        '--svg <dir>',
        "also draw one SVG picture per step into this folder (created if missing), named puzzle-NNNN-step-SSS.svg so they sort (step 000 is the puzzle); without --html, each line names its puzzle's pictures",
      );
  },
  form: pictureForm,
  describeOptions: (opts) => ({ html: opts.html !== undefined, svg: opts.svg }),
  examples: `
Examples:
  $ sudoku explain puzzle.txt
  rated 2.6 (medium; pearl 1.2, diamond 1.2), 69 steps:
     1. (1.2) Hidden single: in box 4, 4 can only go in r6c2.
     2. (1.2) Hidden single: in box 7, 3 can only go in r8c3.
     …
  $ sudoku explain --json puzzle.txt | jq '.steps[] | .name'
  $ sudoku explain --time-limit 0.5 hard.txt     the steps found in 0.5 s:
  timeout: no explanation within 0.5 s; the 57 steps found before it:
  …
  $ sudoku explain --html steps.html puzzle.txt  every step drawn, one page
  $ sudoku explain --svg steps/ puzzle.txt       one picture per step:
  puzzle-0001-step-000.svg … puzzle-0001-step-069.svg: Rated 2.6 (medium), …`,
});
