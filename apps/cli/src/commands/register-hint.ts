import { puzzleCommand } from './puzzle-command.js';

export const registerHint = puzzleCommand({
  name: 'hint',
  summary: 'the next step for each position, with its explanation',
  description:
    'For every position of FILE (or standard input) prints the next digit a player can place and ' +
    'why: "CELL = DIGIT: explanation" when one step places it, else the placement followed by ' +
    'every step it needs, in order (the eliminations the board cannot show yet). A position with ' +
    'one solution always gets a logical step. One with several solutions is marked so; when no ' +
    'basic technique places a digit there, the empty cell with the fewest candidates gets a digit ' +
    'from a solution (marked "(fallback)"). A position whose digits clash or that has no ' +
    'solution gets "conflict: …" or "no-solution: …" and exit status 1.',
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
  r6c4 = 9, after 4 steps:
    1. Pointing: in box 4, 5 can only go in r4c3 and r6c3, all in column 3,
       so remove 5 from r2c3.
    …
    4. Direct hidden pair: in row 6, digits 7 and 8 can only go in r6c7 and
       r6c9, so 9 is not in r6c7 and r6c9; that leaves r6c4 as the only place
       for 9 in row 6.
  $ sudoku hint --time-limit 1 board.txt      give up after a second
  $ sudoku hint --svg hint.svg board.txt      the hint drawn on the board
  $ sudoku hint --json board.txt
  {"index":1,"input":"..3.2.6..9…","givens":32,"status":"solved",
   "reason":null,"hint":"step","cell":"r2c2","row":2,"column":2,"digit":6,…}`,
});
