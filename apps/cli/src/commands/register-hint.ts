import { puzzleCommand } from './puzzle-command.js';

export const registerHint = puzzleCommand({
  name: 'hint',
  summary: 'the next step for each position, with its explanation',
  description:
    'For every position of FILE (or standard input) prints the next step of the simplest path ' +
    'from it, one technique, the step `sudoku explain` would print first from there: what it does ' +
    'and why, "CELL = DIGIT: explanation" for a placement or "CELL ≠ DIGIT, …: explanation" for ' +
    'candidates it removes. A position with one solution always gets a logical step. One with ' +
    'several solutions is marked so; when no basic technique applies there, the empty cell with ' +
    'the fewest candidates gets a digit from a solution (marked "(fallback)"). A position whose ' +
    'digits clash or that has no solution gets "conflict: …" or "no-solution: …" and exit status 1.',
  module: 'hint',
  label: 'hints',
  jsonHelp:
    'one JSON object per position per line: index, input, givens, status, reason, hint, cell, digit …',
  logic: true,
  options(command) {
    command.option(
      '--svg <file>',
      'draw instead: the hint as one SVG picture (the pattern, what it removes, the digit it places), for one position',
    );
  },
  async run(file, opts, reporter) {
    if (opts.svg === undefined) return undefined;
    const { runHintPicture } = await import('../pictures/hint-picture.js');
    return runHintPicture(file, opts, reporter);
  },
  examples: `
Examples:
  $ sudoku hint board.txt
  r6c2 = 4: Hidden single: in box 4, 4 can only go in r6c2.
  $ sudoku hint hard.txt                      a step that removes candidates:
  r2c3 ≠ 5: Pointing: in box 4, 5 can only go in r4c3 and r6c3, all in …
  $ sudoku hint --time-limit 1 board.txt      give up after a second
  $ sudoku hint --svg hint.svg board.txt      the hint drawn on the board
  $ sudoku hint --json board.txt
  {"index":1,"input":"..3.2.6..9…","givens":32,"status":"solved",
   "reason":null,"hint":"step","cell":"r2c2","row":2,"column":2,"digit":6,…}`,
});
