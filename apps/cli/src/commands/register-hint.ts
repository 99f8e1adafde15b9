import { puzzleCommand } from './puzzle-command.js';

export const registerHint = puzzleCommand({
  name: 'hint',
  summary: 'the next step for each position, with its explanation',
  description:
    'For every position of FILE (or standard input) prints the next digit a player can place and ' +
    'why, as "CELL = DIGIT: explanation". When no technique applies, the empty cell with the fewest ' +
    'candidates gets its digit from the solution (marked "(fallback)"). A position whose digits ' +
    'clash or that has no solution gets "conflict: …" or "no-solution: …" and exit status 1.',
  module: 'hint',
  label: 'hints',
  jsonHelp: 'one JSON object per position per line (JSON Lines)',
  pieceBytes: 16 * 1024,
  examples: `
Examples:
  $ sudoku hint board.txt
  r3c5 = 7: Hidden single: 7 can only go in r3c5 in box 2.
  $ sudoku hint --json board.txt
  {"puzzle":1,"kind":"step","cell":"r3c5","row":3,"column":5,"digit":7,
   "technique":"hidden-single",...}`,
});
